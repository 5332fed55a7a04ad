import {
  counterAdvanceBodySchema,
  counterTodaySchema,
  envelopeSchema,
  orderMovedSchema,
  senToRm,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '#server/db/database.ts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { ok } from '#server/lib/envelope.ts';
import { localizeJson } from '#server/lib/localize.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { OrderService } from './service.ts';

/**
 * The rental and pick-up counter (role `counter`): today's rentals to hand out and those out, store
 * orders waiting for pick-up at the park; handing out, taking back (the deposit given back, or kept
 * with a reason, which is audited) and handing over.
 */
export function counterRoutes(deps: {
  db: Kysely<Database>;
  orders: OrderService;
  audit: Audit;
  utcOffset: string;
}) {
  const { db } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: counter'];
    const security = [{ staffToken: [] }];
    const desk = instance.requireStaff('counter');

    app.get(
      '/console/counter/today',
      {
        preParsing: desk,
        schema: {
          tags,
          security,
          summary:
            'Rentals to hand out today and those out, store orders to hand over at the park (counter)',
          response: { 200: envelopeSchema(counterTodaySchema) },
        },
      },
      async (request) => {
        const today = attractionToday(deps.utcOffset);
        const rentals = await db
          .selectFrom('orders')
          .innerJoin('visitor', 'visitor.id', 'orders.visitor_id')
          .selectAll('orders')
          .select(['visitor.phone', 'visitor.email'])
          .where('orders.kind', '=', 'hire')
          .where((eb) =>
            eb.or([
              eb.and([eb('orders.status', '=', 'paid'), eb('orders.rent_start', '<=', today)]),
              eb('orders.status', '=', 'in_progress'),
            ]),
          )
          .orderBy('orders.rent_start')
          .orderBy('orders.id')
          .limit(500)
          .execute();
        const pickups = await db
          .selectFrom('orders')
          .innerJoin('visitor', 'visitor.id', 'orders.visitor_id')
          .selectAll('orders')
          .select(['visitor.phone', 'visitor.email'])
          .where('orders.kind', '=', 'shop')
          .where('orders.status', '=', 'processing')
          .where('orders.delivery', 'like', '%"type":"pickup"%')
          .orderBy('orders.paid_at')
          .limit(500)
          .execute();
        const ids = [...rentals, ...pickups].map((row) => row.id);
        const lines = ids.length
          ? await db
              .selectFrom('order_line')
              .select(['order_id', 'name', 'quantity', 'refunded'])
              .where('order_id', 'in', ids)
              .orderBy('id')
              .execute()
          : [];
        const linesOf = (row: OrderRow) =>
          lines
            .filter((line) => line.order_id === row.id && line.quantity > line.refunded)
            .map((line) => ({
              name: localizeJson(line.name, request.locale),
              quantity: line.quantity - line.refunded,
            }));
        const who = (row: { phone: string | null; email: string | null }) => ({
          phone: row.phone ?? '',
          email: row.email ?? '',
        });
        const rental = (row: (typeof rentals)[number]) => ({
          id: row.id,
          orderNo: row.order_no,
          title: localizeJson(row.title, request.locale),
          status: row.status === 'in_progress' ? ('in_progress' as const) : ('paid' as const),
          unit: row.rent_unit === 'hour' ? ('hour' as const) : ('day' as const),
          periods: row.rent_periods,
          start: row.rent_start ?? '',
          end: row.rent_end ?? '',
          deposit: senToRm(row.deposit_sen),
          lines: linesOf(row),
          visitor: who(row),
        });
        return ok({
          date: today,
          handOut: rentals.filter((row) => row.status === 'paid').map(rental),
          out: rentals.filter((row) => row.status === 'in_progress').map(rental),
          pickups: pickups.map((row) => ({
            id: row.id,
            orderNo: row.order_no,
            title: localizeJson(row.title, request.locale),
            paidAt: row.paid_at,
            lines: linesOf(row),
            visitor: who(row),
          })),
        });
      },
    );

    app.post(
      '/console/counter/advance',
      {
        preParsing: desk,
        schema: {
          tags,
          security,
          summary:
            'Hand a rental out (in_progress), take it back or hand a store order over (completed); `depositKept` says why a deposit is kept (counter)',
          body: counterAdvanceBodySchema,
          response: { 200: envelopeSchema(orderMovedSchema) },
        },
      },
      async (request) => {
        const { orderNo, to, depositKept } = request.body;
        const actor = actorOf(request);
        const moved = await deps.orders.advance(orderNo, to, {
          kinds: ['hire', 'shop'],
          depositNote: depositKept,
          audit: async (trx, order) => {
            await deps.audit.record(trx, {
              ...actor,
              action: 'order.advanced',
              target: `order:${order.order_no}`,
              before: { status: order.status },
              after: { status: to },
            });
            if (depositKept === undefined) return;
            await deps.audit.record(trx, {
              ...actor,
              action: 'order.deposit_kept',
              target: `order:${order.order_no}`,
              after: { deposit: senToRm(order.deposit_sen), reason: depositKept },
            });
          },
        });
        return ok({ id: moved.id, status: moved.status });
      },
    );
  };
}
