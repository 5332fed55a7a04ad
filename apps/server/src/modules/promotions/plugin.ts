import type { ServerModule } from '#server/server-module.ts';
import { createPromoCheckout } from './checkout.ts';
import { consolePromotionRoutes } from './console-routes.ts';
import { createPromotionEditor } from './editor.ts';

/**
 * Promotion codes (decision 040): the price adjustment every order goes through and the watcher of
 * its uses, and the console's promotions.
 */
export const promotionsModule: ServerModule = {
  setUp({ orders, utcOffset, now }) {
    const checkout = createPromoCheckout({ utcOffset, now });
    orders.adjustPrices(checkout.adjust);
    orders.watch(checkout.watcher);
  },
  async api(api, { db, audit, now }) {
    await api.register(consolePromotionRoutes(createPromotionEditor({ db, audit, now })));
  },
};
