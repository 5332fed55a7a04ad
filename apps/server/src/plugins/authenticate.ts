import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';
import type { Sessions } from '#server/modules/auth/sessions.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in visitor, set by `requireVisitor` or `optionalVisitor`. */
    visitor: VisitorRow | null;
  }
  interface FastifyInstance {
    /**
     * preParsing hook of login-only calls: answers 1001 without a live session, before the body is
     * read or validated, so a signed-out caller is sent to log in and learns nothing of the call.
     * (After onRequest, so the rate limits still count signed-out callers.)
     */
    requireVisitor(request: FastifyRequest): Promise<void>;
    /** preHandler of calls that work for anyone but remember a signed-in visitor. */
    optionalVisitor(request: FastifyRequest): Promise<void>;
  }
}

export function registerAuthenticate(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('visitor', null);
  const resolve = async (request: FastifyRequest) =>
    request.sessionToken ? sessions.resolve(request.sessionToken) : null;
  app.decorate('requireVisitor', async (request: FastifyRequest) => {
    request.visitor = await resolve(request);
    if (!request.visitor) throw new AppError('notLoggedIn');
  });
  app.decorate('optionalVisitor', async (request: FastifyRequest) => {
    request.visitor = await resolve(request);
  });
}
