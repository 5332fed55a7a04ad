import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface ContentChangesOptions {
  /** Several instances share changes through this Redis; without it there is only this one. */
  redisUrl: string | undefined;
  /** The channel every instance of this deployment listens on (REDIS_KEY_PREFIX + "content-changed"). */
  channel: string;
  /** Forgets this instance's cached content. */
  invalidate: () => void;
  log: FastifyBaseLogger;
}

export interface ContentChanges {
  /** A change is committed: this instance forgets its cache at once, the others when told. */
  changed(): void;
  close(): Promise<void>;
}

/** How long a start waits for the subscription before going on without it (as for rate limits). */
const SUBSCRIBE_WAIT_MS = 2000;

/**
 * Publishing is immediate on every instance behind the load balancer: each caches the home page's
 * content for CONTENT_CACHE_SECONDS, so a save is announced on a Redis channel and every instance
 * clears its own cache. A Redis outage never fails a save: it is logged, the saving instance is
 * fresh at once, the others within the cache's lifetime, and each clears its cache when its
 * subscription comes back, since it may have missed a message meanwhile.
 */
export async function connectContentChanges(
  options: ContentChangesOptions,
): Promise<ContentChanges> {
  const { redisUrl, channel, invalidate, log } = options;
  if (!redisUrl) return { changed: invalidate, close: async () => {} };

  // Each instance skips its own message: it has already cleared its cache.
  const instance = randomUUID();
  // Like the rate limiter's: while Redis is away a publish fails at once instead of queueing.
  const publisher = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
  });
  publisher.on('error', () => {
    // Reported by the subscriber (once per outage) and by each failed publish.
  });
  // A connection in subscriber mode does nothing else. It subscribes on every (re)connection
  // itself, so that it knows when the subscription is back.
  const subscriber = new Redis(redisUrl, {
    connectTimeout: 2000,
    maxRetriesPerRequest: null,
    autoResubscribe: false,
  });
  let subscribedBefore = false;
  let away = false;
  let closing = false;
  const lost = (error?: Error) => {
    if (away || closing) return;
    away = true;
    log.warn({ err: error }, 'Redis unreachable: other instances may show old content for a while');
  };
  subscriber.on('error', lost);
  subscriber.on('close', () => lost());
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel && message !== instance) invalidate();
  });
  const firstSubscription = new Promise<void>((resolve) => {
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          // Changes announced while it was away were missed: forget everything once.
          if (subscribedBefore) invalidate();
          if (away) log.info('Redis reachable again: content changes are shared');
          subscribedBefore = true;
          away = false;
          resolve();
        },
        (error: unknown) => log.warn({ err: error }, 'content changes: could not subscribe'),
      );
    });
  });
  // A start without Redis goes on: the cache's lifetime bounds what other instances miss.
  await Promise.race([
    firstSubscription,
    new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref()),
  ]);

  return {
    changed() {
      invalidate();
      publisher.publish(channel, instance).catch((error: unknown) => {
        log.warn({ err: error }, 'content change not announced to other instances');
      });
    },
    async close() {
      closing = true;
      subscriber.disconnect();
      await publisher.quit().catch(() => {});
    },
  };
}
