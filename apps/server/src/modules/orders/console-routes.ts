import {
  consoleOrderDetailSchema,
  consoleOrderListSchema,
  consoleOrderQuerySchema,
  consoleRefundBodySchema,
  consoleRefundResultSchema,
  envelopeSchema,
  orderIdQuerySchema,
  paymentIdBodySchema,
  refundIdBodySchema,
  refundQueueSchema,
  senToRm,
} from '@scenic/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';
import { AppError } from '#server/lib/errors.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { PaymentService } from '#server/modules/payments/service.ts';
import type { ConsoleOrders } from './console.ts';
import type { OrderService } from './service.ts';

export interface ConsoleOrderRouteDeps {
  db: Db;
  orders: OrderService;
  payments: PaymentService;
  consoleOrders: ConsoleOrders;
  audit: Audit;
}

const staffIdOf = (request: FastifyRequest) => request.staff?.staff.id ?? null;

/**
 * The console's orders: search every kind, one order's whole story, CSV of a search, refunds
 * whole or per line, and the queue of payments flagged for refund. Money moves for admins only,
 * and every refund (and every refused one) is in the audit log.
 */
export function consoleOrderRoutes(deps: ConsoleOrderRouteDeps) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: orders'];
    const security = [{ staffToken: [] }];
    const readers = instance.requireStaff('admin', 'counter');
    const admins = instance.requireStaff('admin');

    app.get(
      '/console/orders/list',
      {
        preParsing: readers,
        schema: {
          tags,
          security,
          summary:
            'Search orders of every kind: number, phone or e-mail, days placed and visited, status, kind (admin, counter)',
          querystring: consoleOrderQuerySchema,
          response: { 200: envelopeSchema(consoleOrderListSchema) },
        },
      },
      async (request) => ok(await deps.consoleOrders.search(request.query, request.locale)),
    );

    app.get(
      '/console/orders/export',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: 'The same search as CSV, newest first, at most 10,000 rows (admin)',
          querystring: consoleOrderQuerySchema,
        },
      },
      async (request, reply) => {
        const csv = await deps.consoleOrders.csv(request.query, request.locale);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
          .send(`\uFEFF${csv}`);
      },
    );

    app.get(
      '/console/orders/detail',
      {
        preParsing: readers,
        schema: {
          tags,
          security,
          summary: 'One order with its lines, payments, refunds and pass (admin, counter)',
          querystring: orderIdQuerySchema,
          response: { 200: envelopeSchema(consoleOrderDetailSchema) },
        },
      },
      async (request) => {
        const detail = await deps.consoleOrders.detail(request.query.id, request.locale);
        // Staff reading a visitor's phone and e-mail is audited under the visitor (PDPA, decision
        // 045), not the order, whose history stays the story of the order.
        await deps.audit.record(deps.db, {
          ...actorOf(request),
          action: 'privacy.personal_data_viewed',
          target: `visitor:${detail.visitor.id}`,
          after: { screen: 'order', orderNo: detail.order.orderNo },
        });
        return ok(detail);
      },
    );

    app.post(
      '/console/orders/refund',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'Refund an order whole, or some units of some lines, through the gateway that took the money (admin)',
          body: consoleRefundBodySchema,
          response: { 200: envelopeSchema(consoleRefundResultSchema) },
        },
      },
      async (request) => {
        const staffId = staffIdOf(request);
        const { id, lines, reason } = request.body;
        try {
          const refund = await deps.orders.refund({
            orderId: id,
            lines,
            reason,
            staffId,
            audit: (trx, made) =>
              deps.audit.record(trx, {
                staffId,
                action: 'order.refunded',
                target: `order:${made.orderNo}`,
                after: { refundId: made.refundId, amount: senToRm(made.amountSen), lines, reason },
                ip: request.ip,
              }),
          });
          return ok({
            refundId: refund.refundId,
            amount: senToRm(refund.amountSen),
            status: refund.status,
          });
        } catch (error) {
          // A refused refund changes nothing, but who tried to move money, and why not, is kept.
          if (error instanceof AppError) {
            // Filed under the order's number, like every other step on it, when the order exists.
            const known = await deps.consoleOrders.orderNoOf(id);
            await deps.audit.record(deps.db, {
              staffId,
              action: 'order.refund_refused',
              target: `order:${known ?? id}`,
              after: { lines: lines ?? 'all', reason, refused: error.key },
              ip: request.ip,
            });
          }
          throw error;
        }
      },
    );

    app.get(
      '/console/refunds/queue',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'Payments flagged for refund (paid after expiry, paid twice, an image owned), oldest first (admin)',
          response: { 200: envelopeSchema(refundQueueSchema) },
        },
      },
      async () => ok({ list: await deps.consoleOrders.refundQueue() }),
    );

    app.post(
      '/console/refunds/flagged',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: 'Refund what is left of a flagged payment, in one click (admin)',
          body: paymentIdBodySchema,
          response: { 200: envelopeSchema(consoleRefundResultSchema) },
        },
      },
      async (request) => {
        const staffId = staffIdOf(request);
        let amountSen = 0;
        const refund = await deps.payments.refundFlagged(
          request.body.paymentId,
          staffId,
          (trx, made) => {
            amountSen = made.amountSen;
            return deps.audit.record(trx, {
              staffId,
              action: 'payment.refunded',
              target: `payment:${request.body.paymentId}`,
              after: { refundId: made.refundId, amount: senToRm(made.amountSen) },
              ip: request.ip,
            });
          },
        );
        return ok({ refundId: refund.refundId, amount: senToRm(amountSen), status: refund.status });
      },
    );

    app.post(
      '/console/refunds/resend',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: 'Send a refund the gateway refused to it again (admin)',
          body: refundIdBodySchema,
          response: { 200: envelopeSchema(consoleRefundResultSchema) },
        },
      },
      async (request) => {
        const row = await deps.payments.findRefund(request.body.refundId);
        if (!row) throw new AppError('notFound');
        const status = await deps.payments.sendRefund(row.id);
        await deps.audit.record(deps.db, {
          staffId: staffIdOf(request),
          action: 'refund.resent',
          target: `refund:${row.id}`,
          before: { status: row.status },
          after: { status },
          ip: request.ip,
        });
        return ok({ refundId: row.id, amount: senToRm(row.amount_sen), status });
      },
    );
  };
}
