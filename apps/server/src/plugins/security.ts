import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { AppError } from '#server/lib/errors.ts';
import { type RateLimitStore, sharedOrLocalStore } from './rate-limit-store.ts';

export interface SecurityOptions {
  /** `'sha256-…'` of the inline scripts the built pages carry (entry-page.ts). */
  inlineScripts: string[];
  apiPrefix: string;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
}

/**
 * The policy the web app and the console are built to pass: no remote script, and no inline one
 * but those the built pages carry, allowed by their hash (the entry page's shell, entry-page.ts).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // antd-mobile and the image viewer position elements with inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // The embedded mode is served over plain HTTP on a LAN; TLS is the load balancer's job.
  upgradeInsecureRequests: null,
};

/** A year, subdomains included: helmet's default, sent only where it means something. */
const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  // Built once: helmet parses its directives when created, so creating it per request (as the
  // Fastify wrapper does) would cost every answer that work again.
  const documentHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        ...CONTENT_SECURITY_POLICY,
        scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...options.inlineScripts],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  // JSON answers are never rendered as documents, so the document-only headers (CSP, framing,
  // DNS prefetch...) would be dead weight on the busiest responses; the rest still apply.
  const apiHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  const isApi = (url: string) =>
    url.startsWith(`${options.apiPrefix}/`) && !url.startsWith(`${options.apiPrefix}/docs`);
  app.addHook('onRequest', (request, reply, done) => {
    // HSTS only over HTTPS (directly, or as X-Forwarded-Proto says behind TRUST_PROXY): sent over
    // plain HTTP it is ignored at best, and the embedded mode is served over HTTP on a LAN.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    const headers = isApi(request.url) ? apiHeaders : documentHeaders;
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  const redis = options.redisUrl ? await connectRedis(options.redisUrl) : undefined;
  // Counted in Redis across instances; while it is away, in this instance's memory (decision 026).
  const counting = redis
    ? sharedOrLocalStore(redis, `${options.redisKeyPrefix}rate-limit:`, app.log)
    : undefined;
  if (redis && counting) {
    app.addHook('onClose', async () => {
      counting.close();
      await redis.quit().catch(() => {});
    });
  }

  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: options.rateLimitWindowMs,
    // Without Redis the plugin counts in memory itself: one instance, the embedded mode.
    ...(counting ? { store: storeConstructor(counting.Store) } : {}),
    // Static files are not rate limited; a phone loads a dozen of them per page.
    allowList: (request) => !request.url.startsWith(`${options.apiPrefix}/`),
    // Limits are announced only once they bite (with Retry-After), not on every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: () => Object.assign(new AppError('rateLimited'), { statusCode: 429 }),
  });
}

/** The plugin builds its store with `new`; ours is made already, with its children. */
function storeConstructor(store: RateLimitStore): FastifyRateLimitStoreCtor {
  return function SharedOrLocal() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The rate limiter's Redis. While it is away (a restart, a network fault, a server that stopped
 * answering) every command fails at once or within REDIS_COMMAND_TIMEOUT_MS instead of waiting
 * in a queue, and the store counts in memory meanwhile; the client reconnects by itself.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;

async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
  });
  // Reported by the store, once per outage; listened to so that it never ends the process.
  redis.on('error', () => {});
  // Counted in Redis from the first call when it is there at start; a start without it goes on.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, 2000);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
    redis.once('ready', done);
  });
  return redis;
}
