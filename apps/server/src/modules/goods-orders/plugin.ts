import type { ServerModule } from '#server/server-module.ts';
import { consoleCounterRoutes } from './console-counter-routes.ts';
import { consoleKitchenRoutes } from './console-kitchen-routes.ts';
import { goodsOrderKinds } from './order-kinds.ts';
import { goodsOrderRoutes } from './routes.ts';
import { createGoodsOrders } from './service.ts';

/**
 * Orders of goods: the shop's, food to pick up, and rentals with their deposit; and the staff
 * stations that serve them, the kitchen and the rental and pick-up counter.
 */
export const goodsOrdersModule: ServerModule = {
  setUp({ orders, utcOffset }) {
    for (const [kind, hooks] of Object.entries(goodsOrderKinds(utcOffset))) {
      orders.plug(kind as keyof ReturnType<typeof goodsOrderKinds>, hooks);
    }
  },
  async api(api, { db, orders, audit, live, utcOffset }) {
    await api.register(goodsOrderRoutes(createGoodsOrders(db, orders, { utcOffset })));
    await api.register(consoleKitchenRoutes({ db, orders, audit, live }));
    await api.register(consoleCounterRoutes({ db, orders, audit, utcOffset }));
  },
};
