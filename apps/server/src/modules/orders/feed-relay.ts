import type { FastifyBaseLogger } from 'fastify';
import { connectChannel } from '#server/lib/redis-channel.ts';
import type { OrderChange, OrderFeed } from './feed.ts';

export interface OrderRelayOptions {
  /** Several instances share order changes through this Redis; without it there is only this one. */
  redisUrl: string | undefined;
  /** The channel every instance of this deployment listens on (REDIS_KEY_PREFIX + "order-changes"). */
  channel: string;
  feed: OrderFeed;
  log: FastifyBaseLogger;
}

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
  const shared = await connectChannel<OrderChange>({
    redisUrl,
    channel,
    log,
    receive: (change) => feed.receive(change),
    say: {
      away: 'Redis unreachable: live order screens hear only this instance',
      back: 'Redis reachable again: live order screens hear every instance',
      unsent: 'order change not shared with other instances',
    },
  });
  feed.relayTo((change) => shared.publish(change));
  return {
    async close() {
      feed.relayTo(undefined);
      await shared.close();
    },
  };
}
