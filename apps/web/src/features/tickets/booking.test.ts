import type { TicketDay, TicketInfo } from '@scenic/contracts';
import { describe, expect, it } from 'vitest';
import {
  clampQuantities,
  dayPriceSen,
  dayStateKey,
  isBookable,
  maxQuantity,
  missingChoice,
  placesLeft,
  totalSen,
} from './booking';

const variants: TicketInfo['variants'] = [
  { id: 1, name: 'Adult', price: '45.00', check: null },
  { id: 2, name: 'Child', price: '25.50', check: null },
  { id: 3, name: 'Senior', price: '30.00', check: null },
];

const day = (extra: Partial<TicketDay> = {}): TicketDay => ({
  date: '2026-12-01',
  state: 'open',
  remaining: 100,
  prices: { '1': '49.90', '2': '29.10' },
  slots: {},
  ...extra,
});

describe('the total in sen', () => {
  it('adds the chosen day’s prices times the quantities, without float drift', () => {
    // 3 × 49.90 + 1 × 29.10 = 178.80; in floats 3 * 49.9 + 29.1 is 178.79999999999998.
    expect(totalSen(day(), variants, { 1: 3, 2: 1 })).toBe(17_880);
  });

  it('falls back to the base price of a variant the day does not price', () => {
    expect(totalSen(day(), variants, { 3: 2 })).toBe(6_000);
  });

  it('is zero with nothing chosen and uses base prices before a day is chosen', () => {
    expect(totalSen(day(), variants, {})).toBe(0);
    expect(totalSen(undefined, variants, { 1: 1, 2: 2 })).toBe(4_500 + 5_100);
  });

  it('gives the main ticket type’s price of a day for its chip', () => {
    expect(dayPriceSen(day(), variants)).toBe(4_990);
    expect(dayPriceSen(day({ prices: {} }), variants)).toBe(4_500);
    expect(dayPriceSen(day(), [])).toBeNull();
  });
});

describe('the stepper limits', () => {
  it('never exceed 20 per variant', () => {
    expect(maxQuantity(1, {}, 500)).toBe(20);
  });

  it('share the places left among the variants', () => {
    expect(maxQuantity(1, { 1: 2, 2: 3 }, 7)).toBe(4);
    expect(maxQuantity(2, { 1: 2, 2: 3 }, 7)).toBe(5);
    expect(maxQuantity(3, { 1: 4, 2: 3 }, 7)).toBe(0);
  });

  it('read the slot’s places when a slot is chosen, none on a sold-out day', () => {
    const slotted = day({ remaining: 30, slots: { '5': 6, '6': 0 } });
    expect(placesLeft(slotted, null)).toBe(30);
    expect(placesLeft(slotted, 5)).toBe(6);
    expect(placesLeft(slotted, 6)).toBe(0);
    expect(placesLeft(day({ state: 'soldOut', remaining: 0 }), null)).toBe(0);
    expect(placesLeft(day({ state: 'closed', remaining: 50 }), null)).toBe(0);
    expect(placesLeft(undefined, null)).toBe(0);
  });

  it('bring earlier choices within a new date’s places', () => {
    expect(clampQuantities({ 1: 4, 2: 3 }, 5)).toEqual({ 1: 4, 2: 1 });
    expect(clampQuantities({ 1: 4 }, 0)).toEqual({ 1: 0 });
  });
});

describe('day states', () => {
  it('label few, sold out and closed days; an open day shows its price', () => {
    expect(dayStateKey('open')).toBeNull();
    expect(dayStateKey('few')).toBe('few');
    expect(dayStateKey('soldOut')).toBe('soldOut');
    expect(dayStateKey('closed')).toBe('closed');
  });

  it('let only open and few days be booked', () => {
    expect(isBookable(day())).toBe(true);
    expect(isBookable(day({ state: 'few', remaining: 3 }))).toBe(true);
    expect(isBookable(day({ state: 'soldOut', remaining: 0 }))).toBe(false);
    expect(isBookable(day({ state: 'closed' }))).toBe(false);
  });

  it('ask for the date first, then the slot, then the tickets', () => {
    const base = { day: undefined, hasSlots: true, slotId: null, quantities: {} };
    expect(missingChoice(base)).toBe('chooseDate');
    expect(missingChoice({ ...base, day: day() })).toBe('chooseSlot');
    expect(missingChoice({ ...base, day: day(), slotId: 5 })).toBe('chooseTickets');
    expect(missingChoice({ ...base, day: day(), slotId: 5, quantities: { 1: 1 } })).toBeNull();
    expect(
      missingChoice({ ...base, hasSlots: false, day: day(), quantities: { 1: 1 } }),
    ).toBeNull();
  });
});
