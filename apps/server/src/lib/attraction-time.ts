/** Clock arithmetic in the attraction's own time zone, given as a fixed UTC offset (+08:00). */
export function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes);
}

/** Parses the spec's date format YYYY/MM/DD HH:mm:ss as attraction time; NaN when malformed. */
export function parseAttractionDateTime(value: string, offset: string): number {
  const match = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s) - offsetMinutes(offset) * 60_000;
}

/** Today's calendar date (YYYY-MM-DD) at the attraction. */
export function attractionToday(offset: string, now = Date.now()): string {
  return new Date(now + offsetMinutes(offset) * 60_000).toISOString().slice(0, 10);
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant (ISO UTC, as stored) a calendar day starts at the attraction. */
export function attractionDayStart(date: string, offset: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - offsetMinutes(offset) * 60_000).toISOString();
}
