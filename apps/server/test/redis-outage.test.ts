import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database.ts';
import { type ChildServer, startChildServer } from './child-server.ts';
import { enginesUnderTest } from './engines.ts';
import {
  api,
  freshAddress,
  liveOrderScreen,
  paidFoodOrder,
  pay,
  type SharedSchema,
  seededDataDir,
  seededSchema,
  signIn,
  visitDate,
} from './instances.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RATE_LIMIT = 20;
const STAFF_KEY = 'kitchen-key-for-redis-outage-01';
const ADMIN_PASSWORD = 'redis-outage-owner-pass';
const AWAY = 'Redis unreachable: rate limits are counted by each instance alone until it is back';
const BACK = 'Redis reachable again: rate limits are shared across instances';

/**
 * Redis goes away under a running instance (decision 026): its rate limits are then counted in its
 * own memory, with the same limit and window, so they still bite; sales go on; the outage and the
 * return are logged once each; and the shared count in Redis takes over again once it is back.
 * Runs where a Redis server is given (.ci/run always gives one), on each engine.
 */
describe.runIf(process.env.TEST_REDIS_URL).each(enginesUnderTest())(
  'the rate limiter loses its Redis ($name)',
  (engine) => {
    const prefix = `test-outage-${randomBytes(4).toString('hex')}:`;
    let proxy: TcpProxy;
    let redis: Redis;
    let server: ChildServer;
    let shared: SharedSchema | undefined;
    let close: (() => Promise<void>) | undefined;
    let db: Db;

    beforeAll(async () => {
      const target = new URL(process.env.TEST_REDIS_URL ?? '');
      redis = new Redis(target.toString());
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      const throughProxy = new URL(target);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      const env = {
        REDIS_URL: throughProxy.toString(),
        REDIS_KEY_PREFIX: prefix,
        RATE_LIMIT_MAX: String(RATE_LIMIT),
        TRUST_PROXY: 'true',
        WEATHER_PROVIDER: 'operator',
        STAFF_API_KEY: STAFF_KEY,
        ADMIN_PASSWORD,
        STAFF_PASSWORD_COST: '10',
        // Content is cached five minutes: a save must still show at once on this instance.
        CONTENT_CACHE_SECONDS: '300',
      };
      if (engine.url) {
        shared = await seededSchema(engine.url);
        server = await startChildServer({ ...env, DATABASE_URL: shared.url, PG_POOL_SIZE: '5' });
        db = shared.db;
      } else {
        const own = await seededDataDir();
        server = await startChildServer({ ...env, DATA_DIR: own.dataDir });
        db = own.db;
        close = () => own.close();
      }
    });

    afterAll(async () => {
      await close?.();
      await server?.stop();
      await shared?.drop();
      await proxy?.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis?.disconnect();
    });

    const notices = (address: string) => api(server, 'GET', '/index/index/getNoticet', { address });
    const counted = async (address: string) =>
      Number((await redis.get(`${prefix}rate-limit:${address}`)) ?? 0);
    const lines = (text: string) => server.output().split(text).length - 1;
    const until = async (done: () => boolean | Promise<boolean>, ms: number) => {
      const end = Date.now() + ms;
      while (!(await done()) && Date.now() < end) await sleep(100);
    };

    it('counts per instance while Redis is away, keeps selling, logs once, and shares again once it is back', async () => {
      // Counted in Redis, before the outage.
      const before = freshAddress();
      expect((await notices(before)).json.code).toBe(0);
      expect(await counted(before)).toBe(1);

      // Redis stops answering (commands time out), then refuses connections (a restart).
      proxy.setMode('hang');
      proxy.cutAll();
      await until(() => lines(AWAY) > 0, 5000);
      proxy.setMode('refuse');
      proxy.cutAll();

      // The limit still bites, counted in this instance's memory: Redis never hears of it.
      const busy = freshAddress();
      for (let i = 0; i < RATE_LIMIT; i += 1) {
        const started = Date.now();
        expect((await notices(busy)).json.code).toBe(0);
        expect(Date.now() - started).toBeLessThan(1000);
      }
      const refused = await notices(busy);
      expect(refused.json.code).toBe(1004);
      expect(await counted(busy)).toBe(0);
      // Another address is not held back by it.
      expect((await notices(freshAddress())).json.code).toBe(0);

      // Sales go on: a visitor signs in, orders a ticket and pays.
      const token = await signIn(server, db, `outage-${engine.name}@example.com`);
      const created = await api(server, 'POST', '/index/order/createTicketOrder', {
        body: { ticketId: 1, date: visitDate(4), items: [{ variantId: 1, quantity: 2 }] },
        headers: { token },
      });
      expect(created.json.code).toBe(0);
      expect(await pay(server, created.json.data.payUrl)).toBe(303);
      const detail = await api(
        server,
        'GET',
        `/index/order/orderDetail?id=${created.json.data.id}`,
        { headers: { token } },
      );
      expect(detail.json.data.status).toBe('ready_to_use');

      // The kitchen and the visitor's live screen on this instance still hear each other.
      const food = await paidFoodOrder(server, token);
      const screen = await liveOrderScreen(server, token, food.id);
      expect(await screen.until(1)).toEqual(['making']);
      const moved = await api(server, 'POST', '/index/staff/order/advance', {
        body: { orderNo: food.orderNo, to: 'ready_for_pickup' },
        headers: { 'x-staff-key': STAFF_KEY },
      });
      expect(moved.json.code).toBe(0);
      expect(await screen.until(2)).toEqual(['making', 'ready_for_pickup']);
      await screen.close();

      // A banner saved here is served fresh here at once, despite the five-minute cache.
      const homeTitles = async () =>
        (
          await api(server, 'POST', '/index/index/getBanner', { body: { key: 'home' } })
        ).json.data.home.map((item: { title: string }) => item.title) as string[];
      expect(await homeTitles()).not.toContain('Saved during the outage');
      const staff = await api(server, 'POST', '/console/auth/login', {
        body: { userName: 'admin', password: ADMIN_PASSWORD },
      });
      // The first admin chooses a password of their own before anything else.
      const own = await api(server, 'POST', '/console/auth/password', {
        body: { oldPassword: ADMIN_PASSWORD, newPassword: 'the owner’s own passphrase' },
        headers: { 'x-staff-token': staff.json.data.token },
      });
      expect(own.json.code).toBe(0);
      const title = 'Saved during the outage';
      const saved = await api(server, 'POST', '/console/content/banners/save', {
        body: {
          slot: 'home',
          title: { zh: title, en: title, ma: title },
          cover: '/uploads/banners/outage.jpg',
          action: { type: 3, section: 'ticket' },
          sort: 0,
          enabled: true,
        },
        headers: { 'x-staff-token': staff.json.data.token },
      });
      expect(saved.json.code).toBe(0);
      expect((await homeTitles())[0]).toBe(title);
      expect(server.child.exitCode).toBeNull();

      // Redis is back: said once, and the shared count takes over again.
      proxy.setMode('open');
      await until(() => lines(BACK) > 0, 10_000);
      expect(lines(BACK)).toBe(1);
      expect(lines(AWAY)).toBe(1);
      const after = freshAddress();
      expect((await notices(after)).json.code).toBe(0);
      expect(await counted(after)).toBe(1);
      // Calls another instance counted for an address are this one's too.
      const elsewhere = freshAddress();
      await redis.set(`${prefix}rate-limit:${elsewhere}`, String(RATE_LIMIT), 'PX', 60_000);
      expect((await notices(elsewhere)).json.code).toBe(1004);
      expect(await counted(elsewhere)).toBe(RATE_LIMIT + 1);
    });
  },
);
