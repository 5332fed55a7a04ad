import type { OrderStatus } from '@scenic/contracts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { returnUnits } from '#server/modules/catalogue/stock.ts';
import type { KindHooks } from '#server/modules/orders/service.ts';
import { describeFoodOrders, describeRentals, describeShopOrders } from './order-views.ts';
import { orderedGoods } from './ordered-goods.ts';
import { drawPickupNumber, releaseStock } from './service.ts';

// Goods give their stock back when refunded before they left the counter: a shop order not yet
// handed over, a dish not yet cooked, a rental not yet returned (the counter takes it back).
const refundStockWhile =
  (...statuses: OrderStatus[]): NonNullable<KindHooks['onRefund']> =>
  async (trx, order, units) => {
    if (statuses.includes(order.status)) {
      await returnUnits(
        trx,
        units.lines.map((line) => ({ skuId: line.itemId, quantity: line.quantity })),
      );
    }
  };

/** How shop orders, food orders and rentals move through the orders core. */
export function goodsOrderKinds(utcOffset: string): Record<'shop' | 'food' | 'rental', KindHooks> {
  return {
    shop: {
      paidStatus: 'processing',
      numberPrefix: 'S',
      sellsGoods: true,
      describe: describeShopOrders,
      // A shop order of gift cards only is done once paid: the cards are in My centre.
      onPaid: async (trx, order) =>
        (await orderedGoods.onlyGiftCards(trx, order.id)) ? { status: 'completed' } : {},
      onExpire: releaseStock,
      onRefund: refundStockWhile('processing'),
    },
    food: {
      paidStatus: 'making',
      numberPrefix: 'F',
      sellsGoods: true,
      describe: describeFoodOrders,
      onExpire: releaseStock,
      onPaid: async (trx) => ({
        details: { pickup_no: await drawPickupNumber(trx, attractionToday(utcOffset)) },
      }),
      onRefund: refundStockWhile('making'),
    },
    rental: {
      paidStatus: 'paid',
      numberPrefix: 'R',
      sellsGoods: true,
      // A rental never collected by the end of its period lapses unused.
      lapses: { status: 'paid', dayColumn: 'rent_end' },
      describe: describeRentals,
      onExpire: releaseStock,
      onUnused: releaseStock,
      onComplete: releaseStock,
      onRefund: refundStockWhile('paid', 'in_progress'),
    },
  };
}
