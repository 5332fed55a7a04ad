import type { Envelope } from '@scenic/contracts';

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'ok', data };
}

/**
 * Sends an envelope serialized earlier (a cached answer) as it is, skipping per-request JSON work.
 * Its shape is the route's response schema, checked in the route's tests. An async handler returns
 * what this answers (the reply), so the framework knows the answer is on its way and sends nothing
 * more (a handler that answered `undefined` instead had its reply sent twice, and logged an error).
 */
export function sendSerialized<R>(
  reply: { type(contentType: string): { send(payload: unknown): R } },
  json: string,
): R {
  return reply.type('application/json; charset=utf-8').send(json);
}
