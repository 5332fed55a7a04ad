import { MAX_BODY_BYTES } from '@scenic/contracts';
import { errorCodes, type FastifyInstance } from 'fastify';
import { AppError } from '#server/lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Takes a file itself as the body (up to the route's `bodyLimit`): too large answers 1044. */
    upload?: boolean;
  }
}

/**
 * Bodies are refused by their declared length before a byte is read: the route's `bodyLimit`
 * (an upload's own), else the app's. And an answer sent before the body has all come closes the
 * connection: Node would otherwise read the rest, gigabytes maybe, to keep it for another call.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length']);
    if (!(declared > (request.routeOptions.bodyLimit ?? MAX_BODY_BYTES))) return;
    throw request.routeOptions.config.upload
      ? new AppError('uploadTooLarge')
      : new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  });
  app.addHook('onSend', async (request, reply) => {
    // `complete` is false only on a real socket whose body is still coming (not under `inject`).
    if (request.raw.complete === false) reply.header('connection', 'close');
  });
}
