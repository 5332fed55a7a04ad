import {
  envelopeSchema,
  type KitchenOrder,
  kitchenAdvanceBodySchema,
  kitchenListSchema,
  type Locale,
  orderMovedSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';
import { localizeJson } from '#server/lib/localize.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import { type LiveStreams, stillLetIn } from './live-streams.ts';
import type { OrderService } from './service.ts';

/** Paid food orders still to cook or to hand over, oldest payment first. */
async function kitchenQueue(db: Kysely<Database>, locale: Locale): Promise<KitchenOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('kind', '=', 'food')
    .where('status', 'in', ['making', 'ready_for_pickup'])
    .orderBy('paid_at')
    .orderBy('id')
    .limit(200)
    .execute();
  const lines = rows.length
    ? await db
        .selectFrom('order_line')
        .select(['order_id', 'name', 'quantity', 'refunded'])
        .where(
          'order_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    orderNo: row.order_no,
    pickupNo: row.pickup_no,
    status: row.status === 'ready_for_pickup' ? 'ready_for_pickup' : 'making',
    paidAt: row.paid_at,
    readyAt: row.paid_at
      ? new Date(Date.parse(row.paid_at) + row.prep_minutes * 60_000).toISOString()
      : null,
    pickupPoint: row.pickup_point ? localizeJson(row.pickup_point, locale) : '',
    note: row.note,
    lines: lines
      .filter((line) => line.order_id === row.id && line.quantity > line.refunded)
      .map((line) => ({
        name: localizeJson(line.name, locale),
        quantity: line.quantity - line.refunded,
      })),
  }));
}

/**
 * The kitchen screen (role `kitchen`): paid food orders as they arrive, oldest first; moving one
 * to ready and to collected; and a live stream of changes so the screen (and its sound) need not
 * ask again. The screen falls back to asking for the list when the stream is cut.
 */
export function kitchenRoutes(deps: {
  db: Kysely<Database>;
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
