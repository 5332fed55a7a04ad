import { attractionToday } from '#server/lib/attraction-time.ts';
import type { WeatherReading } from './types.ts';

/**
 * The weather guarantee's automatic half: a live reading at or over the threshold marks today a
 * heavy-rain day through `mark` (the content module's, which owns the days; once a day; the
 * operator may also mark days by hand).
 */
export function markHeavyRain(
  mark: (date: string, note: string) => Promise<void>,
  thresholdMm: number,
  utcOffset: string,
) {
  return async (reading: WeatherReading) => {
    if (reading.precipitation === undefined || reading.precipitation < thresholdMm) return;
    await mark(
      attractionToday(utcOffset),
      `${reading.precipitation} mm in an hour (weather provider)`,
    );
  };
}
