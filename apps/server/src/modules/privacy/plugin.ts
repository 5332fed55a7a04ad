import { destinationPolicyFor, loginCodesFor } from '#server/modules/auth/wiring.ts';
import type { ServerModule } from '#server/server-module.ts';
import { createClosing } from './closing.ts';
import { createConsents } from './consents.ts';
import { consoleRetentionRoutes } from './console-routes.ts';
import { createRetention, startRetentionTimer } from './retention.ts';
import { privacyRoutes } from './routes.ts';

/**
 * Personal data under the PDPA (decision 045): the privacy notice each visitor accepts, their copy
 * of what the park holds, corrections, closing the account, and the daily retention purge.
 */
export const privacyModule: ServerModule = {
  setUp({ db, audit, now, log, config }, app) {
    startRetentionTimer(createRetention({ db, audit, now, log }), {
      minutes: config.RETENTION_CHECK_MINUTES,
      log,
      onClose: (stop) => app.addHook('onClose', async () => stop()),
    });
  },
  async api(api, ctx) {
    const { db, audit, now, log, config, accessChanged } = ctx;
    const consents = createConsents({ db, now });
    await api.register(
      privacyRoutes({
        db,
        now,
        consents,
        closing: createClosing({ db, audit, consents, now, accessChanged }),
        codes: loginCodesFor(ctx),
        checkDestination: destinationPolicyFor(ctx),
        rateLimitMax: config.AUTH_RATE_LIMIT_MAX,
      }),
    );
    await api.register(consoleRetentionRoutes(createRetention({ db, audit, now, log })));
  },
};
