import {
  createGoodsOrderBodySchema,
  envelopeSchema,
  orderPreviewSchema,
  orderRequestHeadersSchema,
  paymentStartSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import { orderRequest } from '#server/modules/orders/request-key.ts';
import type { createGoodsOrders } from './service.ts';

export function goodsOrderRoutes(goodsOrders: ReturnType<typeof createGoodsOrders>) {
  return async (instance: FastifyInstance) => {
    instance.withTypeProvider<ZodTypeProvider>().post(
      '/index/order/createGoodsOrder',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags: ['orders'],
          security: [{ token: [] }],
          summary:
            'Order store goods, food or rentals: priced by the server, stock held until paid or expired',
          body: createGoodsOrderBodySchema,
          headers: orderRequestHeadersSchema,
          response: { 200: envelopeSchema(paymentStartSchema) },
        },
      },
      async (request) =>
        ok(
          await goodsOrders.create(
            request.visitor as VisitorRow,
            request.body,
            orderRequest(request.headers['idempotency-key'], 'createGoodsOrder', request.body),
          ),
        ),
    );

    instance.withTypeProvider<ZodTypeProvider>().post(
      '/index/order/previewGoodsOrder',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags: ['orders'],
          security: [{ token: [] }],
          summary:
            'What a store, food or rental order would cost with its promotion code (`promoCode`), checked as createGoodsOrder would; nothing is held',
          body: createGoodsOrderBodySchema,
          response: { 200: envelopeSchema(orderPreviewSchema) },
        },
      },
      async (request) => ok(await goodsOrders.preview(request.visitor as VisitorRow, request.body)),
    );
  };
}
