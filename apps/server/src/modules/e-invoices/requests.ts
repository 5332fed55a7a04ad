import type { EInvoiceRequest, OrderEInvoice } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import { creditNotesOfReceipt, receiptOfOrder } from '#server/modules/receipts/for-e-invoices.ts';
import type { MyInvoisClient } from '#server/providers/myinvois/client.ts';
import { monthOf } from './months.ts';
import { readEInvoiceSettings } from './settings.ts';

/**
 * How long a visitor's e-invoice details are kept: the Income Tax Act 1967 (s82) has records kept
 * 7 years from the end of the year they relate to; we keep them 7 years and 1 month from the
 * request, then the job erases them (decision 046).
 */
export const BUYER_KEEP_MS = (7 * 365 + 2 + 31) * 86_400_000;

export interface RequestDeps {
  db: Db;
  orders: OrderService;
  client: MyInvoisClient | undefined;
  utcOffset: string;
  now: () => number;
}

/** Our number of an order's individual e-invoice: "EI-R-000123" for receipt R-000123. */
export const individualNumber = (receiptNumber: string) => `EI-${receiptNumber}`;

/**
 * A visitor's e-invoice of their own paid order (decision 046): asked within the month of the
 * sale, it leaves that month's consolidated e-invoice; after the month it is already in it.
 */
export function createEInvoiceRequests(deps: RequestDeps) {
  const { db, orders, utcOffset, now } = deps;

  /** The visitor's paid order and its receipt; another visitor's order does not exist. */
  async function saleOf(orderId: number, visitorId: number) {
    const order = await orders.find(db, orderId);
    if (!order || order.visitor_id !== visitorId) throw notFound();
    const receipt = order.paid_at ? await receiptOfOrder(db, order.id) : undefined;
    if (!receipt) throw new AppError('receiptNotPaid');
    return { order, receipt };
  }

  async function view(orderId: number, visitorId: number): Promise<OrderEInvoice> {
    const { receipt } = await saleOf(orderId, visitorId);
    const settings = await readEInvoiceSettings(db);
    const month = monthOf(Date.parse(receipt.issuedAt), utcOffset);
    const row = await db
      .selectFrom('e_invoice_document')
      .select(['number', 'status', 'uuid', 'long_id'])
      .where('kind', '=', 'invoice_individual')
      .where('receipt_id', '=', receipt.id)
      .executeTakeFirst();
    return {
      enabled: settings.enabled && deps.client !== undefined,
      monthClosed: month !== monthOf(now(), utcOffset),
      month,
      document: row
        ? {
            number: row.number,
            status: row.status,
            validationLink:
              row.status === 'valid' && row.uuid && row.long_id && deps.client
                ? deps.client.validationLink(row.uuid, row.long_id)
                : null,
          }
        : null,
    };
  }

  return {
    view,

    async request(body: EInvoiceRequest, visitorId: number): Promise<OrderEInvoice> {
      const { id, ...details } = body;
      const { receipt } = await saleOf(id, visitorId);
      const current = await view(id, visitorId);
      if (!current.enabled) throw new AppError('eInvoicingOff');
      if (current.document) throw new AppError('eInvoiceAlreadyRequested');
      // The month's consolidated e-invoice is already made (the first hours of the next month).
      const consolidated = await db
        .selectFrom('e_invoice_document')
        .select('id')
        .where('kind', '=', 'invoice_consolidated')
        .where('period', '=', current.month)
        .executeTakeFirst();
      if (current.monthClosed || consolidated) {
        throw new AppError('eInvoiceMonthClosed', undefined, { month: current.month });
      }
      const refunded = (await creditNotesOfReceipt(db, receipt.id)).reduce(
        (sum, note) => sum + note.body.totalSen,
        0,
      );
      if (refunded >= receipt.body.totalSen) throw new AppError('eInvoiceRefunded');
      const at = now();
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('e_invoice_document')
          .values({
            kind: 'invoice_individual',
            number: individualNumber(receipt.number),
            order_id: id,
            receipt_id: receipt.id,
            status: 'queued',
            next_attempt_at: new Date(at).toISOString(),
            created_at: new Date(at).toISOString(),
          })
          .onConflict((oc) => oc.column('number').doNothing())
          .returning('id')
          .executeTakeFirst();
        // Two taps at once: the second finds the first's document.
        if (!inserted) throw new AppError('eInvoiceAlreadyRequested');
        await trx
          .insertInto('e_invoice_buyer')
          .values({
            document_id: inserted.id,
            details: JSON.stringify(details),
            keep_until: new Date(at + BUYER_KEEP_MS).toISOString(),
          })
          .execute();
      });
      return view(id, visitorId);
    },
  };
}

export type EInvoiceRequests = ReturnType<typeof createEInvoiceRequests>;
