import type { RentUnit } from '@scenic/contracts';
import type { TFunction } from 'i18next';

/**
 * When a rental runs, as the counter reads it: its days (calendar days at the park, never a time
 * of day), or its hours on one day. "2026-11-27 · 1 day", "2026-11-27 – 2026-11-29 · 3 days",
 * "2026-11-27 · 3 hours".
 */
export function rentalPeriodText(
  t: TFunction,
  rental: { unit: RentUnit; start: string; end: string; periods: number },
): string {
  if (rental.unit === 'hour') {
    return `${rental.start} · ${t('rental.hours', { count: rental.periods })}`;
  }
  const days = t('rental.days', { count: rental.periods });
  return rental.end && rental.end !== rental.start
    ? `${rental.start} – ${rental.end} · ${days}`
    : `${rental.start} · ${days}`;
}
