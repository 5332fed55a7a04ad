import type { OrderKind, TaxClass, TaxSettings } from '@scenic/contracts';
import { type DatedRate, priceUnit, rateOn, type UnitTax } from './tax.ts';

/** A line of an order being placed, as the tax sees it. */
export interface LineToTax {
  itemId: number;
  unitPriceSen: number;
  listPriceSen?: number | undefined;
  goodsId?: number | undefined;
  storedValue?: boolean | undefined;
}

/**
 * What an item of an order is taxed as: a gift card sold never is; then the operator's class for
 * that item (a ticket, a good, a photo), else its kind's.
 */
export function classOf(
  settings: Pick<TaxSettings, 'kindClasses' | 'items'>,
  kind: OrderKind,
  item: { ticketId?: number | null | undefined; line: LineToTax },
): TaxClass {
  if (item.line.storedValue) return 'exempt';
  const itemId =
    kind === 'ticket'
      ? item.ticketId
      : kind === 'image'
        ? item.line.itemId
        : (item.line.goodsId ?? undefined);
  const set =
    itemId === undefined || itemId === null
      ? undefined
      : settings.items.find((each) => each.kind === kind && each.itemId === itemId);
  return set?.taxClass ?? settings.kindClasses[kind];
}

/**
 * An order's lines priced with their tax on `day`: where prices exclude tax, each unit's tax is
 * added to its price (and to its list price, so a promotion's saving still reads the same); where
 * they include it, prices stay. Answers the lines and how each unit is taxed, in the same order.
 */
export function taxLines<T extends LineToTax>(
  lines: readonly T[],
  order: { kind: OrderKind; ticketId?: number | null | undefined },
  settings: Pick<TaxSettings, 'kindClasses' | 'items' | 'pricesIncludeTax'>,
  rates: readonly DatedRate[],
  day: string,
): { lines: T[]; units: UnitTax[] } {
  const units: UnitTax[] = [];
  const priced = lines.map((line) => {
    const taxClass = classOf(settings, order.kind, { ticketId: order.ticketId, line });
    const rate = rateOn(rates, taxClass, day);
    const unit = priceUnit(line.unitPriceSen, rate, settings.pricesIncludeTax);
    units.push({ taxClass, rate, taxSen: unit.taxSen, giftCard: line.storedValue === true });
    if (settings.pricesIncludeTax) return line;
    const list = line.listPriceSen;
    return {
      ...line,
      unitPriceSen: unit.priceSen,
      ...(list === undefined ? {} : { listPriceSen: priceUnit(list, rate, false).priceSen }),
    };
  });
  return { lines: priced, units };
}
