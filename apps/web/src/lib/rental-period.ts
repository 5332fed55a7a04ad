import type { Locale, RentUnit } from '@scenic/contracts';
import type { TFunction } from 'i18next';
import { calendarDay, INTL_LOCALE } from './date-format';

export interface RentalSpan {
  unit: RentUnit;
  /** YYYY-MM-DD, both days included. */
  start: string;
  end: string;
  /** Days or hours the rental lasts. */
  periods: number;
}

function day(ymd: string, locale: Locale, withYear: boolean): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(calendarDay(ymd));
}

/** "22 Nov – 23 Nov 2026" or "22 Nov 2026": the days of a rental, the year said once. */
export function formatDayRange(start: string, end: string, locale: Locale): string {
  if (!end || end === start) return day(start, locale, true);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  // Chinese says the year first ("2026年11月22日 – 11月23日"); English and Malay say it last.
  if (locale === 'zh') return `${day(start, locale, true)} – ${day(end, locale, !sameYear)}`;
  return `${day(start, locale, !sameYear)} – ${day(end, locale, true)}`;
}

/** "2 days" / "1 hour". `t` reads the `orders` texts (`rentalPeriod.*`). */
export function formatRentalLength(t: TFunction, unit: RentUnit, periods: number): string {
  if (unit === 'day') {
    return periods === 1 ? t('rentalPeriod.oneDay') : t('rentalPeriod.days', { count: periods });
  }
  return periods === 1 ? t('rentalPeriod.oneHour') : t('rentalPeriod.hours', { count: periods });
}

/**
 * "22 Nov – 23 Nov 2026 · 2 days" / "22 Nov 2026 · 3 hours". `t` reads the `orders` texts
 * (`rentalPeriod.*`).
 */
export function formatRentalPeriod(t: TFunction, locale: Locale, span: RentalSpan): string {
  const length = formatRentalLength(t, span.unit, span.periods);
  const days =
    span.unit === 'day'
      ? formatDayRange(span.start, span.end, locale)
      : day(span.start, locale, true);
  return `${days} · ${length}`;
}
