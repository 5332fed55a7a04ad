import { ORDER_GROUPS, type OrderGroup, type OrderKind, type OrderStatus } from '@scenic/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';

export interface OrderFilter {
  kind?: OrderKind | undefined;
  status?: OrderStatus | undefined;
  group?: OrderGroup | undefined;
}

export function findOrderOf(db: Db, id: number, visitorId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
}

export function listOrdersOf(
  db: Db,
  visitorId: number,
  filter: OrderFilter,
  page: number,
  limit: number,
) {
  let query = db.selectFrom('orders').selectAll().where('visitor_id', '=', visitorId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.group) query = query.where('status', 'in', ORDER_GROUPS[filter.group]);
  return query
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
}

export async function countOrdersOf(db: Db, visitorId: number, filter: OrderFilter) {
  let query = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('visitor_id', '=', visitorId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.group) query = query.where('status', 'in', ORDER_GROUPS[filter.group]);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Order lines, with the good each goods line sold and whether the buyer has reviewed it: the lines
 * of `goodsKinds` name goods combinations by their item id.
 */
export function linesOf(db: Db, orderIds: number[], goodsKinds: readonly OrderKind[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_line')
    .innerJoin('orders', 'orders.id', 'order_line.order_id')
    .leftJoin('goods_sku', (join) => {
      const sameId = join.onRef('goods_sku.id', '=', 'order_line.item_id');
      return goodsKinds.length > 0
        ? sameId.on('orders.kind', 'in', [...goodsKinds])
        : sameId.on(sql<boolean>`false`);
    })
    .leftJoin('comment', (join) =>
      join
        .onRef('comment.order_id', '=', 'order_line.order_id')
        .onRef('comment.sku_id', '=', 'order_line.item_id'),
    )
    .select([
      'order_line.id',
      'order_line.order_id',
      'order_line.item_id',
      'order_line.name',
      'order_line.unit_price_sen',
      'order_line.list_price_sen',
      'order_line.quantity',
      'order_line.refunded',
      'goods_sku.goods_id',
      'comment.id as comment_id',
    ])
    .where('order_line.order_id', 'in', orderIds)
    .orderBy('order_line.id')
    .execute();
}

/** Orders whose payment window closed, oldest first. */
export function overdueOrders(db: Db, now: string, limit: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'pending_payment')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Moves an order from one status to another; false when it was no longer in `from` (DESIGN §3.6). */
export async function transition(
  db: Db,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  at: string,
  extra: { paid_at?: string; pay_method?: string } = {},
  /** Moves only an order for this visit date (the gate admits today's tickets). */
  guard: { visitDate?: string } = {},
) {
  let update = db
    .updateTable('orders')
    .set({ status: to, updated_at: at, ...extra })
    .where('id', '=', id)
    .where('status', '=', from);
  if (guard.visitDate !== undefined) update = update.where('visit_date', '=', guard.visitDate);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Writes the columns of an order that belong to its kind (see KindDetails). */
export async function writeDetails(
  db: Db,
  id: number,
  details: Partial<
    Pick<OrderRow, 'visit_date' | 'slot_id' | 'slot_label' | 'pickup_no' | 'deposit_note'>
  >,
): Promise<void> {
  if (Object.keys(details).length === 0) return;
  await db.updateTable('orders').set(details).where('id', '=', id).execute();
}

/** When a kind's paid order lapses unused: still in `status` once the day in `dayColumn` passed. */
export interface LapseRule {
  status: OrderStatus;
  dayColumn: 'visit_date' | 'rent_end';
}

/** Paid orders whose day passed unused, by each kind's rule (tickets not scanned, rentals never collected). */
export async function lapsedOrders(
  db: Db,
  today: string,
  limit: number,
  rules: (LapseRule & { kind: OrderKind })[],
) {
  if (rules.length === 0) return [];
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      eb.or(
        rules.map((rule) =>
          eb.and([
            eb('kind', '=', rule.kind),
            eb('status', '=', rule.status),
            eb(rule.dayColumn, '<', today),
          ]),
        ),
      ),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Makes one visitor's orders take turns until the transaction ends: what they hold unpaid is read
 * and a new order written as one step, however many they send at once or to however many instances.
 */
export function lockVisitorOrders(trx: Transaction<Database>, visitorId: number) {
  return holdLock(trx, `orders:visitor:${visitorId}`);
}

/**
 * A visitor's orders still holding places or stock while they wait for payment, newest first: a
 * few, since the unpaid caps refuse more. One read serves both the count of waiting orders and
 * the places they hold per ticket and date.
 */
export function waitingOrdersOf(db: Db, visitorId: number, now: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'kind', 'quantity', 'ticket_id', 'visit_date'])
    .where('visitor_id', '=', visitorId)
    .where('status', '=', 'pending_payment')
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

/** Units of the given goods combinations in a visitor's waiting orders, newest order first. */
export function waitingUnitsOf(
  db: Db,
  visitorId: number,
  itemIds: number[],
  now: string,
  goodsKinds: readonly OrderKind[],
) {
  if (itemIds.length === 0 || goodsKinds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_line')
    .innerJoin('orders', 'orders.id', 'order_line.order_id')
    .select([
      'orders.id',
      'orders.order_no',
      'orders.kind',
      'order_line.item_id',
      'order_line.quantity',
    ])
    .where('orders.visitor_id', '=', visitorId)
    .where('orders.status', '=', 'pending_payment')
    .where('orders.expires_at', '>', now)
    .where('orders.kind', 'in', [...goodsKinds])
    .where('order_line.item_id', 'in', itemIds)
    .orderBy('orders.id', 'desc')
    .execute();
}
