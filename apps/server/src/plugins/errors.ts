import {
  ERRORS,
  type ErrorKey,
  errorMessage,
  type Locale,
  validationMessage,
} from '@scenic/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/**
 * Turns every failure into the `{code, msg, data}` envelope in the visitor's language
 * (DESIGN §3.5): HTTP 200 unless the transport failed (404 unknown route, 413 body too large).
 */
export function registerErrorEnvelope(app: FastifyInstance, apiPrefix: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? 'zh';
    if (error instanceof AppError) {
      const msg = error.messageKey
        ? validationMessage(error.messageKey, locale, error.vars)
        : errorMessage(error.key, locale);
      return send(reply, 200, error.key, msg, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return send(reply, 200, 'validation', validationMessage(first?.message ?? '', locale));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, 'bodyTooLarge', errorMessage('bodyTooLarge', locale));
    }
    if (error.statusCode === 429) {
      return send(reply, 200, 'rateLimited', errorMessage('rateLimited', locale));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the visitor's request, not our fault.
      return send(reply, 200, 'validation', errorMessage('validation', locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 200, 'internal', errorMessage('internal', locale));
  });

  app.setNotFoundHandler((request, reply) => {
    const locale: Locale = request.locale ?? 'zh';
    if (request.url.startsWith(`${apiPrefix}/`) || request.url === apiPrefix) {
      return send(reply, 404, 'routeNotFound', errorMessage('routeNotFound', locale));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

function send(
  reply: FastifyReply,
  status: number,
  key: ErrorKey,
  msg: string,
  data: unknown = null,
) {
  return reply.code(status).send({ code: ERRORS[key].code, msg, data });
}
