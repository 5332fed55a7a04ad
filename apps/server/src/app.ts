import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { fastifySSE } from '@fastify/sse';
import { MAX_BODY_BYTES, MAX_PATH_PARAM_LENGTH } from '@scenic/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppOptions, createContext } from './context.ts';
import { loggerOptions } from './logger.ts';
import { auditModule } from './modules/audit/plugin.ts';
import { authModule } from './modules/auth/plugin.ts';
import { camerasModule } from './modules/cameras/plugin.ts';
import { catalogueModule } from './modules/catalogue/plugin.ts';
import { commentsModule } from './modules/comments/plugin.ts';
import { contactModule } from './modules/contact/plugin.ts';
import { dashboardModule } from './modules/dashboard/plugin.ts';
import { eInvoicesModule } from './modules/e-invoices/plugin.ts';
import { giftCardsModule } from './modules/gift-cards/plugin.ts';
import { goodsOrdersModule } from './modules/goods-orders/plugin.ts';
import { healthModule } from './modules/health/plugin.ts';
import { helpModule } from './modules/help/plugin.ts';
import { homeModule } from './modules/home/plugin.ts';
import { messagingModule } from './modules/messaging/plugin.ts';
import { ordersModule } from './modules/orders/plugin.ts';
import { parkModule } from './modules/park/plugin.ts';
import { paymentsModule } from './modules/payments/plugin.ts';
import { privacyModule } from './modules/privacy/plugin.ts';
import { promotionsModule } from './modules/promotions/plugin.ts';
import { receiptsModule } from './modules/receipts/plugin.ts';
import { sceneryModule } from './modules/scenery/plugin.ts';
import { staffModule } from './modules/staff/plugin.ts';
import { ticketsModule } from './modules/tickets/plugin.ts';
import { uploadsModule } from './modules/uploads/plugin.ts';
import { vrModule } from './modules/vr/plugin.ts';
import { weatherModule } from './modules/weather/plugin.ts';
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
import type { ServerModule } from './server-module.ts';
import { VERSION } from './version.ts';

export type { AppOptions } from './context.ts';
export { VERSION } from './version.ts';

/**
 * The server's modules, each wiring its own services and routes from the shared context
 * (`context.ts`). A new capability is a new module here, not new lines in this file.
 */
const MODULES: readonly ServerModule[] = [
  healthModule,
  homeModule,
  parkModule,
  helpModule,
  vrModule,
  weatherModule,
  catalogueModule,
  authModule,
  contactModule,
  ticketsModule,
  ordersModule,
  goodsOrdersModule,
  promotionsModule,
  giftCardsModule,
  commentsModule,
  sceneryModule,
  camerasModule,
  paymentsModule,
  staffModule,
  auditModule,
  uploadsModule,
  dashboardModule,
  messagingModule,
  receiptsModule,
  privacyModule,
  eInvoicesModule,
];

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

  const ctx = await createContext(app, options);
  registerAuthenticate(app, ctx.sessions);
  registerRequireStaff(app, ctx.staff.sessions, `${config.API_PREFIX}/console`);
  app.decorate('orders', ctx.orders);
  app.decorate('payments', ctx.payments);
  app.decorate('sceneryProcessor', ctx.sceneryProcessor);

  for (const module of MODULES) module.setUp?.(ctx, app);
  await app.register(
    async (api) => {
      for (const module of MODULES) await module.api?.(api, ctx);
    },
    { prefix: config.API_PREFIX },
  );
  for (const module of MODULES) await module.pages?.(app, ctx);

  await registerStatic(app, {
    webDist: config.WEB_DIST,
    consoleDist: config.CONSOLE_DIST,
    uploadsDir: ctx.uploadsDir,
    imageCacheDir: path.join(config.DATA_DIR, 'cache', 'images'),
    webEntry,
    firstBanner: async () => (await ctx.home.banners(['home'], 'en')).home?.[0]?.cover,
  });

  return app;
}
