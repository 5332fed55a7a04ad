import type { FastifyBaseLogger } from 'fastify';
import { connectChannel } from './redis-channel.ts';

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
  const shared = await connectChannel<null>({
    redisUrl,
    channel,
    log,
    receive: invalidate,
    // Changes announced while it was away were missed: forget everything once.
    resubscribed: invalidate,
    say: {
      away: 'Redis unreachable: other instances may show old content for a while',
      back: 'Redis reachable again: content changes are shared',
      unsent: 'content change not announced to other instances',
    },
  });
  return {
    changed() {
      invalidate();
      shared.publish(null);
    },
    close: shared.close,
  };
}
