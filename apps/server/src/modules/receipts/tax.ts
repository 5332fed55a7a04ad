import type { TaxClass } from '@scenic/contracts';

/**
 * The one rounding rule of receipts (decision 044), in whole sen:
 *
 * - Tax is worked out per unit and rounded half up to the sen; a line's tax is its unit tax times
 *   its quantity. Orders already keep one price per unit (a promotion's odd sen splits a line), and
 *   refunds give back whole units, so a credit note's tax is exactly the units' share of the
 *   receipt's.
 * - Prices that include tax: unit tax = price × rate / (100 + rate).
 * - Prices that exclude tax: unit tax = price × rate / 100, added to the price the visitor pays.
 * - A line without tax is its amount less its tax; the taxes of a document are the sums of its
 *   lines' taxes by class and rate; the total is the sum of its lines, which is what was paid.
 *
 * Rates are hundredths of a percent (600 is 6%), so every step stays in whole numbers.
 */
export const WHOLE_RATE = 10_000;

/** n / d rounded half up, for n ≥ 0 and d > 0, in whole numbers. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The tax inside a price that includes it. */
export function taxInPrice(priceSen: number, rate: number): number {
  return divideHalfUp(priceSen * rate, WHOLE_RATE + rate);
}

/** The tax on a price that does not include it. */
export function taxOnPrice(priceSen: number, rate: number): number {
  return divideHalfUp(priceSen * rate, WHOLE_RATE);
}

/** How one unit of a line is taxed. */
export interface UnitTax {
  taxClass: TaxClass;
  rate: number;
  /** The unit's tax in sen. */
  taxSen: number;
  /** A gift card sold: never taxed at sale (decision 042). */
  giftCard: boolean;
}

/**
 * One unit priced for the visitor under the operator's choice: with prices that include tax the
 * price stays and the tax is inside it; without, the tax is added to it.
 */
export function priceUnit(
  priceSen: number,
  rate: number,
  pricesIncludeTax: boolean,
): { priceSen: number; taxSen: number } {
  if (pricesIncludeTax) return { priceSen, taxSen: taxInPrice(priceSen, rate) };
  const taxSen = taxOnPrice(priceSen, rate);
  return { priceSen: priceSen + taxSen, taxSen };
}

/** A line of a receipt or credit note as worked out, before it is shown. */
export interface DocumentLine extends UnitTax {
  /** The order line it is (or gives back units) of. */
  lineId: number;
  /** JSON of the line's name in every language, as the order keeps it. */
  name: string;
  quantity: number;
  unitPriceSen: number;
  /** quantity × the unit's tax, price, and their difference. */
  lineTaxSen: number;
  amountSen: number;
  netSen: number;
}

/** A line of units, each at `unitPriceSen` with `unit.taxSen` inside it. */
export function documentLine(
  line: { lineId: number; name: string; quantity: number; unitPriceSen: number },
  unit: UnitTax,
): DocumentLine {
  const amountSen = line.unitPriceSen * line.quantity;
  const lineTaxSen = unit.taxSen * line.quantity;
  return { ...line, ...unit, amountSen, lineTaxSen, netSen: amountSen - lineTaxSen };
}

export interface DocumentTotals {
  /** The lines without tax. */
  subtotalSen: number;
  /** Per class and rate: what it was charged on, and the tax. */
  taxes: { taxClass: TaxClass; rate: number; taxableSen: number; taxSen: number }[];
  /** The lines with tax: what was paid or given back. */
  totalSen: number;
}

/** A line's units moved to another date: their unit price before and after. */
export interface MovedUnits {
  lineId: number;
  quantity: number;
  fromUnitPriceSen: number;
  toUnitPriceSen: number;
}

/**
 * The lines of a date change's document: each moved line of `sold` (the order's receipt) whose
 * price went the way of the change (`dearer`), its units at the difference per unit, the unit's
 * tax taken out of it at `rateOf` the line (the rate of the day for a receipt of a difference paid,
 * the rate sold at for a credit note of one given back), half up as every unit's.
 */
export function dateChangeLines(
  sold: readonly DocumentLine[],
  moved: readonly MovedUnits[],
  dearer: boolean,
  rateOf: (line: DocumentLine) => number,
): DocumentLine[] {
  return moved.flatMap((units) => {
    const line = sold.find((each) => each.lineId === units.lineId);
    const unitPriceSen = Math.abs(units.toUnitPriceSen - units.fromUnitPriceSen);
    if (!line || units.quantity <= 0 || unitPriceSen === 0) return [];
    if (dearer !== units.toUnitPriceSen > units.fromUnitPriceSen) return [];
    const rate = rateOf(line);
    return [
      documentLine(
        { lineId: line.lineId, name: line.name, quantity: units.quantity, unitPriceSen },
        {
          taxClass: line.taxClass,
          rate,
          taxSen: taxInPrice(unitPriceSen, rate),
          giftCard: line.giftCard,
        },
      ),
    ];
  });
}

/** A document's totals from its lines (classes in the order of their first line). */
export function totalsOf(lines: readonly DocumentLine[]): DocumentTotals {
  const taxes: DocumentTotals['taxes'] = [];
  for (const line of lines) {
    let tax = taxes.find((each) => each.taxClass === line.taxClass && each.rate === line.rate);
    if (!tax) {
      tax = { taxClass: line.taxClass, rate: line.rate, taxableSen: 0, taxSen: 0 };
      taxes.push(tax);
    }
    tax.taxableSen += line.netSen;
    tax.taxSen += line.lineTaxSen;
  }
  return {
    subtotalSen: lines.reduce((sum, line) => sum + line.netSen, 0),
    taxes,
    totalSen: lines.reduce((sum, line) => sum + line.amountSen, 0),
  };
}

/** A rate of a class from a day. */
export interface DatedRate {
  taxClass: TaxClass;
  rate: number;
  validFrom: string;
}

/** The rate of a class in force on a day: its latest rate from that day or before; else 0. */
export function rateOn(rates: readonly DatedRate[], taxClass: TaxClass, day: string): number {
  if (taxClass === 'exempt') return 0;
  let found: DatedRate | undefined;
  for (const rate of rates) {
    if (rate.taxClass !== taxClass || rate.validFrom > day) continue;
    if (!found || rate.validFrom > found.validFrom) found = rate;
  }
  return found?.rate ?? 0;
}
