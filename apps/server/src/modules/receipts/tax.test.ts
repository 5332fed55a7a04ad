import { DEFAULT_KIND_TAX_CLASSES, ORDER_KINDS, TAX_CLASSES } from '@scenic/contracts';
import { describe, expect, it } from 'vitest';
import { takeOff } from '#server/modules/orders/discounts.ts';
import { taxLines } from './pricing.ts';
import {
  type DatedRate,
  type DocumentLine,
  dateChangeLines,
  documentLine,
  rateOn,
  taxInPrice,
  taxOnPrice,
  totalsOf,
} from './tax.ts';

/** A small seeded generator (mulberry32), so a failure names the order that broke the rule. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

describe('the rounding rule', () => {
  it('takes the tax out of a price that includes it, half up to the sen', () => {
    expect(taxInPrice(1060, 600)).toBe(60);
    // 1000 × 6 / 106 = 56.60…
    expect(taxInPrice(1000, 600)).toBe(57);
    // 1500 × 8 / 108 = 111.11…
    expect(taxInPrice(1500, 800)).toBe(111);
    expect(taxInPrice(1500, 0)).toBe(0);
  });

  it('adds the tax on a price that excludes it, a half sen going up', () => {
    expect(taxOnPrice(1000, 600)).toBe(60);
    // 25 × 2% = 0.5 sen, 75 × 2% = 1.5 sen
    expect(taxOnPrice(25, 200)).toBe(1);
    expect(taxOnPrice(75, 200)).toBe(2);
    expect(taxOnPrice(24, 200)).toBe(0);
  });

  it('finds the rate in force on a day, never a later one', () => {
    const rates: DatedRate[] = [
      { taxClass: 'services', rate: 600, validFrom: '2018-09-01' },
      { taxClass: 'services', rate: 800, validFrom: '2024-03-01' },
      { taxClass: 'food_drink', rate: 600, validFrom: '2018-09-01' },
    ];
    expect(rateOn(rates, 'services', '2024-02-29')).toBe(600);
    expect(rateOn(rates, 'services', '2024-03-01')).toBe(800);
    expect(rateOn(rates, 'entertainment', '2024-03-01')).toBe(0);
    expect(rateOn(rates, 'exempt', '2024-03-01')).toBe(0);
    expect(rateOn(rates, 'services', '2018-08-31')).toBe(0);
  });
});

describe('receipts over many generated orders', () => {
  const ORDERS = 3000;

  it('always add up: line taxes to the taxes, subtotal and taxes to the total, the total to what was paid, and credit notes to what was given back', () => {
    const { int, pick, next } = random(20261128);
    for (let n = 0; n < ORDERS; n++) {
      const kind = pick(ORDER_KINDS);
      const pricesIncludeTax = next() < 0.5;
      const rates: DatedRate[] = (['food_drink', 'services', 'entertainment'] as const).map(
        (taxClass) => ({
          taxClass,
          rate: pick([0, 500, 600, 800, 1000, 2500, int(0, 3000)]),
          validFrom: '2024-01-01',
        }),
      );
      const lineCount = int(1, 6);
      const listed = Array.from({ length: lineCount }, (_, index) => ({
        itemId: index + 1,
        goodsId: int(1, 4),
        name: JSON.stringify({ zh: `${index}`, en: `${index}`, ma: `${index}` }),
        unitPriceSen: int(0, 60_000),
        quantity: int(1, 20),
        storedValue: kind === 'shop' && next() < 0.1,
      }));
      const settings = {
        pricesIncludeTax,
        kindClasses: { ...DEFAULT_KIND_TAX_CLASSES, [kind]: pick(TAX_CLASSES) },
        items: [{ kind, itemId: 2, taxClass: pick(TAX_CLASSES) }],
      };
      // A promotion takes an amount off some lines (never a gift card's), as orders do.
      const listTotal = listed.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
      const discountAsked = next() < 0.5 ? int(0, listTotal) : 0;
      const { lines: discounted } = takeOff(listed, discountAsked, (line) => !line.storedValue);
      const beforeTax = discounted.reduce(
        (sum, line) => sum + line.unitPriceSen * line.quantity,
        0,
      );

      const { lines: sold, units } = taxLines(
        discounted,
        { kind, ticketId: 2 },
        settings,
        rates,
        '2026-11-28',
      );
      // What the order's total is, and so what the visitor paid.
      const paidSen = sold.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
      const receiptLines = sold.map((line, index) =>
        documentLine({ lineId: index + 1, ...line }, units[index] as (typeof units)[number]),
      );
      const receipt = totalsOf(receiptLines);
      const context = `order ${n} (${kind}, ${pricesIncludeTax ? 'inclusive' : 'exclusive'})`;

      const lineTaxes = receiptLines.reduce((sum, line) => sum + line.lineTaxSen, 0);
      const taxes = receipt.taxes.reduce((sum, tax) => sum + tax.taxSen, 0);
      expect(taxes, context).toBe(lineTaxes);
      expect(receipt.subtotalSen + taxes, context).toBe(receipt.totalSen);
      expect(receipt.totalSen, context).toBe(paidSen);
      expect(
        receipt.taxes.reduce((sum, tax) => sum + tax.taxableSen, 0),
        context,
      ).toBe(receipt.subtotalSen);
      if (pricesIncludeTax) expect(paidSen, context).toBe(beforeTax);
      else expect(receipt.subtotalSen, context).toBe(beforeTax);
      for (const line of receiptLines) {
        expect(line.netSen, context).toBeGreaterThanOrEqual(0);
        if (line.giftCard || line.taxClass === 'exempt') expect(line.lineTaxSen, context).toBe(0);
      }

      // Refunds of some units, then of the rest: the credit notes give back the receipt exactly.
      const left = receiptLines.map((line) => line.quantity);
      const notes: ReturnType<typeof totalsOf>[] = [];
      while (left.some((quantity) => quantity > 0)) {
        const noteLines = receiptLines.flatMap((line, index) => {
          const quantity = Math.min(left[index] ?? 0, next() < 0.6 ? int(0, line.quantity) : 0);
          if (quantity === 0) return [];
          left[index] = (left[index] ?? 0) - quantity;
          return [documentLine({ ...line, quantity }, line)];
        });
        if (noteLines.length > 0) notes.push(totalsOf(noteLines));
        if (notes.length > 8) {
          const rest = receiptLines.flatMap((line, index) =>
            (left[index] ?? 0) > 0
              ? [documentLine({ ...line, quantity: left[index] ?? 0 }, line)]
              : [],
          );
          notes.push(totalsOf(rest));
          left.fill(0);
        }
      }
      const givenBack = notes.reduce((sum, note) => sum + note.totalSen, 0);
      const taxGivenBack = notes.reduce(
        (sum, note) => sum + note.taxes.reduce((each, tax) => each + tax.taxSen, 0),
        0,
      );
      expect(givenBack, context).toBe(receipt.totalSen);
      expect(taxGivenBack, context).toBe(taxes);
    }
  });

  it('still add up with a ticket moved to another date: receipts, the difference’s receipt and credit notes come to what was paid', () => {
    const { int, pick, next } = random(20261129);
    const tally = (lines: DocumentLine[]) => {
      const totals = totalsOf(lines);
      const taxes = totals.taxes.reduce((sum, tax) => sum + tax.taxSen, 0);
      expect(totals.subtotalSen + taxes).toBe(totals.totalSen);
      return totals.totalSen;
    };
    for (let n = 0; n < ORDERS; n++) {
      const rate = pick([0, 500, 600, 800, 1000, 2500, int(0, 3000)]);
      const rateToday = next() < 0.3 ? pick([0, 600, 800, 1000, int(0, 3000)]) : rate;
      const receiptLines = Array.from({ length: int(1, 4) }, (_, index) => {
        const unitPriceSen = int(0, 60_000);
        return documentLine(
          { lineId: index + 1, name: `${index}`, quantity: int(1, 10), unitPriceSen },
          {
            taxClass: 'entertainment',
            rate,
            taxSen: taxInPrice(unitPriceSen, rate),
            giftCard: false,
          },
        );
      });
      const context = `order ${n} (rate ${rate}, today ${rateToday})`;
      let paidSen = tally(receiptLines);
      let creditedSen = 0;
      let receiptsSen = paidSen;
      // Some units refunded before the move, at the price they were sold at.
      const left = receiptLines.map(
        (line) => line.quantity - (next() < 0.3 ? int(0, line.quantity) : 0),
      );
      const before = receiptLines.flatMap((line, index) => {
        const quantity = line.quantity - (left[index] ?? 0);
        return quantity > 0 ? [documentLine({ ...line, quantity }, line)] : [];
      });
      if (before.length > 0) {
        const back = tally(before);
        creditedSen += back;
        paidSen -= back;
      }
      // One date's price moves every line the same way (never below zero), as a date change does.
      const dearer = next() < 0.5;
      const delta = int(1, 30_000) * (dearer ? 1 : -1);
      const moved = receiptLines.map((line, index) => ({
        lineId: line.lineId,
        quantity: left[index] ?? 0,
        fromUnitPriceSen: line.unitPriceSen,
        toUnitPriceSen: Math.max(0, line.unitPriceSen + delta),
      }));
      const differenceSen = moved.reduce(
        (sum, units) => sum + (units.toUnitPriceSen - units.fromUnitPriceSen) * units.quantity,
        0,
      );
      const changeLines = dateChangeLines(receiptLines, moved, dearer, (line) =>
        dearer ? rateToday : line.rate,
      );
      const changeSen = changeLines.length > 0 ? tally(changeLines) : 0;
      expect(changeSen, context).toBe(Math.abs(differenceSen));
      for (const line of changeLines) {
        expect(line.rate, context).toBe(dearer ? rateToday : rate);
        expect(line.netSen, context).toBeGreaterThanOrEqual(0);
      }
      if (dearer) receiptsSen += changeSen;
      else creditedSen += changeSen;
      paidSen += differenceSen;
      // The rest refunded later, each unit at its new price taxed at the rate it was sold at.
      const after = receiptLines.flatMap((line, index) => {
        const units = moved[index];
        if (!units || units.quantity === 0) return [];
        const unitPriceSen = units.toUnitPriceSen;
        return [
          documentLine(
            { ...line, quantity: units.quantity, unitPriceSen },
            { ...line, taxSen: taxInPrice(unitPriceSen, line.rate) },
          ),
        ];
      });
      const lastBack = after.length > 0 ? tally(after) : 0;
      expect(lastBack, context).toBe(paidSen);
      creditedSen += lastBack;
      expect(receiptsSen - creditedSen, context).toBe(0);
    }
  });
});
