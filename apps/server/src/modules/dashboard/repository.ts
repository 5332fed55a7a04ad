import type { OrderKind } from '@scenic/contracts';
import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';

/**
 * The dashboard's figures, each one SQL aggregate (group by, sum) that runs alike on SQLite and
 * PostgreSQL. Timestamps are stored as ISO UTC text, so an instant range is a text range; days at
 * the attraction are given as their starting instants, computed by the caller.
 */

/** One attraction day: its date and the instants it starts and ends (ISO UTC, end excluded). */
export interface DayRange {
  date: string;
  start: string;
  end: string;
}

const toNumber = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/**
 * The day (YYYY-MM-DD at the attraction) an instant column falls on, as a CASE over the days'
 * starts, latest first. Instants before the first day are null (the caller's range excludes them).
 */
function dayOf(column: Expression<unknown>, days: readonly DayRange[]) {
  const latestFirst = [...days].sort((a, b) => b.start.localeCompare(a.start));
  const branches = latestFirst.map((day) => sql`when ${column} >= ${day.start} then ${day.date}`);
  return sql<string>`case ${sql.join(branches, sql` `)} end`;
}

/** When a payment took its money: the order's payment time for the payment that paid it. */
function paymentInstant() {
  return sql<string>`case when payment.needs_refund = 0 and orders.paid_at is not null then orders.paid_at else payment.created_at end`;
}

export interface MoneyByDay {
  date: string;
  kind: OrderKind;
  sen: number;
}

/**
 * Money taken on each day by kind of order: payments that succeeded less refunds that succeeded,
 * each on the day it happened. A gift card's money counts when it is spent, on the kind it pays
 * for: the sale of a card is owed to its holder until then, so it is taken off the shop's day
 * (and put back when that sale is refunded). Decision 042.
 */
export async function moneyByDay(db: Db, days: readonly DayRange[]): Promise<MoneyByDay[]> {
  if (days.length === 0) return [];
  const from = days.reduce((a, d) => (d.start < a ? d.start : a), days[0]?.start ?? '');
  const to = days.reduce((a, d) => (d.end > a ? d.end : a), days[0]?.end ?? '');
  const at = paymentInstant();
  const paid = await db
    .selectFrom(
      db
        .selectFrom('payment')
        .innerJoin('orders', 'orders.id', 'payment.order_id')
        .select([
          dayOf(at, days).as('date'),
          'orders.kind as kind',
          'payment.amount_sen as amount_sen',
        ])
        .where('payment.status', '=', 'succeeded')
        .where(at, '>=', from)
        .where(at, '<', to)
        .as('taken'),
    )
    .select(['date', 'kind', (eb) => eb.fn.sum<number | string>('amount_sen').as('sen')])
    .groupBy(['date', 'kind'])
    .execute();
  const refundedAt = sql<string>`refund.updated_at`;
  const refunded = await db
    .selectFrom(
      db
        .selectFrom('refund')
        .innerJoin('orders', 'orders.id', 'refund.order_id')
        .select([
          dayOf(refundedAt, days).as('date'),
          'orders.kind as kind',
          'refund.amount_sen as amount_sen',
        ])
        .where('refund.status', '=', 'succeeded')
        .where('refund.updated_at', '>=', from)
        .where('refund.updated_at', '<', to)
        .as('given'),
    )
    .select(['date', 'kind', (eb) => eb.fn.sum<number | string>('amount_sen').as('sen')])
    .groupBy(['date', 'kind'])
    .execute();
  const totals = new Map<string, MoneyByDay>();
  const add = (date: string, kind: OrderKind, sen: number) => {
    const key = `${date} ${kind}`;
    const row = totals.get(key) ?? { date, kind, sen: 0 };
    row.sen += sen;
    totals.set(key, row);
  };
  const cardSales = await db
    .selectFrom(
      db
        .selectFrom('gift_card_entry')
        .select([dayOf(sql`gift_card_entry.created_at`, days).as('date'), 'amount_sen'])
        .where('order_id', 'is not', null)
        .where('kind', 'in', ['issue', 'void'])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .as('sold'),
    )
    .select(['date', (eb) => eb.fn.sum<number | string>('amount_sen').as('sen')])
    .groupBy('date')
    .execute();
  for (const row of paid) add(row.date, row.kind, toNumber(row.sen));
  for (const row of refunded) add(row.date, row.kind, -toNumber(row.sen));
  for (const row of cardSales) add(row.date, 'shop', -toNumber(row.sen));
  return [...totals.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind),
  );
}

/** Food orders paid within `day`, counted by where they stand now. */
export async function foodByStatus(db: Db, day: DayRange) {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('orders')])
    .where('kind', '=', 'food')
    .where('paid_at', '>=', day.start)
    .where('paid_at', '<', day.end)
    .where('status', 'in', ['making', 'ready_for_pickup', 'completed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => toNumber(rows.find((row) => row.status === status)?.orders);
  return {
    making: count('making'),
    readyForPickup: count('ready_for_pickup'),
    completed: count('completed'),
  };
}

/** Rentals starting today still to hand out, and rentals out now. */
export async function rentalCounts(db: Db, today: string, tomorrow: string) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when(
              eb.and([
                eb('status', '=', 'paid'),
                eb('rent_start', '>=', today),
                eb('rent_start', '<', tomorrow),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('to_hand_out'),
      eb.fn
        .sum<number | string>(eb.case().when('status', '=', 'in_progress').then(1).else(0).end())
        .as('out'),
    ])
    .where('kind', '=', 'rental')
    .where('status', 'in', ['paid', 'in_progress'])
    .executeTakeFirst();
  return { toHandOut: toNumber(row?.to_hand_out), out: toNumber(row?.out) };
}

/**
 * Every enabled ticket's places on each date in [from, to]. A ticket with no row for a date has its
 * usual daily capacity there and nothing sold (its row is made at the first sale); a date is closed
 * when every ticket is closed on it.
 */
export async function placesByDate(db: Db, from: string, to: string) {
  const [tickets, rows] = await Promise.all([
    db
      .selectFrom('ticket')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string>('ticket.daily_capacity').as('daily'),
      ])
      .where('ticket.enabled', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ticket_day')
      .innerJoin('ticket', 'ticket.id', 'ticket_day.ticket_id')
      .select((eb) => [
        'ticket_day.date as date',
        eb.fn.countAll<number | string>().as('rows'),
        eb.fn.sum<number | string>('ticket_day.capacity').as('capacity'),
        eb.fn.sum<number | string>('ticket.daily_capacity').as('usual'),
        eb.fn.sum<number | string>('ticket_day.sold').as('sold'),
        eb.fn.sum<number | string>('ticket_day.closed').as('closed'),
      ])
      .where('ticket.enabled', '=', 1)
      .where('ticket_day.date', '>=', from)
      .where('ticket_day.date', '<=', to)
      .groupBy('ticket_day.date')
      .execute(),
  ]);
  const count = toNumber(tickets.count);
  const daily = toNumber(tickets.daily);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return (date: string) => {
    const row = byDate.get(date);
    if (!row) return { capacity: daily, sold: 0, closed: false };
    return {
      capacity: toNumber(row.capacity) + daily - toNumber(row.usual),
      sold: toNumber(row.sold),
      closed: count > 0 && toNumber(row.closed) >= count,
    };
  };
}

/** Units of a line not refunded, in parentheses so they can be multiplied. */
const keptUnits = (eb: ExpressionBuilder<Database, 'order_line'>) =>
  eb.parens('order_line.quantity', '-', eb.ref('order_line.refunded'));

/** Goods (store, food, hire) paid in [from, to), by line name: units kept, and their money. */
export async function topGoods(db: Db, from: string, to: string, limit = 10) {
  const rows = await db
    .selectFrom('order_line')
    .innerJoin('orders', 'orders.id', 'order_line.order_id')
    .select((eb) => [
      'orders.kind as kind',
      'order_line.name as name',
      eb.fn.sum<number | string>(keptUnits(eb)).as('quantity'),
      eb.fn
        .sum<number | string>(eb(keptUnits(eb), '*', eb.ref('order_line.unit_price_sen')))
        .as('sen'),
    ])
    .where('orders.kind', 'in', ['shop', 'food', 'rental'])
    .where('orders.paid_at', '>=', from)
    .where('orders.paid_at', '<', to)
    .groupBy(['orders.kind', 'order_line.name'])
    .having((eb) => eb.fn.sum(keptUnits(eb)), '>', 0)
    .orderBy((eb) => eb.fn.sum(keptUnits(eb)), 'desc')
    .orderBy('order_line.name')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    name: row.name,
    quantity: toNumber(row.quantity),
    sen: toNumber(row.sen),
  }));
}

/** Tickets paid in [from, to), by ticket and variant (their stored names): units kept, money. */
export async function ticketsByVariant(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom('order_line')
    .innerJoin('orders', 'orders.id', 'order_line.order_id')
    .leftJoin('ticket', 'ticket.id', 'orders.ticket_id')
    .select((eb) => [
      'ticket.name as ticket',
      'order_line.name as variant',
      eb.fn.sum<number | string>(keptUnits(eb)).as('quantity'),
      eb.fn
        .sum<number | string>(eb(keptUnits(eb), '*', eb.ref('order_line.unit_price_sen')))
        .as('sen'),
    ])
    .where('orders.kind', '=', 'ticket')
    .where('orders.paid_at', '>=', from)
    .where('orders.paid_at', '<', to)
    .groupBy(['ticket.name', 'order_line.name'])
    .having((eb) => eb.fn.sum(keptUnits(eb)), '>', 0)
    .orderBy((eb) => eb.fn.sum(keptUnits(eb)), 'desc')
    .execute();
  return rows.map((row) => ({
    ticket: row.ticket,
    variant: row.variant,
    quantity: toNumber(row.quantity),
    sen: toNumber(row.sen),
  }));
}

/** Refunds that succeeded in [from, to): how many, and how much. */
export async function refundTotals(db: Db, from: string, to: string) {
  const row = await db
    .selectFrom('refund')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('amount_sen').as('sen'),
    ])
    .where('status', '=', 'succeeded')
    .where('updated_at', '>=', from)
    .where('updated_at', '<', to)
    .executeTakeFirst();
  return { count: toNumber(row?.count), sen: toNumber(row?.sen) };
}
