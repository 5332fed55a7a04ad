import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { OrderChange, OrderFeed } from './feed.ts';

export interface OrderRelayOptions {
  /** Several instances share order changes through this Redis; without it there is only this one. */
  redisUrl: string | undefined;
  /** The channel every instance of this deployment listens on (REDIS_KEY_PREFIX + "order-changes"). */
  channel: string;
  feed: OrderFeed;
  log: FastifyBaseLogger;
}

/** How long a start waits for the subscription before going on without it (as for content changes). */
const SUBSCRIBE_WAIT_MS = 2000;

/**
 * Shares committed order changes between instances over Redis pub/sub (decision 024), so the
 * visitor's live screen on one instance hears the kitchen's "ready" made on another. Each instance
 * skips its own messages: its screens heard them already. While Redis is away changes stay on the
 * instance that made them (logged once); a screen reading the order again (a reconnect, a reload)
 * is told where it stands, since every stream starts with the order's status.
 */
export async function connectOrderRelay(
  options: OrderRelayOptions,
): Promise<{ close(): Promise<void> }> {
  const { redisUrl, channel, feed, log } = options;
  if (!redisUrl) return { close: async () => {} };

  const instance = randomUUID();
  // While Redis is away a publish fails at once instead of queueing behind the outage.
  const publisher = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
  });
  publisher.on('error', () => {
    // Reported by the subscriber, once per outage.
  });
  const subscriber = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: null });
  let away = false;
  let closing = false;
  const lost = (error?: Error) => {
    if (away || closing) return;
    away = true;
    log.warn({ err: error }, 'Redis unreachable: live order screens hear only this instance');
  };
  subscriber.on('error', lost);
  subscriber.on('close', () => lost());
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { sender, change } = JSON.parse(message) as { sender: string; change: OrderChange };
      if (sender !== instance) feed.receive(change);
    } catch (error) {
      log.warn({ err: error }, 'unreadable order change on Redis ignored');
    }
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => {
      if (away) log.info('Redis reachable again: live order screens hear every instance');
      away = false;
    },
    (error: unknown) => log.warn({ err: error }, 'order changes: could not subscribe'),
  );
  subscriber.on('ready', () => {
    if (away) log.info('Redis reachable again: live order screens hear every instance');
    away = false;
  });
  await Promise.race([
    subscribed,
    new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref()),
  ]);

  feed.relayTo((change) => {
    publisher.publish(channel, JSON.stringify({ sender: instance, change })).catch(() => {
      // The subscriber has logged the outage; the screens of this instance were told.
    });
  });
  return {
    async close() {
      closing = true;
      feed.relayTo(undefined);
      subscriber.disconnect();
      await publisher.quit().catch(() => {});
    },
  };
}
