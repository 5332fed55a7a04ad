import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface ChannelOptions<T> {
  /** The Redis every instance of this deployment shares. */
  redisUrl: string;
  /** The channel (REDIS_KEY_PREFIX + its name). */
  channel: string;
  /** What another instance sent; never this instance's own messages. */
  receive: (payload: T) => void;
  /**
   * The subscription came back after an outage: whatever was sent meanwhile was missed (an
   * instance that caches forgets its cache).
   */
  resubscribed?: () => void;
  /** What the log says: when Redis is lost and when it is back (once each per outage). */
  say: { away: string; back: string; unsent: string };
  log: FastifyBaseLogger;
}

export interface Channel<T> {
  /** Sends to every other instance; a Redis outage is logged, never thrown. */
  publish(payload: T): void;
  close(): Promise<void>;
}

/** How long a start waits for the subscription before going on without it. */
const SUBSCRIBE_WAIT_MS = 2000;

/**
 * One Redis pub/sub channel shared by the instances of a deployment, as the content cache and the
 * live order screens use it: each message says which instance sent it, so an instance skips its
 * own; publishing never waits behind an outage (it fails at once and is logged); the subscriber
 * resubscribes itself on every reconnection, tells when it is back, and the start goes on without
 * Redis after a short wait.
 */
export async function connectChannel<T>(options: ChannelOptions<T>): Promise<Channel<T>> {
  const { redisUrl, channel, log, say } = options;
  const instance = randomUUID();
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
    log.warn({ err: error }, say.away);
  };
  subscriber.on('error', lost);
  subscriber.on('close', () => lost());
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { sender, payload } = JSON.parse(message) as { sender: string; payload: T };
      if (sender !== instance) options.receive(payload);
    } catch (error) {
      log.warn({ err: error, channel }, 'unreadable message on Redis ignored');
    }
  });
  const firstSubscription = new Promise<void>((resolve) => {
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          if (subscribedBefore) options.resubscribed?.();
          if (away) log.info(say.back);
          subscribedBefore = true;
          away = false;
          resolve();
        },
        (error: unknown) => log.warn({ err: error, channel }, 'could not subscribe'),
      );
    });
  });
  await Promise.race([
    firstSubscription,
    new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref()),
  ]);

  return {
    publish(payload: T) {
      publisher.publish(channel, JSON.stringify({ sender: instance, payload })).catch((error) => {
        log.warn({ err: error }, say.unsent);
      });
    },
    async close() {
      closing = true;
      subscriber.disconnect();
      await publisher.quit().catch(() => {});
    },
  };
}
