import path from 'node:path';
import { LOCALES, type Locale } from '@scenic/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { AppDatabase } from './db/connect.ts';
import type { Db } from './db/database.ts';
import { loadAppSecret } from './lib/app-secret.ts';
import { connectContentChanges } from './lib/content-changes.ts';
import { type EmailCheck, emailDomainCheck } from './lib/email-domains.ts';
import { createPublishedCache } from './lib/published-cache.ts';
import { type Audit, createAudit } from './modules/audit/service.ts';
import { createSessions, type Sessions } from './modules/auth/sessions.ts';
import type { CatalogueEditorDeps } from './modules/catalogue/editor.ts';
import { type CatalogueService, createCatalogueService } from './modules/catalogue/service.ts';
import { orderedGoods } from './modules/goods-orders/ordered-goods.ts';
import { createHomeReader, type HomeReader } from './modules/home/reader.ts';
import { smsReportUrl } from './modules/messaging/routes.ts';
import { connectOrderRelay } from './modules/orders/feed-relay.ts';
import { createLiveStreams, type LiveStreams } from './modules/orders/live-streams.ts';
import { createOrderService, type OrderService } from './modules/orders/service.ts';
import { createParkReader, type ParkReader } from './modules/park/reader.ts';
import { createPaymentService, type PaymentService } from './modules/payments/service.ts';
import { createSceneryProcessor, type SceneryProcessor } from './modules/scenery/processing.ts';
import { setUpStaff } from './modules/staff/setup.ts';
import { createVrReader } from './modules/vr/reader.ts';
import { markFromWeather } from './modules/weather/rain-days.ts';
import { createMessaging, type Messaging } from './providers/messaging/index.ts';
import type { EInvoicing } from './providers/myinvois/index.ts';
import type { SubmissionJournal } from './providers/myinvois/journal.ts';
import { type CurlecGateway, curlecGateway } from './providers/payments/curlec.ts';
import { type StripeGateway, stripeGateway } from './providers/payments/stripe.ts';
import type { SocialVerifier } from './providers/social/types.ts';
import { createObjectStore, type ObjectStore } from './providers/storage/index.ts';
import { markHeavyRain } from './providers/weather/heavy-rain.ts';
import { liveWeatherProvider } from './providers/weather/live-provider.ts';
import { operatorReading } from './providers/weather/operator-reading.ts';
import type { WeatherProvider } from './providers/weather/types.ts';
import { createWeatherService, type WeatherService } from './providers/weather/weather-service.ts';

export interface AppOptions {
  config: Config;
  database: AppDatabase;
  /** Overrides the configured live weather provider (tests use a local fake). */
  weatherProvider?: WeatherProvider;
  /** Overrides the Google / Facebook token checks (tests verify locally signed tokens). */
  social?: { google?: SocialVerifier; facebook?: SocialVerifier };
  /** Makes MyInvois e-invoicing over the given journal (tests talk to a local stand-in). */
  eInvoicing?: (journal: SubmissionJournal) => EInvoicing;
  logger?: FastifyServerOptions['logger'];
  /** Where the originals of scenery images are kept (default: DATA_DIR/originals). */
  originals?: ObjectStore;
  /** The clock of staff sessions, lock-outs and the audit log (tests move it forward). */
  clock?: () => number;
}

/**
 * What every module is given when it registers (DESIGN §4): the configuration, the database, the
 * clock, the attraction's time zone and the services made once and shared by several modules. A
 * module builds the services only it uses itself, in its own `plugin.ts`.
 */
export interface AppContext {
  config: Config;
  database: AppDatabase;
  db: Db;
  log: FastifyBaseLogger;
  /** The clock of staff sessions, lock-outs and the audit log (tests move it forward). */
  now: () => number;
  /** The attraction's offset from UTC (`+08:00`): its today, its opening days. */
  utcOffset: string;
  /** The server's own secret: signed links, pass codes, hashed keys. */
  secret: string;
  /** Where built-in public pictures (uploads and their resized copies) are kept. */
  uploadsDir: string;
  /** Tells every instance that something visitors see was published, so caches are dropped. */
  changed: () => void;
  /** A session ended or an account's roles changed: the live streams it held are checked again. */
  accessChanged: () => void;
  /** The park's name in a language, for messages and pages. */
  brandName: (locale: Locale) => Promise<string>;
  checkEmail: EmailCheck;
  audit: Audit;
  messaging: Messaging;
  weather: WeatherService;
  /** The home page as visitors read it (its banners also make the first page's preload). */
  home: HomeReader;
  /** The park's details as visitors read them (its name is the brand in messages). */
  park: ParkReader;
  catalogue: CatalogueService;
  sessions: Sessions;
  staff: Awaited<ReturnType<typeof setUpStaff>>;
  live: LiveStreams;
  payments: PaymentService;
  /** Stripe, when its keys are configured. */
  stripe: StripeGateway | undefined;
  /** Curlec, when its keys are configured. */
  curlec: CurlecGateway | undefined;
  orders: OrderService;
  /** Where the originals of scenery images are kept. */
  originals: ObjectStore;
  sceneryProcessor: SceneryProcessor;
  /** Which goods' combinations orders name: goods orders answer it for the catalogue editor. */
  orderedGoods: CatalogueEditorDeps['ordered'];
  /** Replacements tests give for outside services (social sign-in checks). */
  social: AppOptions['social'];
  /** A replacement for the configured MyInvois e-invoicing (tests). */
  eInvoicing: AppOptions['eInvoicing'];
}

/**
 * Makes the shared parts once, in the order they need each other, and ties their lifetimes to the
 * server's (each closes with it).
 */
export async function createContext(
  app: FastifyInstance,
  options: AppOptions,
): Promise<AppContext> {
  const { config, database } = options;
  const { db } = database;
  const utcOffset = config.ATTRACTION_UTC_OFFSET;
  const now = options.clock ?? Date.now;
  const log = app.log;

  const weather = createWeatherService({
    provider: options.weatherProvider
      ? async () => options.weatherProvider
      : liveWeatherProvider(db, config, log),
    fallback: operatorReading(db, log),
    cacheMs: config.WEATHER_CACHE_SECONDS * 1000,
    log,
    ...(config.RAIN_THRESHOLD_MM
      ? {
          onReading: markHeavyRain(
            (date, note) => markFromWeather(db, date, note),
            config.RAIN_THRESHOLD_MM,
            utcOffset,
          ),
        }
      : {}),
  });
  const catalogue = createCatalogueService(db);
  // What visitors read of the published content is cached in this instance; staff edits reach
  // visitors at once on every instance, not after the cache's lifetime; the weather is read again
  // too, since the park's coordinates may be what changed.
  const published = createPublishedCache(config.CONTENT_CACHE_SECONDS * 1000);
  const vr = createVrReader({ db, published });
  const home = createHomeReader({ db, published, catalogue, vr, utcOffset, now: Date.now });
  const park = createParkReader({ db, utcOffset });
  const contentChanges = await connectContentChanges({
    redisUrl: config.REDIS_URL,
    channel: `${config.REDIS_KEY_PREFIX}content-changed`,
    invalidate: () => {
      published.clear();
      weather.clearCache();
    },
    log,
  });
  app.addHook('onClose', async () => contentChanges.close());
  const brandName = async (locale: Locale) => (await park.scenic(locale)).name;

  const secret = await loadAppSecret(db, config.APP_SECRET);
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
            statusCallback: smsReportUrl(config),
          }
        : undefined,
  });
  app.addHook('onClose', async () => messaging.close());
  const audit = createAudit({ db, now, utcOffset });
  // Live order screens: at most LIVE_STREAMS_MAX per visitor or staff session, let go when their
  // client leaves, ended with their session or role, and closed when the server stops.
  const live = createLiveStreams(
    {
      maxPerOwner: config.LIVE_STREAMS_MAX,
      checkEveryMs: config.LIVE_STREAMS_CHECK_SECONDS * 1000,
    },
    log,
  );
  app.addHook('preClose', async () => live.closeAll());
  const accessChanged = () => void live.recheck();
  const staff = await setUpStaff({
    accessChanged,
    db,
    audit,
    config,
    secret,
    parkNames: async () => Promise.all(LOCALES.map(brandName)),
    log,
    now,
  });

  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? stripeGateway({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : undefined;
  const curlec =
    config.CURLEC_KEY_ID && config.CURLEC_KEY_SECRET && config.CURLEC_WEBHOOK_SECRET
      ? curlecGateway({
          keyId: config.CURLEC_KEY_ID,
          keySecret: config.CURLEC_KEY_SECRET,
          webhookSecret: config.CURLEC_WEBHOOK_SECRET,
          apiBase: config.CURLEC_API_BASE,
        })
      : undefined;
  const payments = createPaymentService({
    db,
    secret,
    provider: config.PAYMENT_PROVIDER,
    log,
    // Each payment is refunded through the gateway that took it.
    refundGateways: { ...(stripe ? { stripe } : {}), ...(curlec ? { curlec } : {}) },
  });
  const orders = createOrderService({
    db,
    payments,
    holdMinutes: config.ORDER_HOLD_MINUTES,
    unpaidCaps: {
      orders: config.UNPAID_ORDERS_PER_VISITOR,
      placesPerDate: config.UNPAID_PLACES_PER_DATE,
    },
    log,
  });
  // A kitchen's move reaches visitors' live screens on every instance, not only this one.
  const orderRelay = await connectOrderRelay({
    redisUrl: config.REDIS_URL,
    channel: `${config.REDIS_KEY_PREFIX}order-changes`,
    feed: orders.feed,
    log,
  });
  app.addHook('onClose', async () => orderRelay.close());

  const originals = options.originals ?? createObjectStore(config);
  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  // Previews of uploaded scenery originals are made in the background, one at a time; at start
  // it picks up what a stopped server left, and on close it finishes the one in hand.
  const sceneryProcessor = createSceneryProcessor({
    db,
    store: originals,
    uploadsDir,
    mark: async () => `${(await brandName('en')).toUpperCase()} · PREVIEW`,
    log,
  });
  app.addHook('onReady', async () => sceneryProcessor.wake());
  app.addHook('onClose', async () => sceneryProcessor.close());

  return {
    config,
    database,
    db,
    log,
    now,
    utcOffset,
    secret,
    uploadsDir,
    changed: contentChanges.changed,
    accessChanged,
    brandName,
    checkEmail: emailDomainCheck(config.BLOCKED_EMAIL_DOMAINS),
    audit,
    messaging,
    weather,
    home,
    park,
    catalogue,
    sessions: createSessions(db),
    staff,
    live,
    payments,
    stripe,
    curlec,
    orders,
    originals,
    sceneryProcessor,
    orderedGoods,
    social: options.social,
    eInvoicing: options.eInvoicing,
  };
}
