import type { ServerModule } from '#server/server-module.ts';
import { goodsOrderKinds } from './order-kinds.ts';
import { goodsOrderRoutes } from './routes.ts';
import { createGoodsOrders } from './service.ts';

/** Orders of goods: the shop's, food to pick up, and rentals with their deposit. */
export const goodsOrdersModule: ServerModule = {
  setUp({ orders, utcOffset }) {
    for (const [kind, hooks] of Object.entries(goodsOrderKinds(utcOffset))) {
      orders.plug(kind as keyof ReturnType<typeof goodsOrderKinds>, hooks);
    }
  },
  async api(api, { db, orders, utcOffset }) {
    await api.register(goodsOrderRoutes(createGoodsOrders(db, orders, { utcOffset })));
  },
};
