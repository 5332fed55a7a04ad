import type { ServerModule } from '#server/server-module.ts';
import { consoleInboxRoutes } from './console-routes.ts';
import { createInbox } from './inbox.ts';
import { contactRoutes } from './routes.ts';

/** Visitors' messages to the park, and the console's inbox that answers them. */
export const contactModule: ServerModule = {
  async api(api, { db, config, checkEmail, messaging, audit, brandName, now, log }) {
    await api.register(contactRoutes(db, config.AUTH_RATE_LIMIT_MAX, checkEmail));
    await api.register(
      consoleInboxRoutes(createInbox({ db, messaging, audit, brandName, now, log })),
    );
  },
};
