import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** What the rate limiter asks of a store: one more call under `key`, counted in a window. */
type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

export interface RateLimitStore {
  incr(key: string, callback: Counted, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/** How often, while Redis is away, the limiter asks whether it is back. */
const PROBE_MS = 1000;
/** Client addresses one instance remembers per limit while it counts alone (oldest forgotten). */
const MEMORY_KEYS = 50_000;

/**
 * One call counted in Redis: the first of a window starts its expiry, every one reads what is
 * left of it. A key without an expiry (never made by this script) is given one.
 */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Counts kept by this process alone, each for its own window; the oldest go first when full. */
class MemoryCounts {
  private readonly counts = new Map<string, { current: number; endsAt: number }>();

  count(key: string, windowMs: number, now = Date.now()) {
    let entry = this.counts.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { current: 0, endsAt: now + windowMs };
    }
    entry.current += 1;
    // Re-inserted, so the Map's order is the order of last use.
    this.counts.delete(key);
    this.counts.set(key, entry);
    if (this.counts.size > MEMORY_KEYS) {
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
    return { current: entry.current, ttl: entry.endsAt - now };
  }
}

/** Whether the limits are counted in Redis right now; shared by every limit of the instance. */
class Sharing {
  shared = true;
  private probe: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly redis: Redis;
  private readonly log: FastifyBaseLogger;

  constructor(redis: Redis, log: FastifyBaseLogger) {
    this.redis = redis;
    this.log = log;
    // A start without Redis goes on, counting here, and says so.
    if (redis.status !== 'ready') this.lost();
    // Its 'error' events repeat at every reconnection attempt: the log says so once per outage.
    redis.on('error', (error: Error) => this.lost(error));
    redis.on('close', () => this.lost());
    redis.on('ready', () => this.check());
  }

  /** Redis failed a command or the connection: count here, say so once, watch for its return. */
  lost(error?: Error) {
    if (this.closed || !this.shared) return;
    this.shared = false;
    this.log.warn(
      { err: error },
      'Redis unreachable: rate limits are counted by each instance alone until it is back',
    );
    this.probe = setInterval(() => this.check(), PROBE_MS);
    this.probe.unref();
  }

  /** Back only when Redis answers a command, not when a connection merely opens. */
  private check() {
    if (this.shared || this.closed || this.redis.status !== 'ready') return;
    this.redis.ping().then(
      () => {
        if (this.shared || this.closed) return;
        this.shared = true;
        clearInterval(this.probe);
        this.probe = undefined;
        this.log.info('Redis reachable again: rate limits are shared across instances');
      },
      () => {
        // Still away; the next probe asks again.
      },
    );
  }

  close() {
    this.closed = true;
    clearInterval(this.probe);
  }
}

/**
 * The rate limiter's store (decision 026): counted in Redis, so one client address's calls on
 * every instance count together; while Redis is away, counted in this instance's memory with the
 * same limit and window, so the limits hold per instance instead of lapsing, and calls never wait
 * on Redis. When Redis answers again the shared count takes over; what was counted in memory
 * meanwhile is not carried over.
 */
export function sharedOrLocalStore(redis: Redis, keyPrefix: string, log: FastifyBaseLogger) {
  const sharing = new Sharing(redis, log);
  redis.defineCommand('scenicRateCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const countInRedis = (key: string, windowMs: number) =>
    (
      redis as Redis & {
        scenicRateCount(key: string, windowMs: number): Promise<[number, number]>;
      }
    ).scenicRateCount(key, windowMs);

  const store = (prefix: string): RateLimitStore => {
    const memory = new MemoryCounts();
    return {
      incr(key, callback, timeWindow) {
        if (!sharing.shared) return callback(null, memory.count(key, timeWindow));
        countInRedis(`${prefix}${key}`, timeWindow).then(
          ([current, ttl]) => callback(null, { current, ttl }),
          (error: Error) => {
            sharing.lost(error);
            callback(null, memory.count(key, timeWindow));
          },
        );
      },
      child(routeOptions) {
        // A route with a limit of its own counts apart from the global one.
        const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } })
          .routeInfo;
        return store(`${prefix}${String(route?.method ?? '')}${String(route?.url ?? '')}-`);
      },
    };
  };
  return { Store: store(keyPrefix), close: () => sharing.close() };
}
