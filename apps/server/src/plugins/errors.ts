import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  ERRORS,
  type ErrorKey,
  errorMessage,
  type Locale,
  localeFromHeader,
  validationMessage,
} from '@scenic/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#server/lib/database-errors.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * Turns every failure into the `{code, msg, data}` envelope in the visitor's language
 * (DESIGN §3.5): HTTP 200 unless the transport failed (decisions 004 and 010: 400 bad address,
 * 404 unknown route, 405 wrong method, 413 body too large, 414 address too long, 415 not JSON).
 */
export function registerErrorEnvelope(app: FastifyInstance, apiPrefix: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? 'zh';
    if (error instanceof AppError) {
      const msg = error.messageKey
        ? validationMessage(error.messageKey, locale, error.vars)
        : errorMessage(error.key, locale, error.vars);
      return send(reply, 200, error.key, msg, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return send(reply, 200, 'validation', validationMessage(first?.message ?? '', locale));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, 'bodyTooLarge', errorMessage('bodyTooLarge', locale));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 415, 'unsupportedMediaType', errorMessage('unsupportedMediaType', locale));
    }
    if (error.statusCode === 429) {
      return send(reply, 200, 'rateLimited', errorMessage('rateLimited', locale));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, an empty JSON body and the like: the visitor's request, not our fault.
      return send(reply, 200, 'validation', errorMessage('validation', locale));
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was changed: the visitor may simply try again once the database is back.
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, 200, 'unavailable', errorMessage('unavailable', locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 200, 'internal', errorMessage('internal', locale));
  });

  const routes = knownRoutes(app);
  app.setNotFoundHandler((request, reply) => {
    const locale: Locale = request.locale ?? 'zh';
    const allowed = routes.methodsAt(request.url);
    // A file missing under a folder served by GET is a 404 of that GET, not a wrong method.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return send(reply, 405, 'methodNotAllowed', errorMessage('methodNotAllowed', locale));
    }
    if (request.url.startsWith(`${apiPrefix}/`) || request.url === apiPrefix) {
      return send(reply, 404, 'routeNotFound', errorMessage('routeNotFound', locale));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

/**
 * Fastify's `frameworkErrors`: an address the router cannot read (bad percent-encoding) or whose
 * path parameter is too long. No hook has run yet, so the language is read from the header here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const locale = localeFromHeader(request.headers.langue);
  const [status, key]: [number, ErrorKey] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'uriTooLong']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'badUrl']
        : [400, 'unreadableRequest'];
  return send(reply, status, key, errorMessage(key, locale));
}

/**
 * Fastify's `clientErrorHandler`: a request Node itself could not parse (headers too large,
 * malformed HTTP, too slow). Its headers were never read, so it answers in the default zh.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, ErrorKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'requestTimeout']
        : [400, 'unreadableRequest'];
  const body = JSON.stringify(envelope(key, errorMessage(key, 'zh')));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Every route's path pattern and methods, to tell a wrong method (405) from an unknown path. */
function knownRoutes(app: FastifyInstance) {
  const byPattern = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    const entry = byPattern.get(route.url) ?? {
      pattern: new RegExp(`^${route.url.split('/').map(segmentPattern).join('/')}/?$`),
      methods: new Set<string>(),
    };
    for (const method of [route.method].flat()) entry.methods.add(method);
    byPattern.set(route.url, entry);
  });
  return {
    methodsAt(url: string): string[] {
      const path = url.split('?')[0] ?? '';
      const methods = new Set<string>();
      for (const { pattern, methods: some } of byPattern.values()) {
        if (pattern.test(path)) for (const method of some) methods.add(method);
      }
      return [...methods].sort();
    },
  };
}

function segmentPattern(segment: string): string {
  if (segment.startsWith(':')) return '[^/]+';
  if (segment === '*') return '.*';
  return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function envelope(key: ErrorKey, msg: string, data: unknown = null) {
  return { code: ERRORS[key].code, msg, data };
}

function send(
  reply: FastifyReply,
  status: number,
  key: ErrorKey,
  msg: string,
  data: unknown = null,
) {
  return reply.code(status).send(envelope(key, msg, data));
}
