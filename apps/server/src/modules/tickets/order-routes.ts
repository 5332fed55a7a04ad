import {
  changeOrderPricesQuerySchema,
  changeOrderTimeQuerySchema,
  dateChangePricesSchema,
  dateFindOrderBodySchema,
  ERRORS,
  envelopeSchema,
  errorMessage,
  gateScanBodySchema,
  gateScanSchema,
  orderSchema,
  payRecordListSchema,
  ticketSendEmailBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmailCheck } from '#server/lib/email-domains.ts';
import { ok } from '#server/lib/envelope.ts';
import { AppError } from '#server/lib/errors.ts';
import { machineOf } from '#server/lib/staff-actor.ts';
import { isStaffKey } from '#server/lib/staff-key.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import {
  deliveryErrorKey,
  deliveryLogFields,
  type Messaging,
} from '#server/providers/messaging/index.ts';
import { type createGate, PassAlreadyUsed } from './gate.ts';
import type { createDatePrices, createReschedule } from './reschedule.ts';
import { slipMail } from './slip-mail.ts';

export interface TicketOrderRoutesDeps {
  orders: OrderService;
  reschedule: ReturnType<typeof createReschedule>;
  datePrices: ReturnType<typeof createDatePrices>;
  gate: ReturnType<typeof createGate>;
  messaging: Messaging;
  checkEmail: EmailCheck;
  brandName: (locale: 'zh' | 'en' | 'ma') => Promise<string>;
  staffKey: string | undefined;
}

/** What a visitor does with tickets they hold, and the gate's scan. */
export function ticketOrderRoutes(deps: TicketOrderRoutesDeps) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['tickets'];
    const security = [{ token: [] }];
    const visitorOf = (request: { visitor: VisitorRow | null }) => request.visitor as VisitorRow;

    app.get(
      '/index/order/changeOrderTime',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary: 'Move a ready-to-use ticket to another date with places (and slot)',
          querystring: changeOrderTimeQuerySchema,
          response: { 200: envelopeSchema(orderSchema) },
        },
      },
      async (request) => {
        const visitor = visitorOf(request);
        await deps.reschedule(visitor, request.query);
        return ok(await deps.orders.detail(visitor, request.query.id, request.locale));
      },
    );

    app.get(
      '/index/order/changeOrderPrices',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary:
            "What moving a visitor's ticket to each of the next 31 days from `from` would cost: the difference to pay, what comes back, or free under the weather guarantee",
          querystring: changeOrderPricesQuerySchema,
          response: { 200: envelopeSchema(dateChangePricesSchema) },
        },
      },
      async (request) => ok(await deps.datePrices(visitorOf(request), request.query)),
    );

    app.post(
      '/index/order/dateFindOrder',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary: "The visitor's usable ticket orders for a visit date",
          body: dateFindOrderBodySchema,
          response: { 200: envelopeSchema(z.array(orderSchema)) },
        },
      },
      async (request) =>
        ok(
          await deps.orders.onVisitDate(
            visitorOf(request),
            // Tickets that can still be used or moved.
            { kind: 'ticket', status: 'ready_to_use', date: request.body.date },
            request.locale,
          ),
        ),
    );

    app.post(
      '/index/order/ticketSendEmail',
      {
        preParsing: instance.requireVisitor,
        // Per visitor, not per address: a crowd on the park's Wi-Fi e-mails its tickets at the gate.
        config: {
          rateLimit: {
            max: 10,
            timeWindow: 60_000,
            hook: 'preHandler',
            keyGenerator: (request) => `ticket-mail:${request.visitor?.id ?? request.ip}`,
          },
        },
        schema: {
          tags,
          security,
          summary: "E-mail a paid ticket's slip with its QR code",
          body: ticketSendEmailBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const visitor = visitorOf(request);
        deps.checkEmail(request.body.email);
        const order = await deps.orders.detail(visitor, request.body.id, request.locale);
        // Another kind of order has no ticket at all; an unpaid ticket order has none yet.
        if (order.kind !== 'ticket') throw new AppError('notFound');
        // Only a ticket that still opens the gate is sent: never a refunded, expired or used one.
        if (order.status === 'refunded') throw new AppError('passRefunded');
        if (order.status === 'used') throw new AppError('passUsed');
        if (order.status === 'expired' && order.paidAt) throw new AppError('ticketExpired');
        if (!order.pass || order.status !== 'ready_to_use') throw new AppError('ticketNotIssued');
        const to = request.body.email ?? visitor.email;
        if (!to) throw new AppError('emailMissing');
        const mail = await slipMail(order, await deps.brandName(request.locale), request.locale);
        try {
          await deps.messaging.send({ channel: 'email', to, ...mail, purpose: 'ticket' });
        } catch (error) {
          request.log.warn({ ...deliveryLogFields(error) }, 'ticket slip not delivered');
          throw new AppError(deliveryErrorKey('email', error, 'emailUnavailable'));
        }
        return ok(null);
      },
    );

    app.get(
      '/index/order/payRecord',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags: ['orders'],
          security,
          summary: "The visitor's payment records",
          response: { 200: envelopeSchema(payRecordListSchema) },
        },
      },
      async (request) => ok(await deps.orders.payRecords(visitorOf(request), request.locale)),
    );

    app.post(
      '/index/gate/scan',
      {
        schema: {
          tags: ['gate'],
          summary: 'Admit a ticket at the gate (staff: x-staff-key header); a pass scans once',
          body: gateScanBodySchema,
          response: {
            200: envelopeSchema(
              z.union([gateScanSchema, z.object({ usedAt: z.string() }), z.null()]),
            ),
          },
        },
      },
      async (request) => {
        const key = request.headers['x-staff-key'];
        if (!isStaffKey(key, deps.staffKey)) throw new AppError('staffOnly');
        try {
          return ok(await deps.gate(request.body.code, request.locale, machineOf(request)));
        } catch (error) {
          if (error instanceof PassAlreadyUsed) {
            return {
              code: ERRORS.passUsed.code,
              msg: errorMessage('passUsed', request.locale),
              data: { usedAt: error.usedAt },
            };
          }
          throw error;
        }
      },
    );
  };
}
