import type { Envelope } from '@scenic/contracts';

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'ok', data };
}
