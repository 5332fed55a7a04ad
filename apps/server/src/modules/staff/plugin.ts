import type { ServerModule } from '#server/server-module.ts';
import { consoleAuthRoutes } from './console-auth-routes.ts';
import { consoleStaffRoutes } from './console-routes.ts';

/** Staff signing in and out, and the accounts an admin keeps (made in the shared context). */
export const staffModule: ServerModule = {
  async api(api, { staff, config }) {
    await api.register(consoleAuthRoutes(staff.auth, config.STAFF_LOGIN_RATE_LIMIT_MAX));
    await api.register(consoleStaffRoutes(staff.accounts));
  },
};
