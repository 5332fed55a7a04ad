import {
  addTaxRateBodySchema,
  consoleTaxSettingsSchema,
  envelopeSchema,
  orderReceiptsSchema,
  receiptPdfQuerySchema,
  receiptQuerySchema,
  removeTaxRateBodySchema,
  taxSettingsSchema,
} from '@scenic/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { notFound } from '#server/lib/errors.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import { documentPdf } from './pdf.ts';
import type { TaxEditor } from './settings.ts';
import type { Reader, ReceiptViews } from './views.ts';

export interface ReceiptRouteDeps {
  views: ReceiptViews;
  editor: TaxEditor;
  utcOffset: string;
}

/** A receipt's PDF, or one of its credit notes' (`note`), sent as a file to save or print. */
async function sendPdf(
  deps: ReceiptRouteDeps,
  request: FastifyRequest & {
    query: { id: number; note?: number | undefined; supplement?: number | undefined };
  },
  reply: FastifyReply,
  reader: Reader,
) {
  const { receipt, supplementaryReceipts, creditNotes } = await deps.views.of(
    request.query.id,
    reader,
    request.locale,
  );
  const { note, supplement } = request.query;
  const document =
    note !== undefined
      ? creditNotes.find((each) => each.id === note)
      : supplement !== undefined
        ? supplementaryReceipts.find((each) => each.id === supplement)
        : receipt;
  if (!document) throw notFound();
  const file = await documentPdf(document, request.locale, deps.utcOffset);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(file);
}

/** A visitor's receipts and credit notes, of their own orders only (decision 044). */
export function receiptRoutes(deps: ReceiptRouteDeps) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['orders'];
    const security = [{ token: [] }];
    const visitorOf = (request: FastifyRequest): Reader => ({
      visitorId: (request.visitor as VisitorRow).id,
    });

    app.get(
      '/index/order/receipt',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary:
            'The receipt of the visitor’s paid order (numbered when paid), the supplementary receipts of date changes paid later and the credit notes of its refunds; 3080 before it is paid',
          querystring: receiptQuerySchema,
          response: { 200: envelopeSchema(orderReceiptsSchema) },
        },
      },
      async (request) =>
        ok(await deps.views.of(request.query.id, visitorOf(request), request.locale)),
    );

    app.get(
      '/index/order/receipt/pdf',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary:
            'The receipt (or with `note`, a credit note; with `supplement`, a supplementary receipt) of the visitor’s order as an A4 PDF in their language',
          querystring: receiptPdfQuerySchema,
        },
      },
      async (request, reply) => sendPdf(deps, request, reply, visitorOf(request)),
    );
  };
}

/** Receipts of any order, and the tax settings, in the console. */
export function consoleReceiptRoutes(deps: ReceiptRouteDeps) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const security = [{ staffToken: [] }];
    const readers = instance.requireStaff('admin', 'counter');
    const admins = instance.requireStaff('admin');

    app.get(
      '/console/orders/receipt',
      {
        preParsing: readers,
        schema: {
          tags: ['console: orders'],
          security,
          summary: 'An order’s receipt, supplementary receipts and credit notes (admin, counter)',
          querystring: receiptQuerySchema,
          response: { 200: envelopeSchema(orderReceiptsSchema) },
        },
      },
      async (request) => ok(await deps.views.of(request.query.id, 'staff', request.locale)),
    );

    app.get(
      '/console/orders/receipt/pdf',
      {
        preParsing: readers,
        schema: {
          tags: ['console: orders'],
          security,
          summary:
            'An order’s receipt (or with `note`, a credit note; with `supplement`, a supplementary receipt) as an A4 PDF (admin, counter)',
          querystring: receiptPdfQuerySchema,
        },
      },
      async (request, reply) => sendPdf(deps, request, reply, 'staff'),
    );

    app.get(
      '/console/settings/tax',
      {
        preParsing: admins,
        schema: {
          tags: ['console: settings'],
          security,
          summary:
            'The tax settings (prices with or without tax, each kind’s and item’s tax class, the registration numbers on receipts) and every rate with its first day (admin)',
          response: { 200: envelopeSchema(consoleTaxSettingsSchema) },
        },
      },
      async () => ok(await deps.editor.read()),
    );

    app.post(
      '/console/settings/tax/save',
      {
        preParsing: admins,
        schema: {
          tags: ['console: settings'],
          security,
          summary: 'Change the tax settings for orders placed from now on, audited (admin)',
          body: taxSettingsSchema,
          response: { 200: envelopeSchema(consoleTaxSettingsSchema) },
        },
      },
      async (request) => ok(await deps.editor.save(request.body, actorOf(request))),
    );

    app.post(
      '/console/settings/tax/rates/add',
      {
        preParsing: admins,
        schema: {
          tags: ['console: settings'],
          security,
          summary:
            'A rate of a tax class from a day, today or later (3081); replaces one of the same day not yet started; audited (admin)',
          body: addTaxRateBodySchema,
          response: { 200: envelopeSchema(consoleTaxSettingsSchema) },
        },
      },
      async (request) => ok(await deps.editor.addRate(request.body, actorOf(request))),
    );

    app.post(
      '/console/settings/tax/rates/remove',
      {
        preParsing: admins,
        schema: {
          tags: ['console: settings'],
          security,
          summary: 'Take back a rate that has not started yet (3082 once it has), audited (admin)',
          body: removeTaxRateBodySchema,
          response: { 200: envelopeSchema(consoleTaxSettingsSchema) },
        },
      },
      async (request) => ok(await deps.editor.removeRate(request.body.id, actorOf(request))),
    );
  };
}
