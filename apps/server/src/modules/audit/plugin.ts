import type { ServerModule } from '#server/server-module.ts';
import { auditRoutes } from './routes.ts';

/** The audit log's console screen (the log itself is written through the shared `audit`). */
export const auditModule: ServerModule = {
  async api(api, { audit }) {
    await api.register(auditRoutes(audit));
  },
};
