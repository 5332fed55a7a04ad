import {
  isCalendarDate,
  type LocalizedText,
  type RentalPeriod,
  type RentUnit,
} from '@scenic/contracts';
import { AppError } from '#server/lib/errors.ts';

export interface RentedGoods {
  rent_unit: '' | RentUnit;
  rent_max: number;
}

export interface RentalTerms {
  unit: RentUnit;
  start: string;
  end: string;
  /** Hours or days the rental lasts; each line's price is multiplied by it. */
  periods: number;
  label: LocalizedText;
}

const DAY_MS = 86_400_000;

function periodLabel(unit: RentUnit, n: number): LocalizedText {
  return unit === 'day'
    ? { zh: `${n} 天`, en: n === 1 ? '1 day' : `${n} days`, ma: `${n} hari` }
    : { zh: `${n} 小时`, en: n === 1 ? '1 hour' : `${n} hours`, ma: `${n} jam` };
}

/**
 * Checks a rental's period against what is rented: one unit for the whole order, a start between
 * today and the booking horizon, and no longer than the strictest item allows ("at most N days").
 */
export function rentalTerms(
  goods: RentedGoods[],
  period: RentalPeriod | undefined,
  window: { today: string; lastStart: string },
): RentalTerms {
  if (!period || !isCalendarDate(period.start) || (period.end && !isCalendarDate(period.end))) {
    throw new AppError('validation', 'dateRequired');
  }
  const units = new Set(goods.map((item) => item.rent_unit || 'day'));
  if (units.size > 1) throw new AppError('validation', 'rentalMixedUnits');
  const unit: RentUnit = units.has('hour') ? 'hour' : 'day';
  const max = Math.min(...goods.map((item) => item.rent_max || 1));
  const horizon = Math.round((Date.parse(window.lastStart) - Date.parse(window.today)) / DAY_MS);
  if (period.start < window.today || period.start > window.lastStart) {
    throw new AppError('validation', 'rentalDateInvalid', { n: horizon });
  }
  if (unit === 'hour') {
    if (period.hours === undefined) throw new AppError('validation', 'rentalHoursInvalid');
    if (period.hours > max) throw new AppError('validation', 'rentalHoursTooMany', { n: max });
    return {
      unit,
      start: period.start,
      end: period.start,
      periods: period.hours,
      label: periodLabel(unit, period.hours),
    };
  }
  const end = period.end ?? period.start;
  if (end < period.start) throw new AppError('validation', 'rentalDateInvalid', { n: horizon });
  const days = Math.round((Date.parse(end) - Date.parse(period.start)) / DAY_MS) + 1;
  if (days > max) throw new AppError('validation', 'rentalTooLong', { n: max });
  return { unit, start: period.start, end, periods: days, label: periodLabel(unit, days) };
}

/**
 * A rental coming back whose deposit the counter keeps, and why: written on the order with the
 * move. Only a rental coming back has a deposit to keep.
 */
export function keptDeposit(
  order: { kind: string },
  to: string,
  why: string,
): { deposit_note: string } {
  if (order.kind !== 'rental' || to !== 'completed')
    throw new AppError('validation', 'invalidValue');
  return { deposit_note: why };
}
