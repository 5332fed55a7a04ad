import { isCalendarDate, MAX_UNITS_PER_LINE, type RentalPeriod } from '@scenic/contracts';
import { positiveInt } from '#web/lib/id-param.ts';
import { rangeDays } from '../rental';

export interface RentalRequest {
  goodsId: number;
  specId: number;
  num: number;
  /** What the server is sent: days from start to end, or hours on the start day. */
  period: RentalPeriod;
  unit: 'day' | 'hour';
  start: string;
  end: string;
  /** Days or hours: each unit's price is multiplied by it. */
  periods: number;
}

/**
 * The rental the detail page sent the visitor here with:
 * `?id&spec&num&start&end` by the day or `?id&spec&num&start&hours` by the hour; null when any
 * part is missing or makes no sense.
 */
export function parseRentalParams(params: URLSearchParams): RentalRequest | null {
  const goodsId = positiveInt(params.get('id'));
  const specId = positiveInt(params.get('spec'));
  const num = params.has('num') ? positiveInt(params.get('num')) : 1;
  const start = params.get('start');
  if (!goodsId || !specId || !num || num > MAX_UNITS_PER_LINE || !isCalendarDate(start))
    return null;
  if (params.has('hours')) {
    const hours = positiveInt(params.get('hours'));
    if (!hours || hours > 24) return null;
    return {
      goodsId,
      specId,
      num,
      period: { start, hours },
      unit: 'hour',
      start,
      end: start,
      periods: hours,
    };
  }
  const end = params.get('end') ?? start;
  if (!isCalendarDate(end) || end < start) return null;
  return {
    goodsId,
    specId,
    num,
    period: { start, end },
    unit: 'day',
    start,
    end,
    periods: rangeDays(start, end),
  };
}
