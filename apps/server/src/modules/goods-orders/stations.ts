import type { CounterDay, KitchenOrder, Locale } from '@scenic/contracts';
import { senToRm } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { localizeJson } from '#server/lib/localize.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';

/**
 * What the staff stations read: the kitchen's queue and the rental counter's day. Route handlers
 * ask for them here and make no queries of their own.
 */

/** Paid food orders still to cook or to hand over, oldest payment first. */
export async function kitchenQueue(db: Db, locale: Locale): Promise<KitchenOrder[]> {
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
 * The counter's day: rentals to hand out from `today` and those out now, store orders waiting for
 * pick-up at the park, each with what is still to hand over (refunded units left out).
 */
export async function counterDay(db: Db, today: string, locale: Locale): Promise<CounterDay> {
  const rentals = await db
    .selectFrom('orders')
    .innerJoin('visitor', 'visitor.id', 'orders.visitor_id')
    .selectAll('orders')
    .select(['visitor.phone', 'visitor.email'])
    .where('orders.kind', '=', 'rental')
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
        name: localizeJson(line.name, locale),
        quantity: line.quantity - line.refunded,
      }));
  const who = (row: { phone: string | null; email: string | null }) => ({
    phone: row.phone ?? '',
    email: row.email ?? '',
  });
  const rental = (row: (typeof rentals)[number]) => ({
    id: row.id,
    orderNo: row.order_no,
    title: localizeJson(row.title, locale),
    status: row.status === 'in_progress' ? ('in_progress' as const) : ('paid' as const),
    unit: row.rent_unit === 'hour' ? ('hour' as const) : ('day' as const),
    periods: row.rent_periods,
    start: row.rent_start ?? '',
    end: row.rent_end ?? '',
    deposit: senToRm(row.deposit_sen),
    lines: linesOf(row),
    visitor: who(row),
  });
  return {
    date: today,
    handOut: rentals.filter((row) => row.status === 'paid').map(rental),
    out: rentals.filter((row) => row.status === 'in_progress').map(rental),
    pickups: pickups.map((row) => ({
      id: row.id,
      orderNo: row.order_no,
      title: localizeJson(row.title, locale),
      paidAt: row.paid_at,
      lines: linesOf(row),
      visitor: who(row),
    })),
  };
}
