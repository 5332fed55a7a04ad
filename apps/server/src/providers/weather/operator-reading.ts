import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import type { OperatorReading } from './weather-service.ts';

/** The `weather_fallback` setting as the operator enters it: `{"code": "2", "temp": 29}`. */
const storedSchema = z.object({
  code: z.union([z.string().regex(/^\d{1,3}$/), z.number().int().min(0).max(999)]),
  temp: z.number().min(-90).max(60),
  /** When the reading was taken; the row's last change when left out. */
  at: z.iso.datetime({ offset: true }).optional(),
});

/**
 * The operator's reading, with the time it was entered. A reading that does not read right is
 * logged for the operator and treated as none, so visitors never see a made-up temperature.
 */
export function operatorReading(db: Db, log: FastifyBaseLogger) {
  return async (): Promise<OperatorReading | undefined> => {
    const row = await db
      .selectFrom('setting')
      .select(['value', 'updated_at'])
      .where('key', '=', 'weather_fallback')
      .executeTakeFirst();
    if (!row) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      value = undefined;
    }
    const parsed = storedSchema.safeParse(value);
    if (!parsed.success) {
      log.warn('the weather_fallback setting is not a reading like {"code": "2", "temp": 29}');
      return undefined;
    }
    const { code, temp, at } = parsed.data;
    return { code: String(code), temp: Math.round(temp), at: at ?? row.updated_at };
  };
}
