import { advanceOrderBodySchema, envelopeSchema, orderSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { AppError } from '#server/lib/errors.ts';
import { isStaffKey } from '#server/lib/staff-key.ts';
import type { OrderService } from './service.ts';

/**
 * Staff move paid orders along through the orders core (machines with the staff key; people use the
 * console).
 */
export function staffOrderRoutes(orders: OrderService, staffKey: string | undefined) {
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
        const moved = await orders.advance(request.body.orderNo, request.body.to);
        return ok(await orders.forStaff(moved, request.locale));
      },
    );
  };
}
