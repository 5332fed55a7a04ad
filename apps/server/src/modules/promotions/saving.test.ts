import { describe, expect, it } from 'vitest';
import type { PricedLine } from '#server/modules/orders/placing.ts';
import { applyPromotion, type PromotionTerms } from './saving.ts';

const NOTHING = { kinds: [], ticketIds: [], variantIds: [], goodsIds: [], categoryIds: [] };
const line = (itemId: number, unitPriceSen: number, quantity: number, more = {}): PricedLine => ({
  itemId,
  name: '{}',
  unitPriceSen,
  quantity,
  ...more,
});
const total = (lines: PricedLine[]) =>
  lines.reduce((sum, each) => sum + each.unitPriceSen * each.quantity, 0);
const terms = (more: Partial<PromotionTerms>): PromotionTerms => ({
  type: 'percent',
  value: 10,
  scope: NOTHING,
  maxUnitsPerOrder: null,
  ...more,
});

describe('what a promotion takes off a basket', () => {
  it('takes a percentage of what it is for, to the nearest sen, and the lines fall by exactly that', () => {
    const lines = [line(1, 4500, 2), line(2, 2500, 1)];
    const { lines: after, savingSen } = applyPromotion(
      { kind: 'ticket', lines },
      terms({ value: 15 }),
    );
    expect(savingSen).toBe(1725);
    expect(total(after)).toBe(total(lines) - 1725);
    expect(after.every((each) => each.listPriceSen !== undefined)).toBe(true);
  });

  it('is for a line through any choice it matches: its kind, ticket type, good or category', () => {
    const goods = [
      line(10, 1000, 1, { goodsId: 7, categoryId: 3 }),
      line(11, 2000, 1, { goodsId: 8, categoryId: 4 }),
      line(12, 3000, 1, { goodsId: 9, categoryId: 5 }),
    ];
    const byGoodOrCategory = applyPromotion(
      { kind: 'shop', lines: goods },
      terms({ type: 'amount', value: 300, scope: { ...NOTHING, goodsIds: [7], categoryIds: [5] } }),
    );
    // RM 3 shared over the good of RM 10 and the category's RM 30, by price.
    expect(byGoodOrCategory.lines.map((each) => each.unitPriceSen)).toEqual([925, 2000, 2775]);
    const byKind = applyPromotion(
      { kind: 'food', lines: goods },
      terms({ scope: { ...NOTHING, kinds: ['shop'] } }),
    );
    expect(byKind.savingSen).toBe(0);
    const byType = applyPromotion(
      { kind: 'ticket', ticketId: 1, lines: [line(1, 4500, 1), line(2, 2500, 1)] },
      terms({ value: 50, scope: { ...NOTHING, variantIds: [2] } }),
    );
    expect(byType.lines.map((each) => each.unitPriceSen)).toEqual([4500, 1250]);
  });

  it('discounts at most the per-order units, the dearest first, splitting a line', () => {
    const { lines, savingSen } = applyPromotion(
      { kind: 'ticket', lines: [line(1, 2500, 2), line(2, 4500, 3)] },
      terms({ value: 50, maxUnitsPerOrder: 4 }),
    );
    // Three adults at RM 45 and one child of two at RM 25, half off.
    expect(savingSen).toBe(3 * 2250 + 1250);
    expect(lines.map((each) => [each.itemId, each.unitPriceSen, each.quantity])).toEqual([
      [1, 1250, 1],
      [1, 2500, 1],
      [2, 2250, 3],
    ]);
  });

  it('sets a fixed price only where a unit costs more, and an amount off never goes below zero', () => {
    const fixed = applyPromotion(
      { kind: 'food', lines: [line(1, 450, 2), line(2, 80, 1)] },
      terms({ type: 'price', value: 100 }),
    );
    expect(fixed.lines.map((each) => each.unitPriceSen)).toEqual([100, 80]);
    expect(fixed.savingSen).toBe(700);
    const all = applyPromotion(
      { kind: 'food', lines: [line(1, 450, 2)] },
      terms({ type: 'amount', value: 5000 }),
    );
    expect([all.savingSen, total(all.lines)]).toEqual([900, 0]);
  });
});
