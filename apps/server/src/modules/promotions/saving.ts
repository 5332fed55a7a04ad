import type { OrderKind, PromoScope, PromoType } from '@scenic/contracts';
import { takeOff } from '#server/modules/orders/discounts.ts';
import type { PricedLine } from '#server/modules/orders/placing.ts';

/** What a promotion does to a basket (decision 040). */
export interface PromotionTerms {
  type: PromoType;
  /** Percent for `percent`; sen off the order for `amount`; sen a unit for `price`. */
  value: number;
  scope: PromoScope;
  /** At most this many units are discounted in one order (the dearest first); null: all. */
  maxUnitsPerOrder: number | null;
}

/** The basket as the kind priced it. */
export interface Basket {
  kind: OrderKind;
  ticketId?: number | null | undefined;
  lines: PricedLine[];
}

/**
 * Whether a line is one the promotion is for. With nothing chosen it is for everything; otherwise a
 * line qualifies through any choice it matches: its kind, its ticket, its ticket type, its good or
 * its good's category ("RM 5 off food, or any ticket of the Night Safari").
 */
export function isForLine(scope: PromoScope, basket: Basket, line: PricedLine): boolean {
  // A gift card's price is its value: no code takes money off it (decision 042).
  if (line.storedValue) return false;
  const chosen =
    scope.kinds.length +
    scope.ticketIds.length +
    scope.variantIds.length +
    scope.goodsIds.length +
    scope.categoryIds.length;
  if (chosen === 0) return true;
  if (scope.kinds.includes(basket.kind)) return true;
  if (basket.kind === 'ticket') {
    if (basket.ticketId != null && scope.ticketIds.includes(basket.ticketId)) return true;
    if (scope.variantIds.includes(line.itemId)) return true;
  }
  if (line.goodsId !== undefined && scope.goodsIds.includes(line.goodsId)) return true;
  if (line.categoryId != null && scope.categoryIds.includes(line.categoryId)) return true;
  return false;
}

type Marked = PricedLine & { eligible: boolean };

/**
 * The lines marked eligible or not, at most `max` eligible units, the dearest first: a line only
 * partly eligible is split in two.
 */
function markEligible(basket: Basket, terms: PromotionTerms): Marked[] {
  const marked = basket.lines.map((line) => ({
    ...line,
    eligible: isForLine(terms.scope, basket, line),
  }));
  if (terms.maxUnitsPerOrder === null) return marked;
  let left = terms.maxUnitsPerOrder;
  const allowed = new Map<Marked, number>();
  const dearestFirst = marked
    .filter((line) => line.eligible)
    .sort((a, b) => b.unitPriceSen - a.unitPriceSen);
  for (const line of dearestFirst) {
    const units = Math.min(left, line.quantity);
    allowed.set(line, units);
    left -= units;
  }
  return marked.flatMap((line) => {
    if (!line.eligible) return [line];
    const units = allowed.get(line) ?? 0;
    if (units === line.quantity) return [line];
    if (units === 0) return [{ ...line, eligible: false }];
    return [
      { ...line, quantity: units },
      { ...line, quantity: line.quantity - units, eligible: false },
    ];
  });
}

/**
 * The basket's lines with the promotion's saving taken off, each keeping its price before it
 * (`listPriceSen`), and the saving in sen (0: nothing in the basket is for it). Every amount is in
 * whole sen, no unit ends below zero, and the lines' totals fall by exactly the saving.
 */
export function applyPromotion(
  basket: Basket,
  terms: PromotionTerms,
): { lines: PricedLine[]; savingSen: number } {
  const marked = markEligible(basket, terms);
  const strip = ({ eligible: _eligible, ...line }: Marked): PricedLine => line;
  if (terms.type === 'price') {
    // A fixed price a unit: each eligible unit dearer than it costs it instead.
    let savingSen = 0;
    const lines = marked.map((line) => {
      if (!line.eligible || line.unitPriceSen <= terms.value) {
        return { ...strip(line), listPriceSen: line.listPriceSen ?? line.unitPriceSen };
      }
      savingSen += (line.unitPriceSen - terms.value) * line.quantity;
      return {
        ...strip(line),
        unitPriceSen: terms.value,
        listPriceSen: line.listPriceSen ?? line.unitPriceSen,
      };
    });
    return { lines, savingSen };
  }
  const base = marked
    .filter((line) => line.eligible)
    .reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
  // A percentage of what it is for, to the nearest sen (half a sen up); an amount, at most that.
  const amount =
    terms.type === 'percent' ? Math.floor((base * terms.value + 50) / 100) : terms.value;
  const { lines, takenSen } = takeOff(marked, amount, (line) => line.eligible);
  return { lines: lines.map(strip), savingSen: takenSen };
}
