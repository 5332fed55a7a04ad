import {
  advanceOrderBodySchema,
  envelopeSchema,
  orderSchema,
  STAFF_TRANSITIONS,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isStaffKey } from '#server/lib/staff-key.ts';
import * as repo from './repository.ts';
import type { OrderService, Releaser } from './service.ts';

/**
 * Staff move paid orders along: the kitchen marks food ready and collected, the rental counter
 * hands out and takes back, the shop completes. Each step is one guarded update, so it happens once.
 */
export function staffOrderRoutes(
  db: Kysely<Database>,
  orders: OrderService,
  staffKey: string | undefined,
  /** What completing an order gives back, by kind: a returned rental is in stock again. */
  onCompleted: Record<string, Releaser> = {},
) {
  return async (instance: FastifyInstance) => {
    instance.withTypeProvider<ZodTypeProvider>().post(
      '/index/staff/order/advance',
      {
        schema: {
          tags: ['staff'],
          summary: 'Move an order to its next status (staff: x-staff-key header)',
          body: advanceOrderBodySchema,
          response: { 200: envelopeSchema(orderSchema) },
        },
      },
      async (request) => {
        if (!isStaffKey(request.headers['x-staff-key'], staffKey)) throw new AppError('staffOnly');
        const order = await db
          .selectFrom('orders')
          .selectAll()
          .where('order_no', '=', request.body.orderNo)
          .executeTakeFirst();
        if (!order) throw notFound();
        const allowed = STAFF_TRANSITIONS[order.kind]?.[order.status] ?? [];
        if (!allowed.includes(request.body.to)) throw new AppError('badTransition');
        const at = new Date().toISOString();
        const moved = await db.transaction().execute(async (trx) => {
          if (!(await repo.transition(trx, order.id, order.status, request.body.to, at)))
            return false;
          if (request.body.to === 'completed') await onCompleted[order.kind]?.(trx, order);
          return true;
        });
        if (!moved) throw new AppError('badTransition');
        return ok(
          await orders.forStaff(
            { ...order, status: request.body.to, updated_at: at },
            request.locale,
          ),
        );
      },
    );
  };
}
