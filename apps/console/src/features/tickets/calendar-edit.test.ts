import { describe, expect, it } from 'vitest';
import { datesReached, toEditBody, WEEKENDS } from './calendar-edit';

const base = {
  from: '2026-11-23',
  to: '2026-12-06',
  weekdays: WEEKENDS,
  places: 'keep',
  price: 'keep',
  open: 'keep',
} as const;

describe('the calendar change form', () => {
  it('sends only what staff picked to change', () => {
    expect(
      toEditBody(1, { ...base, weekdays: [...WEEKENDS], price: 'set', pricePercent: 120 }),
    ).toEqual({
      ticketId: 1,
      from: '2026-11-23',
      to: '2026-12-06',
      weekdays: [0, 6],
      pricePercent: 120,
    });
    expect(
      toEditBody(1, { ...base, weekdays: [6], places: 'set', capacity: 0, open: 'close' }),
    ).toMatchObject({ capacity: 0, closed: true });
    expect(toEditBody(1, { ...base, weekdays: [6], places: 'follow' })).toMatchObject({
      followDaily: true,
    });
    expect(toEditBody(1, { ...base, weekdays: [6], open: 'open' })).toMatchObject({
      closed: false,
    });
  });

  it('sends nothing when nothing is picked, or a picked change has no value', () => {
    expect(toEditBody(1, { ...base, weekdays: [6] })).toBeNull();
    expect(toEditBody(1, { ...base, weekdays: [6], places: 'set', capacity: null })).toBeNull();
  });

  it('counts the dates a change reaches', () => {
    expect(datesReached({ from: '2026-11-23', to: '2026-12-06', weekdays: [0, 6] })).toBe(4);
    expect(datesReached({ from: '2026-11-28', to: '2026-11-28', weekdays: [6] })).toBe(1);
    expect(datesReached({ from: '2026-11-29', to: '2026-11-28', weekdays: [6] })).toBe(0);
  });
});
