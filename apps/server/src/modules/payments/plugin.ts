import type { ServerModule } from '#server/server-module.ts';
import { paymentCallbackRoutes, sandboxPageRoutes, stripePageRoutes } from './routes.ts';

/** Gateways' callbacks, and the pages a visitor pays on (the sandbox's, Stripe's return). */
export const paymentsModule: ServerModule = {
  async api(api, { payments, stripe }) {
    await api.register(paymentCallbackRoutes(payments, stripe));
  },
  async pages(app, { payments, stripe, config }) {
    await app.register(sandboxPageRoutes(payments, config.API_PREFIX));
    if (stripe) await app.register(stripePageRoutes(payments, stripe, config.PUBLIC_URL));
  },
};
