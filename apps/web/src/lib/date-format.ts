import type { Locale } from '@scenic/contracts';

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

/** A moment in the visitor's time, in the spec's default format YYYY/MM/DD HH:mm:ss (SPEC §9). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A calendar date (YYYY-MM-DD) read as that day everywhere, whatever the phone's time zone. */
export function calendarDay(ymd: string): Date {
  return new Date(`${ymd}T12:00:00Z`);
}

/** "Sat, 5 Dec 2026" / "2026年12月5日周六": a visit date as people say it. */
export function formatVisitDate(ymd: string | null | undefined, locale: Locale): string {
  if (!ymd) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(calendarDay(ymd));
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
