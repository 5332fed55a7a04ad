import type { Envelope } from '@scenic/contracts';

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'ok', data };
}

/**
 * Sends an envelope serialized earlier (a cached answer) as it is, skipping per-request JSON work.
 * Its shape is the route's response schema, checked in the route's tests.
 */
export function sendSerialized(
  reply: { type(contentType: string): { send(payload: unknown): unknown } },
  json: string,
): void {
  reply.type('application/json; charset=utf-8').send(json);
}
