import { offsetMinutes } from '#server/lib/attraction-time.ts';

/** Calendar months at the attraction (YYYY-MM) and the instants they start and end. */

/** The month (YYYY-MM) an instant falls in at the attraction. */
export function monthOf(at: number, offset: string): string {
  return new Date(at + offsetMinutes(offset) * 60_000).toISOString().slice(0, 7);
}

/** The month after `month`. */
export function nextMonth(month: string): string {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

/** The instant (ms) a month starts at the attraction. */
export function monthStart(month: string, offset: string): number {
  return Date.parse(`${month}-01T00:00:00Z`) - offsetMinutes(offset) * 60_000;
}

/** The first and last calendar days of a month (YYYY-MM-DD). */
export function monthDays(month: string): { start: string; end: string } {
  const last = new Date(Date.parse(`${nextMonth(month)}-01T00:00:00Z`) - 86_400_000);
  return { start: `${month}-01`, end: last.toISOString().slice(0, 10) };
}
