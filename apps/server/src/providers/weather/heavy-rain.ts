import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import type { WeatherReading } from './types.ts';

/**
 * The weather guarantee's automatic half: a live reading at or over the threshold marks today a
 * heavy-rain day (once; the operator may also mark days by hand).
 */
export function markHeavyRain(db: Kysely<Database>, thresholdMm: number, utcOffset: string) {
  return async (reading: WeatherReading) => {
    if (reading.precipitation === undefined || reading.precipitation < thresholdMm) return;
    await db
      .insertInto('rain_day')
      .values({
        date: attractionToday(utcOffset),
        note: `${reading.precipitation} mm in an hour (weather provider)`,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('date').doNothing())
      .execute();
  };
}
