import type { ServerModule } from '#server/server-module.ts';
import { consolePayMethodRoutes } from './console-routes.ts';
import { curlecPageRoutes } from './curlec-routes.ts';
import { paymentCallbackRoutes, sandboxPageRoutes, stripePageRoutes } from './routes.ts';

/** Gateways' callbacks, the pages a visitor pays on (the sandbox's, Stripe's return, Curlec's). */
export const paymentsModule: ServerModule = {
  async api(api, { payments, stripe, curlec, db, audit, config }) {
    await api.register(paymentCallbackRoutes(payments, stripe, curlec));
    await api.register(consolePayMethodRoutes({ db, audit, gateway: config.PAYMENT_PROVIDER }));
  },
  async pages(app, { payments, stripe, curlec, config, db }) {
    await app.register(sandboxPageRoutes(payments, config.API_PREFIX));
    if (stripe) await app.register(stripePageRoutes(payments, stripe, config.PUBLIC_URL));
    if (curlec) {
      await app.register(curlecPageRoutes({ db, payments, curlec, publicUrl: config.PUBLIC_URL }));
    }
  },
};
