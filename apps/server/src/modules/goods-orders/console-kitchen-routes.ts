import {
  envelopeSchema,
  kitchenAdvanceBodySchema,
  kitchenListSchema,
  orderMovedSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import { type LiveStreams, stillLetIn } from '#server/modules/orders/live-streams.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import { kitchenQueue } from './stations.ts';

/**
 * The kitchen screen (role `kitchen`): paid food orders as they arrive, oldest first; moving one
 * to ready and to collected; and a live stream of changes so the screen (and its sound) need not
 * ask again. The screen falls back to asking for the list when the stream is cut.
 */
export function consoleKitchenRoutes(deps: {
  db: Db;
  orders: OrderService;
  audit: Audit;
  live: LiveStreams;
}) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: kitchen'];
    const security = [{ staffToken: [] }];
    const cooks = instance.requireStaff('kitchen');

    app.get(
      '/console/kitchen/orders',
      {
        preParsing: cooks,
        schema: {
          tags,
          security,
          summary: 'Paid food orders being made or waiting for pick-up, oldest first (kitchen)',
          response: { 200: envelopeSchema(kitchenListSchema) },
        },
      },
      async (request) => ok({ list: await kitchenQueue(deps.db, request.locale) }),
    );

    app.post(
      '/console/kitchen/advance',
      {
        preParsing: cooks,
        schema: {
          tags,
          security,
          summary:
            'Mark a food order ready for pick-up, then collected (kitchen; 3012 out of turn)',
          body: kitchenAdvanceBodySchema,
          response: { 200: envelopeSchema(orderMovedSchema) },
        },
      },
      async (request) => {
        const { orderNo, to } = request.body;
        const moved = await deps.orders.advance(orderNo, to, {
          kinds: ['food'],
          audit: (trx, order) =>
            deps.audit.record(trx, {
              ...actorOf(request),
              action: 'order.advanced',
              target: `order:${order.order_no}`,
              before: { status: order.status },
              after: { status: to },
            }),
        });
        return ok({ id: moved.id, status: moved.status });
      },
    );

    app.get(
      '/console/kitchen/events',
      {
        sse: { kind: 'only' },
        compress: false,
        preParsing: cooks,
        schema: {
          tags,
          security,
          summary:
            'Server-sent events of food orders: `order` {id, status} on each change (kitchen); it ends with the session or the role (1081 past LIVE_STREAMS_MAX open at once)',
        },
      },
      async (request, reply) => {
        const screen = deps.live.open(
          request,
          reply,
          `staff-session:${request.staff?.sessionId}`,
          stillLetIn(cooks, request),
        );
        if (!screen) return;
        await screen.send({ event: 'hello', data: {} });
        deps.orders.feed.stream(screen, (change) => change.kind === 'food');
      },
    );
  };
}
