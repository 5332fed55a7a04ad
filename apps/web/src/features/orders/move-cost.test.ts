import type { DateChangePrices } from '@scenic/contracts';
import { describe, expect, it } from 'vitest';
import { moveCost } from './move-cost';

const prices = (overrides: Partial<DateChangePrices> = {}): DateChangePrices => ({
  free: false,
  refundsCheaper: true,
  holdMinutes: 15,
  days: [
    { date: '2026-12-05', difference: '22.50' },
    { date: '2026-12-06', difference: '-9.00' },
    { date: '2026-12-07', difference: '0.00' },
  ],
  ...overrides,
});

describe('the cost of moving a ticket', () => {
  it('reads a dearer date as more to pay, a cheaper one as money back, the same as nothing', () => {
    expect(moveCost(prices(), '2026-12-05')).toEqual({ kind: 'more', amount: '22.50' });
    expect(moveCost(prices(), '2026-12-06')).toEqual({ kind: 'back', amount: '9.00' });
    expect(moveCost(prices(), '2026-12-07')).toEqual({ kind: 'same' });
  });

  it('promises nothing back where the operator keeps the difference of a cheaper date', () => {
    expect(moveCost(prices({ refundsCheaper: false }), '2026-12-06')).toEqual({ kind: 'same' });
  });

  it('is free under the weather guarantee, and unknown before the prices come or past them', () => {
    expect(moveCost(prices({ free: true }), '2026-12-05')).toEqual({ kind: 'free' });
    expect(moveCost(undefined, '2026-12-05')).toEqual({ kind: 'unknown' });
    expect(moveCost(prices(), '2027-01-30')).toEqual({ kind: 'unknown' });
  });
});
