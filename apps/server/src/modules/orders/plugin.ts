import type { ServerModule } from '#server/server-module.ts';
import { createConsoleOrders } from './console.ts';
import { consoleOrderRoutes } from './console-routes.ts';
import { orderRoutes } from './routes.ts';
import { staffOrderRoutes } from './staff-routes.ts';
import { startOrderSweeper } from './sweeper.ts';

/**
 * Every kind's orders once placed: the visitor's list and live screens, the console's orders and
 * refunds, and the sweep that expires what was not paid or not used.
 * The core service itself is shared (the kinds' modules place orders and plug their hooks into it).
 */
export const ordersModule: ServerModule = {
  setUp({ orders, config, utcOffset }, app) {
    startOrderSweeper(app, orders, { seconds: config.ORDER_SWEEP_SECONDS, utcOffset });
  },
  async api(api, { db, orders, payments, audit, live, utcOffset, config }) {
    await api.register(orderRoutes(orders, live));
    await api.register(staffOrderRoutes({ orders, audit, staffKey: config.STAFF_API_KEY }));
    await api.register(
      consoleOrderRoutes({
        db,
        orders,
        payments,
        audit,
        consoleOrders: createConsoleOrders({ db, orders, payments, audit, utcOffset }),
      }),
    );
  },
};
