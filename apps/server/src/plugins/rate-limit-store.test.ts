import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, expect, it, vi } from 'vitest';
import { freePort } from '#test/child-server.ts';
import { type RateLimitStore, sharedOrLocalStore } from './rate-limit-store.ts';

const logged: string[] = [];
const log = {
  warn: (_fields: unknown, message: string) => logged.push(`warn ${message}`),
  info: (message: string) => logged.push(`info ${message}`),
} as unknown as FastifyBaseLogger;

const count = (store: RateLimitStore, key: string, windowMs = 60_000) =>
  new Promise<number>((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)),
      windowMs,
      3,
    ),
  );

afterEach(() => {
  vi.useRealTimers();
  logged.length = 0;
});

it('counts in memory, per limit and per window, when Redis is not there', async () => {
  // Nothing listens on this port: the client never becomes ready.
  const redis = new Redis(await freePort(), '127.0.0.1', {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  const { Store, close } = sharedOrLocalStore(redis, 'test:', log);
  expect(logged).toEqual([
    'warn Redis unreachable: rate limits are counted by each instance alone until it is back',
  ]);
  const route = Store.child({ routeInfo: { method: 'POST', url: '/login' } });

  expect([await count(Store, 'a'), await count(Store, 'a'), await count(Store, 'b')]).toEqual([
    1, 2, 1,
  ]);
  // A route's own limit counts apart from the global one.
  expect(await count(route, 'a')).toBe(1);
  // The window ends: counting starts again.
  vi.setSystemTime(Date.now() + 60_001);
  expect(await count(Store, 'a')).toBe(1);
  expect(logged).toHaveLength(1);
  close();
  redis.disconnect();
});
