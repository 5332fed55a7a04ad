import type { ServerModule } from '#server/server-module.ts';
import { consoleOutboxRoutes } from './console-routes.ts';
import { smsReportRoutes, smsReportUrl } from './routes.ts';

/** The console's outbox of mail and texts, and Twilio's delivery reports when texts go through it. */
export const messagingModule: ServerModule = {
  async api(api, { db, config }) {
    await api.register(consoleOutboxRoutes(db));
    const callbackUrl = smsReportUrl(config);
    if (callbackUrl) {
      await api.register(
        smsReportRoutes(db, { authToken: config.TWILIO_AUTH_TOKEN ?? '', callbackUrl }),
      );
    }
  },
};
