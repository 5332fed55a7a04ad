import type { Db } from '#server/db/database.ts';
import * as repo from './repository.ts';

/**
 * The heavy-rain days of the weather guarantee belong to the weather module, which alone writes
 * them: staff mark and take back days in the console (guarantee-editor.ts), the weather provider
 * marks today when the rain reaches the threshold (`markFromWeather`), and a ticket being moved
 * asks whether its day was one (`isRainDay`).
 */

/** Whether the date was marked a heavy-rain day. */
export async function isRainDay(db: Db, date: string): Promise<boolean> {
  return (await repo.findRainDay(db, date)) !== undefined;
}

/** Marks a day from a live reading, once (a day staff marked already stays as they marked it). */
export async function markFromWeather(db: Db, date: string, note: string): Promise<void> {
  await repo.insertRainDay(db, { date, note, created_at: new Date().toISOString() });
}
