import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The opaque session token from the `token` header, or null when absent or malformed. Accounts
     * resolve it to a visitor; it is never logged.
     */
    sessionToken: string | null;
  }
}

/** Tokens are URL-safe base64 of random bytes; anything else cannot be one of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function parseSessionToken(header: unknown): string | null {
  return typeof header === 'string' && TOKEN_PATTERN.test(header) ? header : null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    request.sessionToken = parseSessionToken(request.headers.token);
  });
}
