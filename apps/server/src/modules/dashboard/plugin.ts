import type { ServerModule } from '#server/server-module.ts';
import { dashboardRoutes } from './routes.ts';
import { createDashboard } from './service.ts';

/** The console's figures of the day. */
export const dashboardModule: ServerModule = {
  async api(api, { db, utcOffset }) {
    await api.register(dashboardRoutes(createDashboard({ db, utcOffset })));
  },
};
