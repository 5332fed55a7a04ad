import type { ServerModule } from '#server/server-module.ts';
import { VERSION } from '#server/version.ts';
import { healthRoutes } from './routes.ts';

/** Whether the server and its database answer, with the version and the payment mode. */
export const healthModule: ServerModule = {
  async api(api, { db, database, config }) {
    await api.register(healthRoutes(db, database.engine, VERSION, config.PAYMENT_PROVIDER));
  },
};
