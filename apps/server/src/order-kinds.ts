import type { OrderStatus } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import { attractionToday } from './lib/attraction-time.ts';
import { isDatabaseUnavailable } from './lib/database-errors.ts';
import { returnUnits } from './modules/catalogue/stock.ts';
import {
  describeFoodOrders,
  describeRentals,
  describeShopOrders,
} from './modules/goods-orders/order-views.ts';
import { drawPickupNumber, releaseStock } from './modules/goods-orders/service.ts';
import type { KindHooks, OrderService } from './modules/orders/service.ts';
import { ownsImageAlready } from './modules/scenery/service.ts';
import { describeTicketOrders } from './modules/tickets/order-view.ts';
import { issuePass, releaseTicketPlaces } from './modules/tickets/passes.ts';

/**
 * Each kind of order plugs into the orders core: the core alone moves orders (paid, expired,
 * refunded...) and calls a kind's hooks inside the move, in its transaction.
 */
export function plugOrderKinds(
  orders: OrderService,
  { secret, utcOffset }: { secret: string; utcOffset: string },
): void {
  orders.plug('ticket', {
    describe: describeTicketOrders,
    onExpire: releaseTicketPlaces,
    onPaid: async (trx, order) => {
      await issuePass(trx, order, secret);
      return undefined;
    },
    // A ticket not yet used gives its places back to its date; a used one has had its visit.
    onRefund: async (trx, order, units) => {
      if (order.status === 'ready_to_use') await releaseTicketPlaces(trx, order, units.total);
    },
  });
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
  orders.plug('shop', {
    describe: describeShopOrders,
    onExpire: releaseStock,
    onRefund: refundStockWhile('processing'),
  });
  orders.plug('food', {
    describe: describeFoodOrders,
    onExpire: releaseStock,
    onPaid: async (trx) => ({
      details: { pickup_no: await drawPickupNumber(trx, attractionToday(utcOffset)) },
    }),
    onRefund: refundStockWhile('making'),
  });
  orders.plug('hire', {
    describe: describeRentals,
    onExpire: releaseStock,
    onUnused: releaseStock,
    onComplete: releaseStock,
    onRefund: refundStockWhile('paid', 'in_progress'),
  });
  orders.plug('image', {
    // Paid in two tabs: the second payment goes back, the picture is owned once.
    onPaid: async (trx, order) =>
      (await ownsImageAlready(trx, order))
        ? { refund: 'image already owned through another order' }
        : undefined,
  });
}

/**
 * Every `seconds`, expires the unpaid orders whose payment window has closed, then the paid ones
 * whose day passed unused (a ticket not scanned, a rental not collected). Every instance runs it;
 * each order moves with one guarded update, so it expires once. Stops with the server; 0 runs none.
 */
export function startOrderSweeper(
  app: FastifyInstance,
  orders: OrderService,
  { seconds, utcOffset }: { seconds: number; utcOffset: string },
): void {
  if (seconds <= 0) return;
  let sweeping = false;
  const sweep = setInterval(() => {
    // A sweep that outlasts the interval (a slow or absent database) is not joined by another.
    if (sweeping) return;
    sweeping = true;
    orders
      .expireOverdue()
      .then(() => orders.expireUnused(attractionToday(utcOffset)))
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          app.log.warn({ err: error }, 'order sweep postponed: database unavailable');
        } else {
          app.log.error({ err: error }, 'order sweep failed');
        }
      })
      .finally(() => {
        sweeping = false;
      });
  }, seconds * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
