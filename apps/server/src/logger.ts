import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from '#server/lib/redact-url.ts';

/**
 * pino request logs: method, redacted URL (lib/redact-url.ts), client address and status. Headers
 * and bodies are not logged at all, so tokens and verification codes cannot leak through them.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.token',
        'req.headers["x-staff-token"]',
        'req.headers["x-staff-key"]',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      remove: true,
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
