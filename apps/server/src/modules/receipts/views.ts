import {
  type CreditNote,
  type Locale,
  type OrderReceipts,
  type Receipt,
  type ReceiptSeller,
  rateToText,
  senToRm,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { localize, localizeJson } from '#server/lib/localize.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import type {
  CreditNoteBody,
  DocumentBody,
  ReceiptBody,
  ReceiptIssuing,
  SupplementaryReceiptBody,
} from './issuing.ts';

/** Who asks for an order's receipts: its visitor (their own orders only) or staff (any). */
export type Reader = { visitorId: number } | 'staff';

function showSeller(seller: DocumentBody['seller'], locale: Locale): ReceiptSeller {
  return {
    park: localize(seller.park, locale),
    company: localize(seller.company, locale),
    address: localize(seller.address, locale),
    phone: seller.phone,
    email: seller.email,
    companyRegNo: seller.companyRegNo,
    sstRegNo: seller.sstRegNo,
    tin: seller.tin,
  };
}

function showDocument(body: DocumentBody, locale: Locale) {
  return {
    seller: showSeller(body.seller, locale),
    pricesIncludeTax: body.pricesIncludeTax,
    lines: body.lines.map((line) => ({
      name: localizeJson(line.name, locale),
      quantity: line.quantity,
      unitPrice: senToRm(line.unitPriceSen),
      taxClass: line.taxClass,
      rate: rateToText(line.rate),
      tax: senToRm(line.lineTaxSen),
      net: senToRm(line.netSen),
      amount: senToRm(line.amountSen),
      giftCard: line.giftCard,
    })),
    subtotal: senToRm(body.subtotalSen),
    taxes: body.taxes.map((tax) => ({
      taxClass: tax.taxClass,
      rate: rateToText(tax.rate),
      taxable: senToRm(tax.taxableSen),
      tax: senToRm(tax.taxSen),
    })),
    total: senToRm(body.totalSen),
  };
}

/** An order's receipt and credit notes as their pages and PDFs show them. */
export function createReceiptViews(deps: {
  db: Db;
  orders: OrderService;
  issuing: ReceiptIssuing;
}) {
  const { db, orders, issuing } = deps;

  return {
    /**
     * The receipt of a paid order and its credit notes, in `locale`. A visitor's order of someone
     * else answers as if it did not exist; an order never paid has no receipt (3080).
     */
    async of(orderId: number, reader: Reader, locale: Locale): Promise<OrderReceipts> {
      const order = await orders.find(db, orderId);
      if (!order || (reader !== 'staff' && order.visitor_id !== reader.visitorId)) throw notFound();
      if (!order.paid_at) throw new AppError('receiptNotPaid');
      const stored = await db
        .selectFrom('receipt')
        .select(['id', 'number', 'issued_at', 'body'])
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      const receiptRow = stored
        ? { ...stored, body: JSON.parse(stored.body) as ReceiptBody }
        : await issuing.ensureReceipt(db, order);
      const { body } = receiptRow;
      const notes = await db
        .selectFrom('credit_note')
        .select(['id', 'number', 'issued_at', 'body'])
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute();
      const receipt: Receipt = {
        type: 'receipt',
        id: receiptRow.id,
        number: receiptRow.number,
        issuedAt: receiptRow.issued_at,
        orderId: order.id,
        orderNo: body.orderNo,
        ...showDocument(body, locale),
        paidAt: body.paidAt,
        discount: body.discount
          ? { code: body.discount.code, amount: senToRm(body.discount.amountSen) }
          : null,
        paidBy: body.paidBy.map((part) => ({
          method: part.method,
          amount: senToRm(part.amountSen),
        })),
      };
      const supplements = await db
        .selectFrom('supplementary_receipt')
        .select(['id', 'number', 'issued_at', 'body'])
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute();
      const supplementaryReceipts = supplements.map((row): Receipt => {
        const paid = JSON.parse(row.body) as SupplementaryReceiptBody;
        return {
          type: 'receipt',
          id: row.id,
          number: row.number,
          issuedAt: row.issued_at,
          orderId: order.id,
          orderNo: paid.orderNo,
          ...showDocument(paid, locale),
          paidAt: paid.paidAt,
          discount: null,
          paidBy: paid.paidBy.map((part) => ({
            method: part.method,
            amount: senToRm(part.amountSen),
          })),
          dateChange: paid.dateChange,
          receiptNumber: paid.receiptNumber,
        };
      });
      const creditNotes = notes.map((row): CreditNote => {
        const note = JSON.parse(row.body) as CreditNoteBody;
        return {
          type: 'credit_note',
          id: row.id,
          number: row.number,
          issuedAt: row.issued_at,
          orderId: order.id,
          orderNo: note.orderNo,
          ...showDocument(note, locale),
          receiptNumber: note.receiptNumber,
          reason: note.reason,
          ...(note.dateChange ? { dateChange: note.dateChange } : {}),
        };
      });
      return { receipt, supplementaryReceipts, creditNotes };
    },
  };
}

export type ReceiptViews = ReturnType<typeof createReceiptViews>;
