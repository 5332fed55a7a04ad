import { facebookVerifier } from '#server/providers/social/facebook.ts';
import { googleVerifier } from '#server/providers/social/google.ts';
import type { ServerModule } from '#server/server-module.ts';
import { areaCodeRoutes } from './area-code-routes.ts';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';
import { destinationPolicyFor, loginCodesFor } from './wiring.ts';

/** Visitors signing in: codes by mail or text, Google and Facebook, and their sessions. */
export const authModule: ServerModule = {
  async api(api, ctx) {
    const { config, db, sessions } = ctx;
    const codes = loginCodesFor(ctx);
    const google =
      ctx.social?.google ??
      (config.GOOGLE_CLIENT_ID ? googleVerifier(config.GOOGLE_CLIENT_ID) : undefined);
    const facebook =
      ctx.social?.facebook ??
      (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
        ? facebookVerifier({
            appId: config.FACEBOOK_APP_ID,
            appSecret: config.FACEBOOK_APP_SECRET,
            graphUrl: config.FACEBOOK_GRAPH_URL,
          })
        : undefined);
    await api.register(areaCodeRoutes(db));
    await api.register(
      authRoutes({
        accessChanged: ctx.accessChanged,
        codes,
        checkDestination: destinationPolicyFor(ctx),
        auth: createAuthService({ db, codes, sessions, google, facebook }),
        sessions,
        appIds: {
          google: google ? (config.GOOGLE_CLIENT_ID ?? '') : '',
          facebook: facebook ? (config.FACEBOOK_APP_ID ?? '') : '',
        },
        rateLimitMax: config.AUTH_RATE_LIMIT_MAX,
      }),
    );
  },
};
