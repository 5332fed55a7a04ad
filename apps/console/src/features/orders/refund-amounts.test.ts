import { describe, expect, it } from 'vitest';
import { orderDetail, orderLine, payment } from '#console/test/generators.ts';
import { previewSen, refundableSen } from './refund-amounts';

/** Two adults at RM 32.50 and a child at RM 20.10, paid at once: RM 85.10. */
const detail = orderDetail({
  payments: [payment({ amount: '85.10' })],
  lines: [
    orderLine({ id: 1, name: 'Adult', quantity: 2, unitPrice: '32.50' }),
    orderLine({ id: 2, name: 'Child', quantity: 1, unitPrice: '20.10' }),
  ],
});

describe('what is left to refund', () => {
  it('is what the gateway took, less what went back already', () => {
    expect(refundableSen(detail)).toBe(8510);
    expect(
      refundableSen({ ...detail, payments: [payment({ amount: '85.10', refunded: '32.50' })] }),
    ).toBe(5260);
  });

  it('counts only payments that went through, each one once', () => {
    expect(
      refundableSen({
        ...detail,
        payments: [
          payment({ id: 1, amount: '85.10', status: 'failed' }),
          payment({ id: 2, amount: '85.10', status: 'pending' }),
          payment({ id: 3, amount: '85.10', refunded: '20.10' }),
          // Paid twice: both can go back.
          payment({ id: 4, amount: '85.10' }),
        ],
      }),
    ).toBe(6500 + 8510);
  });

  it('is nothing once all of it went back', () => {
    expect(
      refundableSen({ ...detail, payments: [payment({ amount: '85.10', refunded: '85.10' })] }),
    ).toBe(0);
  });
});

describe('what a refund comes to before it is sent', () => {
  it('is everything left for the whole order, whatever units were typed', () => {
    expect(previewSen(detail, true, { 1: 1 })).toBe(8510);
  });

  it('is the chosen units at their unit prices', () => {
    expect(previewSen(detail, false, {})).toBe(0);
    expect(previewSen(detail, false, { 1: 1 })).toBe(3250);
    expect(previewSen(detail, false, { 1: 2, 2: 1 })).toBe(8510);
    expect(previewSen(detail, false, { 2: 1 })).toBe(2010);
  });

  it('never more than is left to refund', () => {
    const partlyRefunded = {
      ...detail,
      payments: [payment({ amount: '85.10', refunded: '52.60' })],
    };
    expect(previewSen(partlyRefunded, false, { 1: 2 })).toBe(3250);
    expect(previewSen(partlyRefunded, true, {})).toBe(3250);
  });
});
