import type { Db } from '#server/db/database.ts';
import { giftCardSkus } from '#server/modules/catalogue/stock.ts';

/**
 * What orders of goods say about the catalogue's combinations. In their lines `item_id` is a
 * combination's id (a ticket's line names a ticket type, an image's a photograph): this module
 * knows that, so the catalogue asks it rather than reading orders by kind itself.
 */
const GOODS_ORDER_KINDS = ['shop', 'food', 'rental'] as const;

export interface OrderedGoods {
  /** How many orders of goods name any of these combinations. */
  ordersNaming(db: Db, skuIds: number[]): Promise<number>;
  /** Those of these combinations some order of goods names (kept, not deleted, when removed). */
  named(db: Db, skuIds: number[]): Promise<Set<number>>;
  /** Whether every line of an order of goods sells a gift card (nothing to hand over). */
  onlyGiftCards(db: Db, orderId: number): Promise<boolean>;
}

export const orderedGoods: OrderedGoods = {
  async ordersNaming(db, skuIds) {
    if (skuIds.length === 0) return 0;
    const { orders } = await db
      .selectFrom('order_line')
      .innerJoin('orders', 'orders.id', 'order_line.order_id')
      .select((eb) => eb.fn.count<number>('order_line.order_id').distinct().as('orders'))
      .where('order_line.item_id', 'in', skuIds)
      .where('orders.kind', 'in', GOODS_ORDER_KINDS)
      .executeTakeFirstOrThrow();
    return Number(orders);
  },

  async onlyGiftCards(db, orderId) {
    const lines = await db
      .selectFrom('order_line')
      .select('item_id')
      .where('order_id', '=', orderId)
      .execute();
    const cards = await giftCardSkus(
      db,
      lines.map((line) => line.item_id),
    );
    return lines.length > 0 && lines.every((line) => cards.has(line.item_id));
  },

  async named(db, skuIds) {
    if (skuIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('order_line')
      .innerJoin('orders', 'orders.id', 'order_line.order_id')
      .select('order_line.item_id')
      .distinct()
      .where('order_line.item_id', 'in', skuIds)
      .where('orders.kind', 'in', GOODS_ORDER_KINDS)
      .execute();
    return new Set(rows.map((row) => row.item_id));
  },
};
