import type { LocalizedText, TaxClass } from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { giftCardSkus } from '#server/modules/catalogue/stock.ts';
import type { PriceAdjustment } from '#server/modules/orders/placing.ts';
import type { OrderService, OrderWatcher, RepricedOrder } from '#server/modules/orders/service.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';
import type { PaymentService } from '#server/modules/payments/service.ts';
import { readSetting } from '#server/modules/settings/store.ts';
import { classOf, taxLines } from './pricing.ts';
import { readRates, readTaxSettings } from './settings.ts';
import {
  type DocumentLine,
  type DocumentTotals,
  dateChangeLines,
  documentLine,
  rateOn,
  taxInPrice,
  totalsOf,
  type UnitTax,
} from './tax.ts';

/** Who sold, as it stood when a document was issued (texts in every language). */
export interface SellerSnapshot {
  park: Partial<LocalizedText>;
  company: Partial<LocalizedText>;
  address: Partial<LocalizedText>;
  phone: string;
  email: string;
  companyRegNo: string;
  sstRegNo: string;
  tin: string;
}

/** What a receipt and a credit note keep as issued: they never change afterwards. */
export interface DocumentBody extends DocumentTotals {
  orderNo: string;
  seller: SellerSnapshot;
  pricesIncludeTax: boolean;
  lines: DocumentLine[];
}

export interface ReceiptBody extends DocumentBody {
  paidAt: string;
  discount: { code: string; amountSen: number } | null;
  paidBy: { method: string; amountSen: number }[];
}

export interface CreditNoteBody extends DocumentBody {
  receiptNumber: string;
  reason: string;
  /** A credit note for a ticket moved to a cheaper date: the difference given back. */
  dateChange?: { from: string; to: string };
}

/** A receipt for what was paid after the order's receipt: a ticket moved to a dearer date. */
export interface SupplementaryReceiptBody extends ReceiptBody {
  /** The order's first receipt. */
  receiptNumber: string;
  dateChange: { from: string; to: string };
}

/** An order's lines as they were taxed when it was placed (the `order_tax` row). */
interface TaxedOrder {
  pricesIncludeTax: boolean;
  lines: (UnitTax & { lineId: number })[];
}

type Series = 'receipt' | 'credit_note';
const PREFIX: Record<Series, string> = { receipt: 'R', credit_note: 'CN' };

/** A document's number in its series: "R-000123". */
export const documentNumber = (series: Series, n: number) =>
  `${PREFIX[series]}-${String(n).padStart(6, '0')}`;

export interface ReceiptIssuingDeps {
  orders: OrderService;
  payments: PaymentService;
  utcOffset: string;
  now: () => number;
}

/**
 * Receipts and credit notes as orders move (decision 044): every order placed is taxed line by line
 * (a price adjustment, which adds the tax where prices exclude it), a paid order gets its receipt
 * and a refund its credit note, each in the transaction that moved the order, so neither happens
 * without the other. The orders core knows none of this: it is told through `adjustPrices` and
 * `watch`.
 */
export function createReceiptIssuing(deps: ReceiptIssuingDeps) {
  const { orders, payments, utcOffset } = deps;
  /**
   * How the lines of an order being placed are taxed, kept for its transaction until the order is
   * written: an order a gift card pays whole is paid (and its receipt issued) before that.
   */
  const placing = new WeakMap<object, { pricesIncludeTax: boolean; units: UnitTax[] }>();

  /**
   * The next number of a series, in the caller's transaction. The counter's row stays locked until
   * that transaction ends, so numbers are given one at a time and a transaction that rolls back
   * gives its number back: no number is skipped or given twice, on either engine.
   */
  async function take(trx: Transaction<Database>, series: Series): Promise<number> {
    const row = await trx
      .updateTable('tax_document_series')
      .set((eb) => ({ last_no: eb('last_no', '+', 1) }))
      .where('series', '=', series)
      .returning('last_no')
      .executeTakeFirstOrThrow();
    return row.last_no;
  }

  async function giveBack(trx: Transaction<Database>, series: Series) {
    await trx
      .updateTable('tax_document_series')
      .set((eb) => ({ last_no: eb('last_no', '-', 1) }))
      .where('series', '=', series)
      .execute();
  }

  async function seller(trx: Db): Promise<SellerSnapshot> {
    type Texts = Record<string, unknown>;
    const [park, help, settings] = await Promise.all([
      readSetting<Texts>(trx, 'scenic'),
      readSetting<Texts>(trx, 'help'),
      readTaxSettings(trx),
    ]);
    const text = (value: unknown): Partial<LocalizedText> =>
      typeof value === 'string' ? { en: value } : ((value ?? {}) as Partial<LocalizedText>);
    const plain = (value: unknown) => (typeof value === 'string' ? value : '');
    const address = text(help?.address);
    return {
      park: text(park?.name),
      company: text(help?.company),
      address: Object.values(address).some(Boolean) ? address : text(park?.address),
      phone: plain(help?.phone) || plain(park?.phone),
      email: plain(help?.email) || plain(park?.email),
      ...settings.registration,
    };
  }

  /** How an order's lines were taxed: as placed, or (placed before receipts) as paid, prices including tax. */
  async function taxedOrder(
    trx: Transaction<Database>,
    order: OrderRow,
    lines: { id: number; item_id: number; unit_price_sen: number }[],
  ): Promise<TaxedOrder> {
    const stored = await trx
      .selectFrom('order_tax')
      .select(['prices_include_tax', 'lines'])
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (stored) {
      return {
        pricesIncludeTax: stored.prices_include_tax === 1,
        lines: JSON.parse(stored.lines) as TaxedOrder['lines'],
      };
    }
    const inPlacing = placing.get(trx);
    if (inPlacing && inPlacing.units.length === lines.length) {
      return {
        pricesIncludeTax: inPlacing.pricesIncludeTax,
        lines: lines.map((line, index) => ({
          lineId: line.id,
          ...(inPlacing.units[index] as UnitTax),
        })),
      };
    }
    const [settings, rates, cards] = await Promise.all([
      readTaxSettings(trx),
      readRates(trx),
      order.kind === 'shop'
        ? giftCardSkus(
            trx,
            lines.map((line) => line.item_id),
          )
        : new Set<number>(),
    ]);
    const day = attractionToday(utcOffset, Date.parse(order.paid_at ?? order.created_at));
    return {
      pricesIncludeTax: true,
      lines: lines.map((line) => {
        const giftCard = cards.has(line.item_id);
        const taxClass: TaxClass = classOf(settings, order.kind, {
          ticketId: order.ticket_id,
          line: { itemId: line.item_id, unitPriceSen: line.unit_price_sen, storedValue: giftCard },
        });
        const rate = rateOn(rates, taxClass, day);
        return {
          lineId: line.id,
          taxClass,
          rate,
          taxSen: taxInPrice(line.unit_price_sen, rate),
          giftCard,
        };
      }),
    };
  }

  /** The order's receipt, issued now (in the caller's transaction) if it has none yet. */
  async function receiptOf(
    trx: Transaction<Database>,
    order: OrderRow,
  ): Promise<{ id: number; number: string; issued_at: string; body: ReceiptBody }> {
    const n = await take(trx, 'receipt');
    const existing = await trx
      .selectFrom('receipt')
      .select(['id', 'number', 'issued_at', 'body'])
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (existing) {
      // Another transaction issued it while this one waited for the counter: its number goes back.
      await giveBack(trx, 'receipt');
      return { ...existing, body: JSON.parse(existing.body) as ReceiptBody };
    }
    const lines = await orders.linesFor(trx, order.id);
    const taxed = await taxedOrder(trx, order, lines);
    const documentLines = lines.map((line) => {
      const unit = taxed.lines.find((each) => each.lineId === line.id);
      return documentLine(
        {
          lineId: line.id,
          name: line.name,
          quantity: line.quantity,
          unitPriceSen: line.unit_price_sen,
        },
        unit ?? { taxClass: 'exempt', rate: 0, taxSen: 0, giftCard: false },
      );
    });
    const parts = await payments.paidPartsOf(trx, [order.id]);
    const issuedAt = new Date(deps.now()).toISOString();
    const body: ReceiptBody = {
      orderNo: order.order_no,
      seller: await seller(trx),
      pricesIncludeTax: taxed.pricesIncludeTax,
      lines: documentLines,
      ...totalsOf(documentLines),
      paidAt: order.paid_at ?? issuedAt,
      discount: order.promo_code ? { code: order.promo_code, amountSen: order.discount_sen } : null,
      paidBy: parts.map((part) => ({
        method: part.method || part.provider,
        amountSen: part.amount_sen,
      })),
    };
    const number = documentNumber('receipt', n);
    const row = await trx
      .insertInto('receipt')
      .values({ order_id: order.id, number, issued_at: issuedAt, body: JSON.stringify(body) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, number, issued_at: issuedAt, body };
  }

  /** A credit note for the units a refund gives back, in the refund's transaction. */
  async function creditNote(
    trx: Transaction<Database>,
    order: OrderRow,
    units: { lineId: number; quantity: number }[],
  ) {
    const receipt = await receiptOf(trx, order);
    const current = await orders.linesFor(trx, order.id);
    const lines = units.flatMap((unit) => {
      const sold = receipt.body.lines.find((line) => line.lineId === unit.lineId);
      const now = current.find((line) => line.id === unit.lineId);
      if (!sold || !now || unit.quantity <= 0) return [];
      // A line repriced since (a ticket moved to another date) gives back its price now, taxed at
      // the rate it was sold at.
      const unitPriceSen = now.unit_price_sen;
      const taxSen =
        unitPriceSen === sold.unitPriceSen ? sold.taxSen : taxInPrice(unitPriceSen, sold.rate);
      return [
        documentLine(
          { lineId: sold.lineId, name: sold.name, quantity: unit.quantity, unitPriceSen },
          { taxClass: sold.taxClass, rate: sold.rate, taxSen, giftCard: sold.giftCard },
        ),
      ];
    });
    if (lines.length === 0) return;
    const refunds = await payments.refundsOf(trx, [order.id]);
    const n = await take(trx, 'credit_note');
    const issuedAt = new Date(deps.now()).toISOString();
    const body: CreditNoteBody = {
      orderNo: order.order_no,
      seller: await seller(trx),
      pricesIncludeTax: receipt.body.pricesIncludeTax,
      lines,
      ...totalsOf(lines),
      receiptNumber: receipt.number,
      reason: refunds.at(-1)?.reason ?? '',
    };
    await trx
      .insertInto('credit_note')
      .values({
        receipt_id: receipt.id,
        order_id: order.id,
        number: documentNumber('credit_note', n),
        issued_at: issuedAt,
        body: JSON.stringify(body),
      })
      .execute();
  }

  /**
   * A ticket moved to another date (decision 041). Dearer: the difference paid now gets a
   * receipt of its own in the receipts' series, each unit's difference taxed at the rate of the
   * day. Cheaper with the difference given back: a credit note for it, taxed at the rate it was
   * sold at. Either in the transaction of the reprice; lines whose price did not move are left out.
   */
  async function dateChangeDocument(
    trx: Transaction<Database>,
    order: OrderRow,
    change: RepricedOrder,
  ) {
    if (change.differenceSen === 0) return;
    const receipt = await receiptOf(trx, order);
    const dearer = change.differenceSen > 0;
    const today = attractionToday(utcOffset, deps.now());
    const rates = dearer ? await readRates(trx) : [];
    const lines = dateChangeLines(receipt.body.lines, change.lines, dearer, (line) =>
      dearer ? rateOn(rates, line.taxClass, today) : line.rate,
    );
    if (lines.length === 0) return;
    const issuedAt = new Date(deps.now()).toISOString();
    const common = {
      orderNo: order.order_no,
      seller: await seller(trx),
      pricesIncludeTax: receipt.body.pricesIncludeTax,
      lines,
      ...totalsOf(lines),
      receiptNumber: receipt.number,
      dateChange: change.move,
    };
    if (dearer) {
      const n = await take(trx, 'receipt');
      const body: SupplementaryReceiptBody = {
        ...common,
        paidAt: issuedAt,
        discount: null,
        paidBy: change.paidBy ? [change.paidBy] : [],
      };
      await trx
        .insertInto('supplementary_receipt')
        .values({
          receipt_id: receipt.id,
          order_id: order.id,
          number: documentNumber('receipt', n),
          issued_at: issuedAt,
          body: JSON.stringify(body),
        })
        .execute();
      return;
    }
    const n = await take(trx, 'credit_note');
    const body: CreditNoteBody = {
      ...common,
      reason: `moved from ${change.move.from} to ${change.move.to}, a cheaper date`,
    };
    await trx
      .insertInto('credit_note')
      .values({
        receipt_id: receipt.id,
        order_id: order.id,
        number: documentNumber('credit_note', n),
        issued_at: issuedAt,
        body: JSON.stringify(body),
      })
      .execute();
  }

  /** Taxes every order placed, and keeps how, for its receipt. */
  const adjust: PriceAdjustment = async (trx, order, context) => {
    const [settings, rates] = await Promise.all([readTaxSettings(trx), readRates(trx)]);
    const day = attractionToday(utcOffset, deps.now());
    const { lines, units } = taxLines(order.lines, order, settings, rates, day);
    const priced = { ...order, lines };
    if (context.preview) return { order: priced };
    const taxed = { pricesIncludeTax: settings.pricesIncludeTax, units };
    placing.set(trx, taxed);
    return {
      order: priced,
      async written(written, placed) {
        const sold = await orders.linesFor(written, placed.id);
        await written
          .insertInto('order_tax')
          .values({
            order_id: placed.id,
            prices_include_tax: taxed.pricesIncludeTax ? 1 : 0,
            lines: JSON.stringify(
              sold.map((line, index) => ({ lineId: line.id, ...taxed.units[index] })),
            ),
            created_at: new Date(deps.now()).toISOString(),
          })
          .execute();
      },
    };
  };

  const watcher: OrderWatcher = {
    async paid(trx, order) {
      await receiptOf(trx, order);
    },
    async refunded(trx, order, refund) {
      await creditNote(trx, order, refund.units.lines);
    },
    async repriced(trx, order, change) {
      await dateChangeDocument(trx, order, change);
    },
  };

  return {
    adjust,
    watcher,
    /**
     * The receipt of a paid order, issued now in its own transaction if it has none (an order paid
     * before receipts existed).
     */
    ensureReceipt: (db: Db, order: OrderRow) =>
      db.transaction().execute((trx) => receiptOf(trx, order)),
  };
}

export type ReceiptIssuing = ReturnType<typeof createReceiptIssuing>;
