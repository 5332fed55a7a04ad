import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { fastifySSE } from '@fastify/sse';
import { LOCALES, MAX_BODY_BYTES, MAX_PATH_PARAM_LENGTH } from '@scenic/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { AppDatabase } from './db/connect.ts';
import { loadAppSecret } from './lib/app-secret.ts';
import { emailDomainCheck } from './lib/email-domains.ts';
import { loggerOptions } from './logger.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { createAudit } from './modules/audit/service.ts';
import { createLoginCodes } from './modules/auth/codes.ts';
import { destinationPolicy } from './modules/auth/destination-policy.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSessions } from './modules/auth/sessions.ts';
import { consoleCatalogueRoutes } from './modules/catalogue/console-routes.ts';
import { createCatalogueEditor } from './modules/catalogue/editor.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { createCatalogueService } from './modules/catalogue/service.ts';
import { reviewConsoleRoutes } from './modules/comments/console-routes.ts';
import { createReviewModeration } from './modules/comments/moderation.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { createComments } from './modules/comments/service.ts';
import { consoleInboxRoutes } from './modules/contact/console-routes.ts';
import { createInbox } from './modules/contact/inbox.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { consoleContentRoutes } from './modules/content/console-routes.ts';
import { createContentEditor } from './modules/content/editor.ts';
import { createGuaranteeEditor } from './modules/content/guarantee-editor.ts';
import { consoleHelpRoutes } from './modules/content/help-console-routes.ts';
import { createHelpEditor } from './modules/content/help-editor.ts';
import { consoleHomeRoutes } from './modules/content/home-console-routes.ts';
import { createHomeEditor } from './modules/content/home-editor.ts';
import { createParkEditor } from './modules/content/park-editor.ts';
import { consoleParkRoutes } from './modules/content/park-routes.ts';
import { connectContentChanges } from './modules/content/publish.ts';
import { markFromWeather } from './modules/content/rain-days.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { createContentService } from './modules/content/service.ts';
import { consoleVrRoutes } from './modules/content/vr-console-routes.ts';
import { createVrEditor } from './modules/content/vr-editor.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { createDashboard } from './modules/dashboard/service.ts';
import { orderedGoods } from './modules/goods-orders/ordered-goods.ts';
import { goodsOrderRoutes } from './modules/goods-orders/routes.ts';
import { createGoodsOrders } from './modules/goods-orders/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { consoleOutboxRoutes } from './modules/messaging/console-routes.ts';
import { smsReportRoutes, TWILIO_REPORT_PATH } from './modules/messaging/routes.ts';
import { createConsoleOrders } from './modules/orders/console.ts';
import { consoleOrderRoutes } from './modules/orders/console-routes.ts';
import { counterRoutes } from './modules/orders/counter-routes.ts';
import { connectOrderRelay } from './modules/orders/feed-relay.ts';
import { kitchenRoutes } from './modules/orders/kitchen-routes.ts';
import { createLiveStreams } from './modules/orders/live-streams.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { createOrderService } from './modules/orders/service.ts';
import { staffOrderRoutes } from './modules/orders/staff-routes.ts';
import {
  paymentCallbackRoutes,
  sandboxPageRoutes,
  stripePageRoutes,
} from './modules/payments/routes.ts';
import { createPaymentService } from './modules/payments/service.ts';
import { createCameraEditor } from './modules/scenery/camera-editor.ts';
import { createCameraService } from './modules/scenery/cameras.ts';
import { createSceneryEditor } from './modules/scenery/console.ts';
import { consoleCameraRoutes } from './modules/scenery/console-camera-routes.ts';
import { consoleSceneryRoutes } from './modules/scenery/console-routes.ts';
import { demoLiveRoutes } from './modules/scenery/demo-live.ts';
import { createSceneryProcessor } from './modules/scenery/processing.ts';
import { sceneryRoutes } from './modules/scenery/routes.ts';
import { createSceneryService } from './modules/scenery/service.ts';
import { staffAdminRoutes } from './modules/staff/admin-routes.ts';
import { staffAuthRoutes } from './modules/staff/routes.ts';
import { setUpStaff } from './modules/staff/setup.ts';
import { createTicketCatalogue } from './modules/tickets/catalogue.ts';
import { consoleTicketCatalogueRoutes } from './modules/tickets/console-catalogue-routes.ts';
import { consoleGateRoutes } from './modules/tickets/console-gate-routes.ts';
import { createGate } from './modules/tickets/gate.ts';
import { ticketOrderRoutes } from './modules/tickets/order-routes.ts';
import { createReschedule } from './modules/tickets/reschedule.ts';
import { ticketRoutes } from './modules/tickets/routes.ts';
import { createTicketService } from './modules/tickets/service.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { createUploads } from './modules/uploads/service.ts';
import { plugOrderKinds, startOrderSweeper } from './order-kinds.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerAuthenticate } from './plugins/authenticate.ts';
import { registerBodyLimits } from './plugins/body-limits.ts';
import { registerDocs } from './plugins/docs.ts';
import { readEntryPage } from './plugins/entry-page.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorEnvelope,
} from './plugins/errors.ts';
import { trackInFlight } from './plugins/in-flight.ts';
import { registerLocale } from './plugins/locale.ts';
import { registerRequireStaff } from './plugins/require-staff.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStatic } from './plugins/static.ts';
import { registerValidation } from './plugins/validation.ts';
import { createMessaging } from './providers/messaging/index.ts';
import { stripeGateway } from './providers/payments/stripe.ts';
import { facebookVerifier } from './providers/social/facebook.ts';
import { googleVerifier } from './providers/social/google.ts';
import type { SocialVerifier } from './providers/social/types.ts';
import { createObjectStore, type ObjectStore } from './providers/storage/index.ts';
import { markHeavyRain } from './providers/weather/heavy-rain.ts';
import { liveWeatherProvider } from './providers/weather/live-provider.ts';
import { operatorReading } from './providers/weather/operator-reading.ts';
import type { WeatherProvider } from './providers/weather/types.ts';
import { createWeatherService } from './providers/weather/weather-service.ts';

export const VERSION = '0.1.0';

export interface AppOptions {
  config: Config;
  database: AppDatabase;
  /** Overrides the configured live weather provider (tests use a local fake). */
  weatherProvider?: WeatherProvider;
  /** Overrides the Google / Facebook token checks (tests verify locally signed tokens). */
  social?: { google?: SocialVerifier; facebook?: SocialVerifier };
  logger?: FastifyServerOptions['logger'];
  /** Where the originals of scenery images are kept (default: DATA_DIR/originals). */
  originals?: ObjectStore;
  /** The clock of staff sessions, lock-outs and the audit log (tests move it forward). */
  clock?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The order service, for the sweeper's callers (tests, operations scripts). */
    orders: import('./modules/orders/service.ts').OrderService;
    /** The payment service: refunds and the queue of payments flagged for refund. */
    payments: import('./modules/payments/service.ts').PaymentService;
    /** Requests whose handler still runs; shutdown waits for them before closing the database. */
    inFlight: ReturnType<typeof import('./plugins/in-flight.ts').trackInFlight>;
    /** The background queue of scenery previews (tests wait until it is idle). */
    sceneryProcessor: import('./modules/scenery/processing.ts').SceneryProcessor;
  }
}

/** Builds the whole server without listening: tests import this and use `inject`. */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Lets in-flight requests finish on close while idle keep-alive sockets are dropped at once.
    forceCloseConnections: 'idle',
    // Long enough for a signed download link; a longer path parameter answers 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'database connection lost; the next call opens a new one'),
  );

  registerValidation(app);
  // The API reads JSON only: plain text answers "please send JSON" (415) rather than a field error.
  app.removeContentTypeParser('text/plain');
  // Responses are checked against their schemas in tests; in production they are only serialized.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  registerLocale(app);
  registerAuth(app);
  app.decorate('inFlight', trackInFlight(app));
  registerErrorEnvelope(app, config.API_PREFIX);
  registerBodyLimits(app);
  const webEntry = readEntryPage(config.WEB_DIST);
  await registerSecurity(app, {
    inlineScripts: webEntry?.scriptHashes ?? [],
    apiPrefix: config.API_PREFIX,
    rateLimitMax: config.RATE_LIMIT_MAX,
    rateLimitWindowMs: config.RATE_LIMIT_WINDOW_MS,
    redisUrl: config.REDIS_URL,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
  });
  // Phones on slow networks: compress API answers; built assets are served pre-compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerDocs(app, config.API_PREFIX, VERSION);
  // Live order screens (the visitor's food order, the kitchen): a heartbeat keeps phones' proxies open.
  await app.register(fastifySSE, { heartbeatInterval: 15_000 });

  const weather = createWeatherService({
    provider: options.weatherProvider
      ? async () => options.weatherProvider
      : liveWeatherProvider(db, config, app.log),
    fallback: operatorReading(db, app.log),
    cacheMs: config.WEATHER_CACHE_SECONDS * 1000,
    log: app.log,
    ...(config.RAIN_THRESHOLD_MM
      ? {
          onReading: markHeavyRain(
            (date, note) => markFromWeather(db, date, note),
            config.RAIN_THRESHOLD_MM,
            config.ATTRACTION_UTC_OFFSET,
          ),
        }
      : {}),
  });
  const catalogue = createCatalogueService(db);
  const content = createContentService({
    db,
    weather,
    catalogue,
    cacheMs: config.CONTENT_CACHE_SECONDS * 1000,
    utcOffset: config.ATTRACTION_UTC_OFFSET,
  });
  // Staff edits reach visitors at once on every instance, not after the cache's lifetime; the
  // weather is read again too, since the park's coordinates may be what changed.
  const contentChanges = await connectContentChanges({
    redisUrl: config.REDIS_URL,
    channel: `${config.REDIS_KEY_PREFIX}content-changed`,
    invalidate: () => {
      content.invalidate();
      weather.clearCache();
    },
    log: app.log,
  });
  app.addHook('onClose', async () => contentChanges.close());

  const secret = await loadAppSecret(db, config.APP_SECRET);
  const smsReportUrl =
    config.SMS_PROVIDER === 'twilio' && config.PUBLIC_URL
      ? `${config.PUBLIC_URL}${config.API_PREFIX}${TWILIO_REPORT_PATH}`
      : undefined;
  const messaging = createMessaging(db, {
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    timeoutMs: config.MESSAGE_TIMEOUT_MS,
    twilio:
      config.SMS_PROVIDER === 'twilio'
        ? {
            accountSid: config.TWILIO_ACCOUNT_SID ?? '',
            authToken: config.TWILIO_AUTH_TOKEN ?? '',
            from: config.TWILIO_FROM,
            messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
            apiBase: config.TWILIO_API_BASE,
            statusCallback: smsReportUrl,
          }
        : undefined,
  });
  const checkEmail = emailDomainCheck(config.BLOCKED_EMAIL_DOMAINS);
  app.addHook('onClose', async () => messaging.close());
  const sessions = createSessions(db);
  registerAuthenticate(app, sessions);
  const clock = options.clock ?? Date.now;
  const audit = createAudit({ db, now: clock, utcOffset: config.ATTRACTION_UTC_OFFSET });
  // Live order screens: at most LIVE_STREAMS_MAX per visitor or staff session, let go when their
  // client leaves, ended with their session or role, and closed when the server stops.
  const live = createLiveStreams(
    {
      maxPerOwner: config.LIVE_STREAMS_MAX,
      checkEveryMs: config.LIVE_STREAMS_CHECK_SECONDS * 1000,
    },
    app.log,
  );
  app.addHook('preClose', async () => live.closeAll());
  const accessChanged = () => void live.recheck();
  const staff = await setUpStaff({
    accessChanged,
    db,
    audit,
    config,
    secret,
    parkNames: async () =>
      Promise.all(LOCALES.map(async (locale) => (await content.scenic(locale)).name)),
    log: app.log,
    now: clock,
  });
  registerRequireStaff(app, staff.sessions, `${config.API_PREFIX}/console`);
  const codes = createLoginCodes({
    db,
    secret,
    messaging,
    brandName: async (locale) => (await content.scenic(locale)).name,
    log: app.log,
    perAddress: {
      hour: config.LOGIN_CODES_PER_ADDRESS_HOUR,
      unusedHour: config.LOGIN_CODES_UNUSED_PER_ADDRESS_HOUR,
    },
  });
  const facebookOn = Boolean(config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET);
  const google =
    options.social?.google ??
    (config.GOOGLE_CLIENT_ID ? googleVerifier(config.GOOGLE_CLIENT_ID) : undefined);
  const facebook =
    options.social?.facebook ??
    (facebookOn
      ? facebookVerifier({
          appId: config.FACEBOOK_APP_ID ?? '',
          appSecret: config.FACEBOOK_APP_SECRET ?? '',
          graphUrl: config.FACEBOOK_GRAPH_URL,
        })
      : undefined);
  const auth = createAuthService({ db, codes, sessions, google, facebook });

  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? stripeGateway({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : undefined;
  const payments = createPaymentService({
    db,
    secret,
    provider: config.PAYMENT_PROVIDER,
    log: app.log,
    // Each payment is refunded through the gateway that took it.
    ...(stripe ? { refundGateways: { stripe } } : {}),
  });
  const orders = createOrderService({
    db,
    payments,
    holdMinutes: config.ORDER_HOLD_MINUTES,
    unpaidCaps: {
      orders: config.UNPAID_ORDERS_PER_VISITOR,
      placesPerDate: config.UNPAID_PLACES_PER_DATE,
    },
    log: app.log,
  });
  // A kitchen's move reaches visitors' live screens on every instance, not only this one.
  const orderRelay = await connectOrderRelay({
    redisUrl: config.REDIS_URL,
    channel: `${config.REDIS_KEY_PREFIX}order-changes`,
    feed: orders.feed,
    log: app.log,
  });
  app.addHook('onClose', async () => orderRelay.close());
  const tickets = createTicketService({ db, orders, utcOffset: config.ATTRACTION_UTC_OFFSET });
  plugOrderKinds(orders, { secret, utcOffset: config.ATTRACTION_UTC_OFFSET });
  startOrderSweeper(app, orders, {
    seconds: config.ORDER_SWEEP_SECONDS,
    utcOffset: config.ATTRACTION_UTC_OFFSET,
  });
  app.decorate('orders', orders);
  const ticketGate = createGate({
    db,
    orders,
    audit,
    secret,
    utcOffset: config.ATTRACTION_UTC_OFFSET,
  });
  app.decorate('payments', payments);
  const originals = options.originals ?? createObjectStore(config);
  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  // Previews of uploaded scenery originals are made in the background, one at a time; at start
  // it picks up what a stopped server left, and on close it finishes the one in hand.
  const sceneryProcessor = createSceneryProcessor({
    db,
    store: originals,
    uploadsDir,
    mark: async () => `${(await content.scenic('en')).name.toUpperCase()} · PREVIEW`,
    log: app.log,
  });
  app.addHook('onReady', async () => sceneryProcessor.wake());
  app.addHook('onClose', async () => sceneryProcessor.close());
  app.decorate('sceneryProcessor', sceneryProcessor);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db, database.engine, VERSION, config.PAYMENT_PROVIDER));
      await api.register(contentRoutes(content));
      await api.register(catalogueRoutes(catalogue));
      await api.register(
        authRoutes({
          accessChanged,
          codes,
          checkDestination: destinationPolicy({
            offeredAreaCodes: async () => (await content.areaCodes('en')).map((area) => area.code),
            checkEmail,
          }),
          auth,
          sessions,
          appIds: {
            google: google ? (config.GOOGLE_CLIENT_ID ?? '') : '',
            facebook: facebook ? (config.FACEBOOK_APP_ID ?? '') : '',
          },
          rateLimitMax: config.AUTH_RATE_LIMIT_MAX,
        }),
      );
      await api.register(contactRoutes(db, config.AUTH_RATE_LIMIT_MAX, checkEmail));
      await api.register(ticketRoutes(tickets));
      await api.register(orderRoutes(orders, live));
      await api.register(
        goodsOrderRoutes(
          createGoodsOrders(db, orders, { utcOffset: config.ATTRACTION_UTC_OFFSET }),
        ),
      );
      await api.register(commentRoutes(createComments(db)));
      await api.register(
        sceneryRoutes(
          createSceneryService({
            db,
            orders,
            store: originals,
            secret,
            downloadPath: `${config.API_PREFIX}/files/scenery`,
          }),
          createCameraService(db),
        ),
      );
      await api.register(staffOrderRoutes({ orders, audit, staffKey: config.STAFF_API_KEY }));
      await api.register(
        ticketOrderRoutes({
          orders,
          reschedule: createReschedule({ db, orders, utcOffset: config.ATTRACTION_UTC_OFFSET }),
          gate: ticketGate,
          messaging,
          checkEmail,
          brandName: async (locale) => (await content.scenic(locale)).name,
          staffKey: config.STAFF_API_KEY,
        }),
      );
      await api.register(paymentCallbackRoutes(payments, stripe));
      await api.register(staffAuthRoutes(staff.auth, config.STAFF_LOGIN_RATE_LIMIT_MAX));
      await api.register(staffAdminRoutes(staff.accounts));
      await api.register(auditRoutes(audit));
      await api.register(kitchenRoutes({ db, orders, audit, live }));
      await api.register(
        counterRoutes({ db, orders, audit, utcOffset: config.ATTRACTION_UTC_OFFSET }),
      );
      await api.register(uploadRoutes(createUploads({ uploadsDir })));
      await api.register(reviewConsoleRoutes(createReviewModeration({ db, audit })));
      await api.register(
        consoleSceneryRoutes(
          createSceneryEditor({
            db,
            store: originals,
            uploadsDir,
            incomingDir: path.join(config.DATA_DIR, 'incoming'),
            audit,
            processor: sceneryProcessor,
            changed: contentChanges.changed,
            log: app.log,
          }),
        ),
      );
      await api.register(
        consoleGateRoutes({ db, gate: ticketGate, utcOffset: config.ATTRACTION_UTC_OFFSET }),
      );
      await api.register(
        dashboardRoutes(createDashboard({ db, utcOffset: config.ATTRACTION_UTC_OFFSET })),
      );
      await api.register(
        consoleOrderRoutes({
          db,
          orders,
          payments,
          audit,
          consoleOrders: createConsoleOrders({
            db,
            orders,
            payments,
            audit,
            utcOffset: config.ATTRACTION_UTC_OFFSET,
          }),
        }),
      );
      await api.register(
        consoleInboxRoutes(
          createInbox({
            db,
            messaging,
            audit,
            brandName: async (locale) => (await content.scenic(locale)).name,
            now: clock,
            log: app.log,
          }),
        ),
      );
      await api.register(consoleOutboxRoutes(db));
      await api.register(
        consoleContentRoutes(
          createContentEditor({
            db,
            audit,
            catalogue,
            changed: contentChanges.changed,
            utcOffset: config.ATTRACTION_UTC_OFFSET,
            now: clock,
          }),
        ),
      );
      await api.register(
        consoleHelpRoutes(
          createHelpEditor({ db, audit, changed: contentChanges.changed, now: clock }),
        ),
      );
      await api.register(
        consoleParkRoutes(
          createParkEditor({
            db,
            audit,
            changed: contentChanges.changed,
            utcOffset: config.ATTRACTION_UTC_OFFSET,
            liveWeather: config.WEATHER_PROVIDER === 'open-meteo',
          }),
          createGuaranteeEditor({
            db,
            audit,
            changed: contentChanges.changed,
            utcOffset: config.ATTRACTION_UTC_OFFSET,
            now: clock,
          }),
        ),
      );
      await api.register(
        consoleVrRoutes(createVrEditor({ db, audit, changed: contentChanges.changed })),
      );
      await api.register(
        consoleHomeRoutes(
          createHomeEditor({ db, audit, catalogue, changed: contentChanges.changed }),
        ),
      );
      await api.register(
        consoleTicketCatalogueRoutes(
          createTicketCatalogue({
            db,
            audit,
            changed: contentChanges.changed,
            utcOffset: config.ATTRACTION_UTC_OFFSET,
            now: clock,
          }),
        ),
      );
      await api.register(
        consoleCatalogueRoutes(
          createCatalogueEditor({
            db,
            audit,
            ordered: orderedGoods,
            changed: contentChanges.changed,
          }),
        ),
      );
      await api.register(
        consoleCameraRoutes(createCameraEditor({ db, audit, changed: contentChanges.changed })),
      );
      if (smsReportUrl) {
        await api.register(
          smsReportRoutes(db, {
            authToken: config.TWILIO_AUTH_TOKEN ?? '',
            callbackUrl: smsReportUrl,
          }),
        );
      }
    },
    { prefix: config.API_PREFIX },
  );

  await app.register(sandboxPageRoutes(payments, config.API_PREFIX));
  await app.register(demoLiveRoutes(uploadsDir));
  if (stripe) await app.register(stripePageRoutes(payments, stripe, config.PUBLIC_URL));

  await registerStatic(app, {
    webDist: config.WEB_DIST,
    consoleDist: config.CONSOLE_DIST,
    uploadsDir,
    imageCacheDir: path.join(config.DATA_DIR, 'cache', 'images'),
    webEntry,
    firstBanner: async () => (await content.banners(['home'], 'en')).home?.[0]?.cover,
  });

  return app;
}
