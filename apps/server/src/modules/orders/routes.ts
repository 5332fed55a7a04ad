import {
  envelopeSchema,
  orderIdQuerySchema,
  orderListQuerySchema,
  orderListSchema,
  orderRePayBodySchema,
  orderSchema,
  paymentStartSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import { type LiveStreams, stillLetIn } from './live-streams.ts';
import type { OrderService } from './service.ts';

export function orderRoutes(orders: OrderService, live: LiveStreams) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['orders'];
    const security = [{ token: [] }];
    const visitorOf = (request: { visitor: VisitorRow | null }) => request.visitor as VisitorRow;

    app.get(
      '/index/order/orderList',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary: "The visitor's orders, newest first, by kind and status",
          querystring: orderListQuerySchema,
          response: { 200: envelopeSchema(orderListSchema) },
        },
      },
      async (request) => ok(await orders.list(visitorOf(request), request.query, request.locale)),
    );

    app.get(
      '/index/order/orderDetail',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary: "One of the visitor's orders (another visitor's answers as not found)",
          querystring: orderIdQuerySchema,
          response: { 200: envelopeSchema(orderSchema) },
        },
      },
      async (request) =>
        ok(await orders.detail(visitorOf(request), request.query.id, request.locale)),
    );

    app.get(
      '/index/order/live',
      {
        sse: { kind: 'only' },
        // Events go out as they happen; compression would hold them back.
        compress: false,
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary:
            "Server-sent events of one of the visitor's orders: `order` {id, status} now and on each change; it ends when the visitor logs out (1081 past LIVE_STREAMS_MAX open at once)",
          querystring: orderIdQuerySchema,
        },
      },
      async (request, reply) => {
        const visitor = visitorOf(request);
        const order = await orders.detail(visitor, request.query.id, request.locale);
        const screen = live.open(
          request,
          reply,
          `visitor:${visitor.id}`,
          stillLetIn(instance.requireVisitor, request),
        );
        if (!screen) return;
        await screen.send({ event: 'order', data: { id: order.id, status: order.status } });
        orders.feed.stream(screen, (change) => change.orderId === order.id);
      },
    );

    app.post(
      '/index/order/orderRePay',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary: 'Pay again for an unpaid order, while its payment window is open',
          body: orderRePayBodySchema,
          response: { 200: envelopeSchema(paymentStartSchema) },
        },
      },
      async (request) => ok(await orders.rePay(visitorOf(request), request.body.id)),
    );
  };
}
