import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values must never reach a log line. */
const SECRET_PARAMS = ['token', 'code', 'password', 'secret', 'signature', 'sig'];

/**
 * Paths whose last segment is itself a secret: a signed download link to a paid original, and a
 * payment page's reference.
 */
const SECRET_PATHS = [/(\/files\/scenery\/)[^/?]+/, /(\/pay\/[a-z]+\/)[^/?]+/];

export function redactUrl(url: string): string {
  let redacted = url;
  for (const pattern of SECRET_PATHS) redacted = redacted.replace(pattern, '$1[redacted]');
  return redactQuery(redacted);
}

function redactQuery(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.includes(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * pino request logs: method, redacted URL, client address and status. Headers and bodies are not
 * logged at all, so tokens and verification codes cannot leak through them.
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
