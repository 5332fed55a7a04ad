import {
  consoleEInvoiceListQuerySchema,
  consoleEInvoiceListSchema,
  consoleEInvoiceSchema,
  consoleEInvoiceSettingsSchema,
  eInvoiceCancelBodySchema,
  eInvoiceIdBodySchema,
  eInvoiceRequestSchema,
  eInvoiceSettingsSchema,
  envelopeSchema,
  orderEInvoiceQuerySchema,
  orderEInvoiceSchema,
} from '@scenic/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { EInvoiceConsole } from './console.ts';
import type { EInvoiceRequests } from './requests.ts';

/** A visitor's e-invoice of their own paid order (decision 046). */
export function eInvoiceRoutes(requests: EInvoiceRequests) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['orders'];
    const security = [{ token: [] }];
    const visitorId = (request: FastifyRequest) => (request.visitor as VisitorRow).id;

    app.get(
      '/index/order/einvoice',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary:
            'Whether the visitor’s paid order can have an e-invoice of its own, and its state and validation link once asked for',
          querystring: orderEInvoiceQuerySchema,
          response: { 200: envelopeSchema(orderEInvoiceSchema) },
        },
      },
      async (request) => ok(await requests.view(request.query.id, visitorId(request))),
    );

    app.post(
      '/index/order/einvoice/request',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary:
            'Ask for an e-invoice of the visitor’s paid order with their details, within the month of the sale (3101 after it; 3100 when the park does not e-invoice; 3102 when already asked)',
          body: eInvoiceRequestSchema,
          response: { 200: envelopeSchema(orderEInvoiceSchema) },
        },
      },
      async (request) => ok(await requests.request(request.body, visitorId(request))),
    );
  };
}

/** The console's e-invoices and their settings (admins, audited). */
export function consoleEInvoiceRoutes(console: EInvoiceConsole) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const security = [{ staffToken: [] }];
    const admins = instance.requireStaff('admin');
    const tags = ['console: e-invoices'];

    app.get(
      '/console/e-invoices',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'The e-invoices sent to MyInvois, newest first, with their state and LHDN’s reasons for invalid ones (admin)',
          querystring: consoleEInvoiceListQuerySchema,
          response: { 200: envelopeSchema(consoleEInvoiceListSchema) },
        },
      },
      async (request) => ok(await console.list(request.query)),
    );

    app.post(
      '/console/e-invoices/resubmit',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'Send an invalid e-invoice again, built anew from the corrected settings (3103 unless invalid); audited (admin)',
          body: eInvoiceIdBodySchema,
          response: { 200: envelopeSchema(consoleEInvoiceSchema) },
        },
      },
      async (request) => ok(await console.resubmit(request.body.id, actorOf(request))),
    );

    app.post(
      '/console/e-invoices/cancel',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'Cancel a valid e-invoice within 72 hours of its validation (3105 otherwise); audited (admin)',
          body: eInvoiceCancelBodySchema,
          response: { 200: envelopeSchema(consoleEInvoiceSchema) },
        },
      },
      async (request) =>
        ok(await console.cancel(request.body.id, request.body.reason, actorOf(request))),
    );

    app.get(
      '/console/settings/e-invoicing',
      {
        preParsing: admins,
        schema: {
          tags: ['console: settings'],
          security,
          summary:
            'The e-invoicing settings (on or off, MSIC code, business activity, address codes) and whether MyInvois is configured (admin)',
          response: { 200: envelopeSchema(consoleEInvoiceSettingsSchema) },
        },
      },
      async () => ok(await console.settings()),
    );

    app.post(
      '/console/settings/e-invoicing/save',
      {
        preParsing: admins,
        schema: {
          tags: ['console: settings'],
          security,
          summary: 'Change the e-invoicing settings, audited (admin)',
          body: eInvoiceSettingsSchema,
          response: { 200: envelopeSchema(consoleEInvoiceSettingsSchema) },
        },
      },
      async (request) => ok(await console.saveSettings(request.body, actorOf(request))),
    );
  };
}
