import type { Db } from '#server/db/database.ts';
import type { CreditNoteBody, ReceiptBody } from './issuing.ts';

/**
 * What the e-invoices read of receipts and credit notes (the receipts module owns their tables):
 * the documents issued in a span of time, and an order's receipt.
 */
export interface IssuedReceipt {
  id: number;
  orderId: number;
  number: string;
  issuedAt: string;
  body: ReceiptBody;
  /**
   * A supplementary receipt (a date change's difference paid after the order's receipt): the id
   * of the order's first receipt. Its id is then of its own table; credit notes never net against it.
   */
  supplementOf?: number;
}

export interface IssuedCreditNote {
  id: number;
  receiptId: number;
  orderId: number;
  number: string;
  issuedAt: string;
  body: CreditNoteBody;
}

/**
 * Receipts issued from `from` (included) to `to` (excluded), ISO instants, by number: orders' first
 * receipts and the supplementary ones of date changes, one series.
 */
export async function receiptsIssuedBetween(
  db: Db,
  from: string,
  to: string,
): Promise<IssuedReceipt[]> {
  const [rows, supplements] = await Promise.all([
    db
      .selectFrom('receipt')
      .select(['id', 'order_id', 'number', 'issued_at', 'body'])
      .where('issued_at', '>=', from)
      .where('issued_at', '<', to)
      .execute(),
    db
      .selectFrom('supplementary_receipt')
      .select(['id', 'receipt_id', 'order_id', 'number', 'issued_at', 'body'])
      .where('issued_at', '>=', from)
      .where('issued_at', '<', to)
      .execute(),
  ]);
  const receipts: IssuedReceipt[] = [
    ...rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      number: row.number,
      issuedAt: row.issued_at,
      body: JSON.parse(row.body) as ReceiptBody,
    })),
    ...supplements.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      number: row.number,
      issuedAt: row.issued_at,
      body: JSON.parse(row.body) as ReceiptBody,
      supplementOf: row.receipt_id,
    })),
  ];
  return receipts.sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
}

/** Credit notes issued from `from` (included) to `to` (excluded), by number. */
export async function creditNotesIssuedBetween(
  db: Db,
  from: string,
  to: string,
): Promise<IssuedCreditNote[]> {
  const rows = await db
    .selectFrom('credit_note')
    .select(['id', 'receipt_id', 'order_id', 'number', 'issued_at', 'body'])
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to)
    .orderBy('number')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    receiptId: row.receipt_id,
    orderId: row.order_id,
    number: row.number,
    issuedAt: row.issued_at,
    body: JSON.parse(row.body) as CreditNoteBody,
  }));
}

/** The receipt of an order, once it is issued. */
export async function receiptOfOrder(db: Db, orderId: number): Promise<IssuedReceipt | undefined> {
  const row = await db
    .selectFrom('receipt')
    .select(['id', 'order_id', 'number', 'issued_at', 'body'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        orderId: row.order_id,
        number: row.number,
        issuedAt: row.issued_at,
        body: JSON.parse(row.body) as ReceiptBody,
      }
    : undefined;
}

/** A credit note by its id. */
export async function creditNoteById(db: Db, id: number): Promise<IssuedCreditNote | undefined> {
  const row = await db
    .selectFrom('credit_note')
    .select(['id', 'receipt_id', 'order_id', 'number', 'issued_at', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        receiptId: row.receipt_id,
        orderId: row.order_id,
        number: row.number,
        issuedAt: row.issued_at,
        body: JSON.parse(row.body) as CreditNoteBody,
      }
    : undefined;
}

/** Credit notes of a receipt, by number. */
export async function creditNotesOfReceipt(db: Db, receiptId: number): Promise<IssuedCreditNote[]> {
  const rows = await db
    .selectFrom('credit_note')
    .select(['id', 'receipt_id', 'order_id', 'number', 'issued_at', 'body'])
    .where('receipt_id', '=', receiptId)
    .orderBy('number')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    receiptId: row.receipt_id,
    orderId: row.order_id,
    number: row.number,
    issuedAt: row.issued_at,
    body: JSON.parse(row.body) as CreditNoteBody,
  }));
}
