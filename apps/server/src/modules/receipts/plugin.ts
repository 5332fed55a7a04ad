import type { AppContext } from '#server/context.ts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import type { ServerModule } from '#server/server-module.ts';
import { createReceiptIssuing, type ReceiptIssuing } from './issuing.ts';
import { consoleReceiptRoutes, receiptRoutes } from './routes.ts';
import { createTaxEditor } from './settings.ts';
import { createReceiptViews } from './views.ts';

/** Each application's receipt issuing (one per app: tests run several in one process). */
const issuingOf = new WeakMap<AppContext, ReceiptIssuing>();

/**
 * Receipts and their taxes (decision 044): every order is taxed as it is placed, a paid order gets a
 * numbered receipt and each refund a credit note, through the orders core's price adjustments and
 * watchers; visitors read and print their own, staff any, and admins set the rates.
 */
export const receiptsModule: ServerModule = {
  setUp(ctx) {
    const { orders, payments, utcOffset, now } = ctx;
    const issuing = createReceiptIssuing({ orders, payments, utcOffset, now });
    issuingOf.set(ctx, issuing);
    orders.adjustPrices(issuing.adjust);
    orders.watch(issuing.watcher);
  },
  async api(api, ctx) {
    const { db, orders, audit, utcOffset, now } = ctx;
    const issuing = issuingOf.get(ctx) as ReceiptIssuing;
    const deps = {
      views: createReceiptViews({ db, orders, issuing }),
      editor: createTaxEditor({ db, audit, now, today: () => attractionToday(utcOffset, now()) }),
      utcOffset,
    };
    await api.register(receiptRoutes(deps));
    await api.register(consoleReceiptRoutes(deps));
  },
};
