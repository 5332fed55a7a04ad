import { RENTAL_BOOKING_DAYS, rmToSen, senToRm } from '@scenic/contracts';
import { fromYmd } from '#web/lib/date-format.ts';
import { parkToday } from '#web/lib/park-date.ts';

const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * Today at the park (its date at its UTC offset, as the server checks a rental's start), as a
 * local midnight for the calendar; the phone's own zone does not move it.
 */
export function startOfToday(now: Date | number = Date.now()): Date {
  return fromYmd(parkToday(now));
}

/** The last day a rental may start or end on: today plus the booking window. */
export function lastBookableDay(now: Date | number = Date.now()): Date {
  return addDays(startOfToday(now), RENTAL_BOOKING_DAYS);
}

/** Whole days from start to end, both included (a same-day rental is one day). */
export function rangeDays(start: string, end: string): number {
  // Noon avoids a daylight-saving hour turning a day into 23 or 25 hours.
  const from = fromYmd(start).getTime() + DAY_MS / 2;
  const to = fromYmd(end).getTime() + DAY_MS / 2;
  return Math.round((to - from) / DAY_MS) + 1;
}

/** A chosen rental period: dates (by the day) or a day and hours (by the hour). */
export interface RentalPeriod {
  start: string;
  end?: string;
  hours?: number;
}

/** How many units (days or hours) the period bills; 0 while it is incomplete. */
export function periodUnits(unit: 'hour' | 'day', period: RentalPeriod | null): number {
  if (!period) return 0;
  if (unit === 'hour') return period.hours ?? 0;
  return period.end ? rangeDays(period.start, period.end) : 0;
}

/** price × quantity × units, in RM with 2 decimals, computed in sen. */
export function lineTotal(price: string, num: number, units = 1): string {
  return senToRm(rmToSen(price) * num * units);
}
