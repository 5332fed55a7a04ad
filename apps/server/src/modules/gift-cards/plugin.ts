import type { AppContext } from '#server/context.ts';
import type { ServerModule } from '#server/server-module.ts';
import { createGiftCardCheckout, GIFT_CARD_PROVIDER, type GiftCardCheckout } from './checkout.ts';
import { consoleGiftCardRoutes, giftCardRoutes } from './routes.ts';
import { createGiftCards } from './service.ts';

/** Each application's gift cards at checkout (one per app: tests run several in one process). */
const checkoutOf = new WeakMap<AppContext, GiftCardCheckout>();

/**
 * Gift cards (decision 042): a card pays at checkout before the payment page, refunds go back onto
 * it, sold cards are issued once paid, and cards past their day expire in the orders' sweep.
 */
export const giftCardsModule: ServerModule = {
  setUp(ctx) {
    const { db, orders, payments, utcOffset, now } = ctx;
    const checkout = createGiftCardCheckout({ db, orders, payments, utcOffset, now });
    checkoutOf.set(ctx, checkout);
    orders.acceptTender(GIFT_CARD_PROVIDER, checkout.tender);
    orders.watch(checkout.watcher);
    payments.refundThrough(GIFT_CARD_PROVIDER, checkout.refunds);
    orders.onSweep(() => checkout.expireDue());
  },
  async api(api, ctx) {
    const { db, audit, utcOffset, now } = ctx;
    const checkout = checkoutOf.get(ctx) as GiftCardCheckout;
    const cards = createGiftCards({ db, audit, checkout, utcOffset, now });
    await api.register(giftCardRoutes(cards));
    await api.register(consoleGiftCardRoutes(cards, { db, audit }));
  },
};
