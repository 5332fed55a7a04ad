import { describe, expect, it } from 'vitest';
import { type LineToDiscount, takeOff } from './discounts.ts';

const line = (itemId: number, unitPriceSen: number, quantity: number): LineToDiscount => ({
  itemId,
  name: `item ${itemId}`,
  unitPriceSen,
  quantity,
});
const total = (lines: readonly LineToDiscount[]) =>
  lines.reduce((sum, each) => sum + each.unitPriceSen * each.quantity, 0);

describe('taking an amount off an order’s lines', () => {
  it('takes 10% off three adults evenly', () => {
    const { lines, takenSen } = takeOff([line(1, 4500, 3)], 1350);
    expect(takenSen).toBe(1350);
    expect(lines).toEqual([{ ...line(1, 4050, 3), listPriceSen: 4500 }]);
  });

  it('splits a line whose units cannot bear equal shares, and the sen add up exactly', () => {
    const { lines } = takeOff([line(1, 4500, 3)], 1000);
    expect(lines.map((each) => [each.unitPriceSen, each.quantity])).toEqual([
      [4166, 1],
      [4167, 2],
    ]);
    expect(total(lines)).toBe(13_500 - 1000);
  });

  it('shares the amount in proportion to what each line costs', () => {
    const { lines } = takeOff([line(1, 4500, 2), line(2, 2500, 1)], 1150);
    // 9000 : 2500 of 11500 → 900 and 250.
    expect(lines.map((each) => [each.itemId, each.unitPriceSen, each.quantity])).toEqual([
      [1, 4050, 2],
      [2, 2250, 1],
    ]);
  });

  it('takes off only the lines it is for, and never more than they cost', () => {
    const lines = [line(1, 4500, 1), line(2, 1990, 2)];
    const some = takeOff(lines, 1_000_000, (each) => each.itemId === 2);
    expect(some.takenSen).toBe(3980);
    expect(some.lines).toEqual([
      { ...line(1, 4500, 1), listPriceSen: 4500 },
      { ...line(2, 0, 2), listPriceSen: 1990 },
    ]);
    expect(takeOff(lines, -5).takenSen).toBe(0);
    expect(takeOff(lines, 0).lines.map((each) => each.unitPriceSen)).toEqual([4500, 1990]);
  });

  it('always adds up, with no unit below zero and the units of a line within one sen', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 2000; round++) {
      const lines = Array.from({ length: 1 + random(5) }, (_, index) =>
        line(index + 1, random(50_000), 1 + random(99)),
      );
      const amount = random(total(lines) + 10_000);
      const { lines: after, takenSen } = takeOff(lines, amount);
      expect(takenSen).toBe(Math.min(amount, total(lines)));
      expect(total(after)).toBe(total(lines) - takenSen);
      for (const each of after) expect(each.unitPriceSen).toBeGreaterThanOrEqual(0);
      for (const before of lines) {
        const parts = after.filter((each) => each.itemId === before.itemId);
        expect(parts.reduce((sum, each) => sum + each.quantity, 0)).toBe(before.quantity);
        const prices = parts.map((each) => each.unitPriceSen);
        expect(Math.max(...prices) - Math.min(...prices)).toBeLessThanOrEqual(1);
      }
    }
  });
});
