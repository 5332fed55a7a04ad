import { advanceOrderBodySchema, envelopeSchema, orderSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { AppError } from '#server/lib/errors.ts';
import { machineOf } from '#server/lib/staff-actor.ts';
import { isStaffKey } from '#server/lib/staff-key.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { OrderService } from './service.ts';

/**
 * Staff move paid orders along through the orders core (machines with the staff key; people use the
 * console). Each move is audited with the machine as the actor, as the console audits a person.
 */
export function staffOrderRoutes(deps: {
  orders: OrderService;
  audit: Audit;
  staffKey: string | undefined;
}) {
  const { orders } = deps;
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
        if (!isStaffKey(request.headers['x-staff-key'], deps.staffKey)) {
          throw new AppError('staffOnly');
        }
        const { orderNo, to } = request.body;
        const moved = await orders.advance(orderNo, to, {
          audit: (trx, order) =>
            deps.audit.record(trx, {
              ...machineOf(request),
              action: 'order.advanced',
              target: `order:${order.order_no}`,
              before: { status: order.status },
              after: { status: to },
            }),
        });
        return ok(await orders.forStaff(moved, request.locale));
      },
    );
  };
}
