import { DEFAULT_DATE_FORMAT, type Locale } from '@scenic/contracts';
import { parkToday, parkWallClock } from './park-date';

/** The `Intl` locale each app language formats dates with. */
export const INTL_LOCALE: Record<Locale, string> = { zh: 'zh-CN', en: 'en-GB', ma: 'ms-MY' };

/** Two digits: 5 → "05". */
export const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar date as the API writes it (YYYY-MM-DD). */
export function toYmd(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A calendar date (YYYY-MM-DD) as a local midnight, for calendars and day counts. */
export function fromYmd(ymd: string): Date {
  const [year = 0, month = 1, day = 1] = ymd.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** A calendar date (YYYY-MM-DD) read as that day everywhere, whatever the phone's time zone. */
export function calendarDay(ymd: string): Date {
  return new Date(`${ymd}T12:00:00Z`);
}

/** The parts of the app's one date format (docs/decisions/012). */
const DATE_PARTS = {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
} as const;

/**
 * "Sat, 5 Dec 2026" / "2026年12月5日周六" / "Sab, 5 Dis 2026": the app's one way of writing a
 * date, for visit dates and every other day it shows.
 */
export function formatVisitDate(ymd: string | null | undefined, locale: Locale): string {
  if (!ymd) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], DATE_PARTS).format(calendarDay(ymd));
}

/** A moment from the server, or null when it is missing or unreadable. */
function momentOf(iso: string | null | undefined): number | null {
  const moment = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(moment) ? null : moment;
}

/**
 * "2026/11/26 14:05:09": a moment (an order placed, a payment, a gate check-in) in the spec's default
 * format (SPEC §9, DEFAULT_DATE_FORMAT) as the park's clock shows it, whatever zone the phone is set
 * to; empty when missing or unreadable. Days alone use the friendlier formatVisitDate.
 */
export function formatDateTime(iso: string | null | undefined): string {
  const moment = momentOf(iso);
  if (moment === null) return '';
  const clock = parkWallClock(moment);
  const parts: Record<string, string> = {
    YYYY: String(clock.getUTCFullYear()),
    MM: pad(clock.getUTCMonth() + 1),
    DD: pad(clock.getUTCDate()),
    HH: pad(clock.getUTCHours()),
    mm: pad(clock.getUTCMinutes()),
    ss: pad(clock.getUTCSeconds()),
  };
  return DEFAULT_DATE_FORMAT.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

/** "Thu, 26 Nov 2026": the park's date of a moment (a review written, an agreement updated). */
export function formatMomentDate(iso: string | null | undefined, locale: Locale): string {
  const moment = momentOf(iso);
  return moment === null ? '' : formatVisitDate(parkToday(moment), locale);
}

/** The parts of a date chip: the weekday and the day with its month. */
export function dayChipParts(ymd: string, locale: Locale): { weekday: string; day: string } {
  const date = calendarDay(ymd);
  const weekday = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    weekday: 'short',
  }).format(date);
  const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  }).format(date);
  return { weekday, day };
}
