import { type CalendarEditBody, datesOf } from '@scenic/contracts';

export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
export const WEEKDAYS = [1, 2, 3, 4, 5];
export const WEEKENDS = [0, 6];

/** What the "change dates" form holds: each change is left alone unless staff pick it. */
export interface CalendarEditValues {
  from: string;
  to: string;
  weekdays: number[];
  places: 'keep' | 'set' | 'follow';
  capacity?: number | null;
  price: 'keep' | 'set';
  pricePercent?: number | null;
  open: 'keep' | 'open' | 'close';
}

/** The form as the save call takes it; null when nothing is picked to change. */
export function toEditBody(ticketId: number, values: CalendarEditValues): CalendarEditBody | null {
  const body: CalendarEditBody = {
    ticketId,
    from: values.from,
    to: values.to,
    weekdays: values.weekdays,
  };
  if (values.places === 'set' && values.capacity != null) body.capacity = values.capacity;
  if (values.places === 'follow') body.followDaily = true;
  if (values.price === 'set' && values.pricePercent != null)
    body.pricePercent = values.pricePercent;
  if (values.open !== 'keep') body.closed = values.open === 'close';
  const changes = [body.capacity, body.followDaily, body.pricePercent, body.closed];
  return changes.some((change) => change !== undefined) ? body : null;
}

/** How many dates the change reaches, for the confirmation. */
export const datesReached = (values: Pick<CalendarEditValues, 'from' | 'to' | 'weekdays'>) =>
  values.from && values.to && values.from <= values.to
    ? datesOf(values.from, values.to, values.weekdays).length
    : 0;
