import {
  counterAdvanceBodySchema,
  counterTodaySchema,
  envelopeSchema,
  orderMovedSchema,
  senToRm,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/database.ts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';
import { keptDeposit } from './rental.ts';
import { counterDay } from './stations.ts';

/**
 * The rental and pick-up counter (role `counter`): today's rentals to hand out and those out, store
 * orders waiting for pick-up at the park; handing out, taking back (the deposit given back, or kept
 * with a reason, which is audited) and handing over.
 */
export function consoleCounterRoutes(deps: {
  db: Db;
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
        return ok(await counterDay(db, attractionToday(deps.utcOffset), request.locale));
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
          kinds: ['rental', 'shop'],
          ...(depositKept === undefined
            ? {}
            : { details: (order: OrderRow) => keptDeposit(order, to, depositKept) }),
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
