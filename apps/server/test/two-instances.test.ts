import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildServer } from './child-server.ts';
import {
  api,
  liveOrderScreen,
  paidFoodOrder,
  type SharedSchema,
  seededSchema,
  signIn as signInWith,
  startTwoInstances,
} from './instances.ts';

/**
 * Two real server processes on two ports, one PostgreSQL schema and one Redis key prefix, as behind
 * a load balancer: whatever a visitor or the staff do on one, the other answers as the same system
 * (decision 024).
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const SKIPPED =
  DATABASE_URL && REDIS_URL
    ? ''
    : ' (skipped: several instances share PostgreSQL and Redis; TEST_DATABASE_URL and TEST_REDIS_URL are needed)';

const ADMIN_PASSWORD = 'two-instances-owner-pass';
const STAFF_KEY = 'kitchen-key-for-two-instances-01';
/** Requests per client address per minute, counted across both instances. */
const RATE_LIMIT = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!DATABASE_URL || !REDIS_URL)(
  `two server processes are one system${SKIPPED}`,
  () => {
    let shared: SharedSchema;
    let a: ChildServer;
    let b: ChildServer;

    beforeAll(async () => {
      shared = await seededSchema(DATABASE_URL ?? '');
      [a, b] = await startTwoInstances(shared, REDIS_URL ?? '', {
        ADMIN_PASSWORD,
        STAFF_PASSWORD_COST: '10',
        STAFF_API_KEY: STAFF_KEY,
        RATE_LIMIT_MAX: String(RATE_LIMIT),
        // Only a change announced through Redis can show on the other instance within the test.
        CONTENT_CACHE_SECONDS: '300',
      });
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await shared?.drop();
    });

    const signIn = (server: ChildServer, email: string) => signInWith(server, shared.db, email);

    it('a visitor signed in on one instance is signed in on the other', async () => {
      const token = await signIn(a, 'roaming@example.com');
      const onB = await api(b, 'GET', '/index/user/info', { headers: { token } });
      expect(onB.json.code).toBe(0);
      expect(onB.json.data.email).toBe('roaming@example.com');
      expect((await api(b, 'GET', '/index/user/info')).json.code).toBe(1001);
    });

    it('one code a minute per address holds across both instances, from any client address', async () => {
      const email = 'twice@example.com';
      const first = await api(a, 'POST', '/index/login/sendCode', {
        body: { type: 'email', email },
      });
      expect(first.json.code).toBe(0);
      const again = await api(b, 'POST', '/index/login/sendCode', {
        body: { type: 'email', email },
      });
      expect(again.json).toMatchObject({ code: 2003 });
    });

    it('the rate limit counts the calls of one client address on both instances together', async () => {
      const address = '203.0.113.7';
      for (let i = 0; i < RATE_LIMIT; i += 1) {
        const server = i % 2 === 0 ? a : b;
        expect((await api(server, 'GET', '/index/index/getNoticet', { address })).json.code).toBe(
          0,
        );
      }
      for (const server of [a, b]) {
        const refused = await api(server, 'GET', '/index/index/getNoticet', { address });
        expect(refused.json.code).toBe(1004);
      }
      // Another address is not held back by it.
      expect((await api(b, 'GET', '/index/index/getNoticet')).json.code).toBe(0);
    });

    it('many messages asked of both instances at once are each sent once', async () => {
      const recipients = Array.from({ length: 30 }, (_, i) => `many-${i}@example.com`);
      const answers = await Promise.all(
        recipients.map((email, i) =>
          api(i % 2 === 0 ? a : b, 'POST', '/index/login/sendCode', {
            body: { type: 'email', email },
          }),
        ),
      );
      expect(answers.map((answer) => answer.json.code)).toEqual(recipients.map(() => 0));
      const rows = await shared.query(
        `select recipient, count(*)::int as sent from outbox
        where recipient like 'many-%' group by recipient order by recipient`,
      );
      expect(rows).toEqual([...recipients].sort().map((recipient) => ({ recipient, sent: 1 })));
    });

    it('unpaid orders left to expire under both sweepers expire once and give their places back once', async () => {
      const token = await signIn(b, 'hoarder@example.com');
      const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const remaining = async (server: ChildServer) => {
        const info = await api(
          server,
          'GET',
          `/index/index/ticketInfo?id=1&from=${date}&to=${date}`,
        );
        return info.json.data.days[0].remaining as number;
      };
      const before = await remaining(a);
      const count = 20;
      const created = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          api(i % 2 === 0 ? a : b, 'POST', '/index/order/createTicketOrder', {
            body: { ticketId: 1, date, items: [{ variantId: 1, quantity: 1 }] },
            headers: { token },
          }),
        ),
      );
      expect(created.map((answer) => answer.json.code)).toEqual(created.map(() => 0));
      expect(await remaining(b)).toBe(before - count);

      const logged = (server: ChildServer) =>
        [...server.output().matchAll(/"expired":(\d+)[^\n]*expired unpaid orders/g)].reduce(
          (sum, match) => sum + Number(match[1]),
          0,
        );
      const loggedBefore = logged(a) + logged(b);
      // Their payment windows close at once: both sweepers, every second, find all of them.
      const ids = created.map((answer) => answer.json.data.id as number);
      await shared.query(
        `update orders set expires_at = '2000-01-01T00:00:00.000Z' where id = any($1::int[])`,
        [ids],
      );
      const statuses = async () =>
        (await shared.query('select status from orders where id = any($1::int[])', [ids])).map(
          (row) => row.status as string,
        );
      const until = Date.now() + 8000;
      while ((await statuses()).some((status) => status !== 'expired') && Date.now() < until) {
        await sleep(200);
      }
      expect(await statuses()).toEqual(ids.map(() => 'expired'));
      // Two more sweeps on each: nothing is given back a second time.
      await sleep(2200);
      expect(await remaining(a)).toBe(before);
      expect(await remaining(b)).toBe(before);
      expect(logged(a) + logged(b) - loggedBefore).toBe(count);
      const detail = await api(a, 'GET', `/index/order/orderDetail?id=${ids[0]}`, {
        headers: { token },
      });
      expect(detail.json.data.status).toBe('expired');
    });

    it("a visitor's live screen on one instance hears the kitchen's ready made on the other", async () => {
      const token = await signIn(b, 'hungry@example.com');
      const order = await paidFoodOrder(b, token);
      const screen = await liveOrderScreen(b, token, order.id);
      expect(await screen.until(1)).toEqual(['making']);

      const moved = await api(a, 'POST', '/index/staff/order/advance', {
        body: { orderNo: order.orderNo, to: 'ready_for_pickup' },
        headers: { 'x-staff-key': STAFF_KEY },
      });
      expect(moved.json.code).toBe(0);
      expect(await screen.until(2)).toEqual(['making', 'ready_for_pickup']);
      await screen.close();
    });

    it('a banner saved on one instance is served by the other at once', async () => {
      const login = await api(a, 'POST', '/console/auth/login', {
        body: { userName: 'admin', password: ADMIN_PASSWORD },
      });
      expect(login.json.code).toBe(0);
      // The first admin chooses a password of their own before anything else.
      const own = await api(a, 'POST', '/console/auth/password', {
        body: { oldPassword: ADMIN_PASSWORD, newPassword: 'the owner’s own passphrase' },
        headers: { 'x-staff-token': login.json.data.token },
      });
      expect(own.json.code).toBe(0);
      const homeTitles = async () =>
        (
          await api(b, 'POST', '/index/index/getBanner', { body: { key: 'home' } })
        ).json.data.home.map((item: { title: string }) => item.title) as string[];
      // B has the home page in its cache for five minutes.
      expect(await homeTitles()).not.toContain('Saved on A');

      const saved = await api(a, 'POST', '/console/content/banners/save', {
        body: {
          slot: 'home',
          title: { zh: 'Saved on A', en: 'Saved on A', ma: 'Saved on A' },
          cover: '/uploads/banners/shared.jpg',
          action: { type: 3, section: 'ticket' },
          sort: 0,
          enabled: true,
        },
        headers: { 'x-staff-token': login.json.data.token },
      });
      expect(saved.json.code).toBe(0);
      const until = Date.now() + 2000;
      let titles = await homeTitles();
      while (!titles.includes('Saved on A') && Date.now() < until) {
        await sleep(50);
        titles = await homeTitles();
      }
      expect(titles[0]).toBe('Saved on A');
    });
  },
);
