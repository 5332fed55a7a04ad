import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors.ts';

export interface SecurityOptions {
  apiPrefix: string;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  redisUrl: string | undefined;
}

/** The policy the web app and the console are built to pass: no inline or remote script. */
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

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    // Pictures and videos are embedded by the apps only, but may be opened directly.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());

  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: options.rateLimitWindowMs,
    ...(redis ? { redis, nameSpace: 'scenic-rl:' } : {}),
    // Static files are not rate limited; a phone loads a dozen of them per page.
    allowList: (request) => !request.url.startsWith(`${options.apiPrefix}/`),
    errorResponseBuilder: () => Object.assign(new AppError('rateLimited'), { statusCode: 429 }),
  });
}
