import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MAX_TICKETS_PER_ORDER,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  webAddressProblem,
} from '@scenic/contracts';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads, validated once at boot (fail fast). */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** SQLite durability: FULL survives power loss; NORMAL is faster but may lose the last commits. */
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  PG_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** How long a call waits for a new PostgreSQL connection before it answers "unavailable". */
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Longest a PostgreSQL statement may run (0: no limit); migrations at start have none. */
  PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** How long an SQLite write waits while another process holds the file's lock. */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  /** Prefix of every key this deployment writes to Redis, so several can share one server. */
  REDIS_KEY_PREFIX: z.string().min(1).default('scenic:'),
  API_PREFIX: z
    .string()
    .regex(/^\/[a-z0-9-_/]*[a-z0-9-_]$/i, 'API_PREFIX must start with / and not end with /')
    .default('/api'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Sign-in calls (codes, logins, contact) per client address per minute, on top of the above. A
   * crowd on the park's guest Wi-Fi shares one address, so this stays above what hundreds signing
   * in at the gate send; codes are guarded per destination and by their own limits below.
   */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  /** Login codes one client address may ask for per hour, however many of them are entered. */
  LOGIN_CODES_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(1000),
  /**
   * Login codes from one client address in the last hour that nobody has entered yet: a crowd
   * enters its codes, an address spraying codes at strangers' phones does not.
   */
  LOGIN_CODES_UNUSED_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(100),
  TRUST_PROXY: flag.default(false),
  /** API requests per client address per window; a whole crowd may share the park's Wi-Fi address. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3000),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Live weather (Open-Meteo, no key) where the park's coordinates are known; else the operator's reading. */
  WEATHER_PROVIDER: z.enum(['open-meteo', 'operator']).default('open-meteo'),
  WEATHER_API_URL: z.url().default('https://api.open-meteo.com'),
  WEATHER_CACHE_SECONDS: z.coerce.number().int().min(0).default(600),
  /** The attraction's UTC offset: visit dates, opening days and the countdown are in its time. */
  ATTRACTION_UTC_OFFSET: z
    .string()
    .regex(/^[+-]\d\d:\d\d$/, 'ATTRACTION_UTC_OFFSET looks like +08:00')
    .default('+08:00'),
  /** How long home content may be served from memory before it is read again. */
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * Key for the HMACs of login codes and ticket codes. Without it, one is made at first start and
   * kept in the database, so every instance on that database shares it.
   */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  /** smtp(s)://user:pass@host:port: send e-mail; without it, e-mail lands in the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Bukit Awan Rainforest Park <no-reply@bukitawan.example>'),
  /** Where login codes by SMS go: the outbox table, or Twilio's Messages API. */
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/i, 'TWILIO_ACCOUNT_SID looks like AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'TWILIO_AUTH_TOKEN is too short').optional(),
  /** The sender: a Twilio number in E.164 (+14155550100) or an alphanumeric sender id (BukitAwan). */
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
      'TWILIO_FROM is a number in E.164 (+14155550100) or a sender id of up to 11 letters and digits, with a letter',
    )
    .optional(),
  /** A Twilio messaging service (MG...) picks the sender itself; used instead of TWILIO_FROM. */
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(
      /^MG[0-9a-f]{32}$/i,
      'TWILIO_MESSAGING_SERVICE_SID looks like MG followed by 32 hex digits',
    )
    .optional(),
  /** Another Twilio API address (a local test server); Twilio's own by default. */
  TWILIO_API_BASE: z.url().optional(),
  /**
   * How long an SMS gateway or mail server may take to accept a message before the visitor is told
   * it failed; well under the web app's 30 s request timeout.
   */
  MESSAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(20_000).default(8000),
  /** Comma-separated e-mail domains refused on top of the built-in disposable-mail list. */
  BLOCKED_EMAIL_DOMAINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/,
            'BLOCKED_EMAIL_DOMAINS is a comma-separated list of domains (tempmail.example, other.example)',
          ),
      ),
    ),
  /** OAuth client id of a Google sign-in app; Google login is off without it. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Facebook app id and secret; Facebook login is off without both. */
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  /** Minutes an unpaid order holds its places before it expires. */
  ORDER_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Orders one visitor may have waiting for payment at once, of every kind together. */
  UNPAID_ORDERS_PER_VISITOR: z.coerce.number().int().min(1).default(3),
  /** Places of one ticket and date one visitor may hold unpaid, across orders: at least one full order. */
  UNPAID_PLACES_PER_DATE: z.coerce
    .number()
    .int()
    .min(MAX_TICKETS_PER_ORDER, `UNPAID_PLACES_PER_DATE must be at least ${MAX_TICKETS_PER_ORDER}`)
    .default(MAX_TICKETS_PER_ORDER),
  /** How often unpaid orders past their window are expired (0 turns the sweeper off). */
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * How often each instance asks whether the daily retention purge is due (0: never); one instance
   * runs each day's purge, whichever asks first (decision 045).
   */
  RETENTION_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /** How often each instance runs the e-invoice job (queue, send, follow up); 0: never. */
  E_INVOICE_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  /**
   * Live streams (a visitor's order page, the kitchen screen) one visitor, or one staff session,
   * may hold open at once on an instance; one more answers 1081.
   */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * How often an open live stream's session and role are checked again, so a logout or a role
   * taken away on another instance ends it too (on this instance it ends at once).
   */
  LIVE_STREAMS_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Key that machines (a turnstile, a kitchen printer) send as `x-staff-key` to the gate scan and
   * order-advance calls; those calls are off without it. People use staff accounts instead.
   */
  STAFF_API_KEY: z.string().min(16, 'STAFF_API_KEY must be at least 16 characters').optional(),
  /**
   * The password of the `admin` staff account made at first start when there are no staff yet;
   * without it a random one is made and printed once in the log. Read only at that first start.
   */
  ADMIN_PASSWORD: z
    .string()
    .min(
      STAFF_PASSWORD_MIN_LENGTH,
      `ADMIN_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
    )
    .max(
      STAFF_PASSWORD_MAX_LENGTH,
      `ADMIN_PASSWORD is at most ${STAFF_PASSWORD_MAX_LENGTH} characters`,
    )
    .optional(),
  /** A staff session ends this many hours after its last use (a shift and its breaks). */
  STAFF_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** ...and at the latest this many hours after its login, however busy. */
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  /** Wrong passwords in a row that lock a staff account... */
  STAFF_LOCKOUT_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  /** ...for this many minutes (a wrong password after a quiet spell this long starts a new count). */
  STAFF_LOCKOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Console logins per client address per minute, whatever the user names tried. */
  STAFF_LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /**
   * scrypt's cost for new staff password hashes, as log2 of N (15: 32 MiB and roughly 0.1 s per
   * check). Existing hashes keep their own cost and are redone at the next login once it is raised.
   */
  STAFF_PASSWORD_COST: z.coerce.number().int().min(10).max(20).default(15),
  /**
   * Where visitors pay: the built-in sandbox page, Stripe Checkout (MYR: card, FPX, GrabPay) or
   * Curlec's hosted checkout (MYR: FPX, card, Touch 'n Go, Boost, GrabPay, DuitNow QR).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'curlec']).default('sandbox'),
  /**
   * Only read to refuse the sandbox, and a real gateway without PUBLIC_URL, in production; every
   * other behaviour has its own variable.
   */
  NODE_ENV: z.string().optional(),
  /** Lets a production site (a staging copy, a demo) run on the sandbox, where no money is taken. */
  ALLOW_SANDBOX_PAYMENTS: flag.default(false),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API address (a local test server); Stripe's own by default. */
  STRIPE_API_BASE: z.url().optional(),
  /** Curlec's API key (`rzp_live_...` or `rzp_test_...`) and its secret, from Curlec's dashboard. */
  CURLEC_KEY_ID: z.string().optional(),
  CURLEC_KEY_SECRET: z.string().optional(),
  /** The secret set on the webhook in Curlec's dashboard: it signs every delivery. */
  CURLEC_WEBHOOK_SECRET: z.string().optional(),
  /** Another Curlec API address (a local test server); Razorpay's own by default. */
  CURLEC_API_BASE: z.url().optional(),
  /**
   * The public address visitors reach (https://tickets.example.com), for gateway return links and
   * delivery reports; needed in production with a gateway (decision 031). Kept without a final slash.
   */
  PUBLIC_URL: z
    .string()
    .refine(
      (value) => webAddressProblem(value, ['https:', 'http:']) === null && !/[?#]/.test(value),
      'PUBLIC_URL must be a whole http(s) address without a user name, password, query or fragment',
    )
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /**
   * Rain in the last hour (mm) from the live weather provider at which today becomes a heavy-rain
   * day of the weather guarantee; off when unset (the operator marks days instead).
   */
  RAIN_THRESHOLD_MM: z.coerce.number().positive().optional(),
  /**
   * An S3-compatible bucket for the originals of scenery images; a private folder under DATA_DIR
   * when unset. The endpoint is for non-AWS services (MinIO, R2...).
   */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default('originals/'),
  SEED_DEMO: flag.default(true),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  CONSOLE_DIST: z.string().default(path.join(repoRoot, 'apps/console/dist')),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * LHDN MyInvois e-invoicing: off unless the client id, secret, certificate and key are all set.
   * The addresses default to LHDN's pre-production (sandbox) environment; production is
   * https://api.myinvois.hasil.gov.my and https://myinvois.hasil.gov.my.
   */
  MYINVOIS_API_URL: z.url().default('https://preprod-api.myinvois.hasil.gov.my'),
  /** Where the system logs in (`/connect/token`); the same host as the API for a taxpayer's system. */
  MYINVOIS_IDENTITY_URL: z.url().default('https://preprod-api.myinvois.hasil.gov.my'),
  /** The portal a validated e-invoice's QR code links to: `{portal}/{uuid}/share/{longId}`. */
  MYINVOIS_PORTAL_URL: z.url().default('https://preprod.myinvois.hasil.gov.my'),
  MYINVOIS_CLIENT_ID: z.string().min(1).optional(),
  MYINVOIS_CLIENT_SECRET: z.string().min(1).optional(),
  /** PEM files of the signing certificate (from a Malaysian CA) and its private key. */
  MYINVOIS_CERT_PATH: z.string().min(1).optional(),
  MYINVOIS_KEY_PATH: z.string().min(1).optional(),
  MYINVOIS_KEY_PASSPHRASE: z.string().optional(),
  /** How long one call to MyInvois may take before it counts as lost and is tried again. */
  MYINVOIS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
});

export type Config = z.infer<typeof configSchema>;

const requireStripeKeys = (config: z.infer<typeof configSchema>) =>
  config.PAYMENT_PROVIDER !== 'stripe' ||
  Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);

const requireCurlecKeys = (config: z.infer<typeof configSchema>) =>
  config.PAYMENT_PROVIDER !== 'curlec' ||
  Boolean(config.CURLEC_KEY_ID && config.CURLEC_KEY_SECRET && config.CURLEC_WEBHOOK_SECRET);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (
    result.success &&
    result.data.S3_BUCKET &&
    !(result.data.S3_ACCESS_KEY_ID && result.data.S3_SECRET_ACCESS_KEY)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  if (
    result.success &&
    result.data.S3_BUCKET &&
    !result.data.S3_ENDPOINT &&
    result.data.S3_REGION === 'auto'
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET on AWS needs S3_REGION (e.g. ap-southeast-1); "auto" is for S3_ENDPOINT services',
    );
  }
  if (result.success && !requireStripeKeys(result.data)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (result.success && !requireCurlecKeys(result.data)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER=curlec needs CURLEC_KEY_ID, CURLEC_KEY_SECRET and CURLEC_WEBHOOK_SECRET',
    );
  }
  if (result.success && result.data.SMS_PROVIDER === 'twilio') {
    const twilio = result.data;
    if (!(twilio.TWILIO_ACCOUNT_SID && twilio.TWILIO_AUTH_TOKEN)) {
      throw new ConfigError(
        'Invalid configuration:\n  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN',
      );
    }
    if (!(twilio.TWILIO_FROM || twilio.TWILIO_MESSAGING_SERVICE_SID)) {
      throw new ConfigError(
        'Invalid configuration:\n  SMS_PROVIDER=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
      );
    }
  }
  if (
    result.success &&
    result.data.NODE_ENV === 'production' &&
    result.data.PAYMENT_PROVIDER !== 'sandbox' &&
    !result.data.PUBLIC_URL
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_PROVIDER=${result.data.PAYMENT_PROVIDER} with NODE_ENV=production needs ` +
        'PUBLIC_URL (https://tickets.example.com): the gateway sends visitors back there, and the ' +
        "address a request claims to come to (its Host header) is the sender's to choose",
    );
  }
  if (
    result.success &&
    result.data.NODE_ENV === 'production' &&
    result.data.PAYMENT_PROVIDER === 'sandbox' &&
    !result.data.ALLOW_SANDBOX_PAYMENTS
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER is "sandbox" (the default) with NODE_ENV=production: ' +
        'visitors could "pay" with one tap and no money taken. Set PAYMENT_PROVIDER=stripe or curlec ' +
        'with its keys, or ALLOW_SANDBOX_PAYMENTS=true for a site that takes no real payments',
    );
  }
  if (result.success) {
    const myinvois = [
      'MYINVOIS_CLIENT_ID',
      'MYINVOIS_CLIENT_SECRET',
      'MYINVOIS_CERT_PATH',
      'MYINVOIS_KEY_PATH',
    ] as const;
    const missing = myinvois.filter((name) => !result.data[name]);
    if (missing.length > 0 && missing.length < myinvois.length) {
      throw new ConfigError(
        `Invalid configuration:\n  e-invoicing (MyInvois) needs ${missing.join(', ')} as well, or none of ${myinvois.join(', ')}`,
      );
    }
  }
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
