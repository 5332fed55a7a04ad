import { z } from 'zod';
import { DATE_PATTERN } from './validation.ts';

/**
 * The years a date sent to the API may fall in. Nothing an attraction sells or looks up lies
 * outside them, and a year like 9999 or 0000 is a typing slip or a probe, never a visit.
 */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';

/** Most days one calendar request may cover: the booking horizon and a little more. */
export const MAX_CALENDAR_DAYS = 92;

const DAY_MS = 86_400_000;

/**
 * A day that exists on the calendar, written YYYY-MM-DD, between EARLIEST_DATE and LATEST_DATE:
 * 2026-11-31, 2026-02-29 and 2026-12-00 are not days.
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  if (value < EARLIEST_DATE || value > LATEST_DATE) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both YYYY-MM-DD calendar dates (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Every date a caller sends (a visit, a reschedule, a rental, a calendar's first day): a real
 * day, or the spec's "Please choose a date".
 */
export const calendarDate = z
  .string({ error: 'dateRequired' })
  .refine(isCalendarDate, { error: 'dateRequired' });

/**
 * The rules of a calendar range (`from`, `to`, both optional), for a query's superRefine: `to`
 * never before `from`, and the whole range at most MAX_CALENDAR_DAYS days.
 */
export function refineCalendarRange(
  range: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!range.from || !range.to) return;
  if (range.to < range.from) {
    ctx.addIssue({ code: 'custom', message: 'dateRangeInvalid', path: ['to'] });
  } else if (daysBetween(range.from, range.to) >= MAX_CALENDAR_DAYS) {
    ctx.addIssue({ code: 'custom', message: 'dateRangeTooLong', path: ['to'] });
  }
}

/** Every date from `from` to `to` whose day of the week is one of `weekdays` (0 = Sunday). */
export function datesOf(from: string, to: string, weekdays: readonly number[]): string[] {
  const wanted = new Set(weekdays);
  const dates: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let offset = 0; offset <= daysBetween(from, to); offset++) {
    const day = new Date(start + offset * DAY_MS);
    if (wanted.has(day.getUTCDay())) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}
