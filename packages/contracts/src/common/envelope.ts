import { z } from 'zod';

/** Every API answer: `{code, msg, data}`, code 0 on success (SPEC §7, DESIGN §3.5). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
