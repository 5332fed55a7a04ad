import {
  createTicketOrderBodySchema,
  envelopeSchema,
  orderPreviewSchema,
  orderRequestHeadersSchema,
  paymentStartSchema,
  ticketInfoQuerySchema,
  ticketInfoSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import { orderRequest } from '#server/modules/orders/request-key.ts';
import type { TicketService } from './service.ts';

export function ticketRoutes(tickets: TicketService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['tickets'];

    app.get(
      '/index/index/ticketInfo',
      {
        schema: {
          tags,
          summary:
            'A ticket with its variants, time slots and places and prices by day (`from`–`to`, 31 days by default, at most 92)',
          querystring: ticketInfoQuerySchema,
          response: { 200: envelopeSchema(ticketInfoSchema) },
        },
      },
      async (request) => ok(await tickets.info(request.query.id, request.query, request.locale)),
    );

    app.post(
      '/index/order/createTicketOrder',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          summary: 'Order tickets for a date: places are held until the payment window closes',
          security: [{ token: [] }],
          body: createTicketOrderBodySchema,
          headers: orderRequestHeadersSchema,
          response: { 200: envelopeSchema(paymentStartSchema) },
        },
      },
      async (request) =>
        ok(
          await tickets.createOrder(
            request.visitor as VisitorRow,
            request.body,
            orderRequest(request.headers['idempotency-key'], 'createTicketOrder', request.body),
          ),
        ),
    );

    app.post(
      '/index/order/previewTicketOrder',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          summary:
            'What a ticket order would cost with its promotion code (`promoCode`), checked as createTicketOrder would; nothing is held',
          security: [{ token: [] }],
          body: createTicketOrderBodySchema,
          response: { 200: envelopeSchema(orderPreviewSchema) },
        },
      },
      async (request) => ok(await tickets.preview(request.visitor as VisitorRow, request.body)),
    );
  };
}
