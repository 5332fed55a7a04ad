import type { ServerModule } from '#server/server-module.ts';
import { staffAdminRoutes } from './admin-routes.ts';
import { staffAuthRoutes } from './routes.ts';

/** Staff signing in and out, and the accounts an admin keeps (made in the shared context). */
export const staffModule: ServerModule = {
  async api(api, { staff, config }) {
    await api.register(staffAuthRoutes(staff.auth, config.STAFF_LOGIN_RATE_LIMIT_MAX));
    await api.register(staffAdminRoutes(staff.accounts));
  },
};
