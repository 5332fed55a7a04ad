import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { ERRORS } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { placeGoodsOrder } from '#test/orders.ts';
import { createStaff, STAFF_TEST_PASSWORD, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const MAX = 3;
/** The Redis path when there is a Redis to test with (as in CI), else the in-process one. */
const REDIS_URL = process.env.TEST_REDIS_URL;

/** What comes first on a stream: its status line and the first event, or an envelope. */
async function firstWords(response: Response): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

/** Reads a stream until it ends; answers how long that took, or null if it was still open. */
async function endsWithin(response: Response, ms: number): Promise<number | null> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const started = Date.now();
  const timeout = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms));
  for (;;) {
    const next = await Promise.race([reader.read(), timeout]);
    if (next === 'open') {
      await reader.cancel();
      return null;
    }
    if (next.done) return Date.now() - started;
  }
}

async function until(check: () => boolean, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe.each(enginesUnderTest())(
  `live order streams on $name${REDIS_URL ? ' with Redis' : ''}`,
  (engine) => {
    let t: TestApp;
    let base = '';
    let port = 0;
    let visitor = '';
    let orderId = 0;
    let admin = '';

    beforeAll(async () => {
      t = await createTestApp(engine, {
        env: {
          LIVE_STREAMS_MAX: String(MAX),
          LIVE_STREAMS_CHECK_SECONDS: '1',
          ...(REDIS_URL
            ? {
                REDIS_URL,
                REDIS_KEY_PREFIX: `test-live-${randomBytes(4).toString('hex')}:`,
              }
            : {}),
        },
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
      base = `http://127.0.0.1:${port}/api`;
      visitor = await signIn(t.app, t.database.db, `streams-${engine.name}@example.com`);
      const created = await placeGoodsOrder(t.app, visitor, 'food');
      orderId = created.id;
      admin = await signInStaff(t.app);
    });
    afterAll(async () => t.close());

    const orderStream = (token = visitor, langue = 'en') =>
      fetch(`${base}/index/order/live?id=${orderId}`, {
        headers: { token, accept: 'text/event-stream', langue },
      });
    const kitchenStream = (token: string) =>
      fetch(`${base}/console/kitchen/events`, {
        headers: { 'x-staff-token': token, accept: 'text/event-stream', langue: 'en' },
      });
    const idle = () => t.app.inFlight.running === 0 && t.app.orders.feed.listeners === 0;

    it('releases every stream whose client went away, even before it had begun', async () => {
      expect(idle()).toBe(true);
      // Phones that open the order page and leave at once: each closes its connection a moment
      // after asking, some before the server has even looked at the order.
      await Promise.all(
        Array.from(
          { length: 40 },
          (_, index) =>
            new Promise<void>((resolve) => {
              const socket = connect(port, '127.0.0.1', () => {
                socket.write(
                  `GET /api/index/order/live?id=${orderId} HTTP/1.1\r\nHost: 127.0.0.1\r\ntoken: ${visitor}\r\naccept: text/event-stream\r\n\r\n`,
                );
                setTimeout(() => socket.destroy(), index % 8);
              });
              socket.on('close', () => resolve());
              socket.on('error', () => resolve());
            }),
        ),
      );
      // And some that read the first event, then leave.
      for (let index = 0; index < 3; index++) {
        const response = await orderStream();
        expect(await firstWords(response)).toContain('event: order');
      }
      expect(await until(idle), `${t.app.inFlight.running} calls still running`).toBe(true);
    });

    it(`answers a visitor's stream past ${MAX} open at once with an envelope, and opens one again when one closes`, async () => {
      const open = await Promise.all(Array.from({ length: MAX }, () => orderStream()));
      for (const response of open) {
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      }
      for (const langue of ['en', 'zh', 'ma'] as const) {
        const refused = await orderStream(visitor, langue);
        expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await refused.json()).toEqual({
          code: ERRORS.liveStreamsTooMany.code,
          msg: ERRORS.liveStreamsTooMany.msg[langue],
          data: null,
        });
      }
      await open[0]?.body?.cancel();
      expect(
        await until(() => t.app.orders.feed.listeners === MAX - 1),
        'the closed stream is let go',
      ).toBe(true);
      const again = await orderStream();
      expect(again.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await Promise.all([again, ...open.slice(1)].map((response) => response.body?.cancel()));
      expect(await until(idle)).toBe(true);
      // Another visitor is not held back by this one's streams.
      const other = await signIn(t.app, t.database.db, `streams-other-${engine.name}@example.com`);
      const theirs = await fetch(`${base}/index/order/live?id=${orderId}`, {
        headers: { token: other, accept: 'text/event-stream', langue: 'en' },
      });
      // Not their order: the envelope says so, not the cap.
      expect(((await theirs.json()) as { code: number }).code).toBe(ERRORS.notFound.code);
    });

    it('caps the streams of a staff session, not of the account', async () => {
      const cook = await createStaff(t.app, admin, {
        userName: 'capped-cook',
        roles: ['kitchen'],
        password: STAFF_TEST_PASSWORD,
      });
      const open = await Promise.all(Array.from({ length: MAX }, () => kitchenStream(cook.token)));
      const refused = await kitchenStream(cook.token);
      expect(((await refused.json()) as { code: number }).code).toBe(
        ERRORS.liveStreamsTooMany.code,
      );
      // The same cook on a second screen has a session of their own.
      const second = await signInStaff(t.app, 'capped-cook', STAFF_TEST_PASSWORD);
      const elsewhere = await kitchenStream(second);
      expect(elsewhere.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await Promise.all([elsewhere, ...open].map((response) => response.body?.cancel()));
      expect(await until(idle)).toBe(true);
    });

    it('ends a kitchen stream when its session logs out, its role is taken away or its account is disabled', async () => {
      const cook = await createStaff(t.app, admin, {
        userName: 'leaving-cook',
        roles: ['kitchen'],
        password: STAFF_TEST_PASSWORD,
      });
      const out = await kitchenStream(cook.token);
      const ended = endsWithin(out, 3000);
      expect((await staffCall(t.app, cook.token, 'POST', '/console/auth/logout')).json.code).toBe(
        0,
      );
      expect(await ended, 'logged out').not.toBeNull();

      const moved = await signInStaff(t.app, 'leaving-cook', STAFF_TEST_PASSWORD);
      const stream = await kitchenStream(moved);
      const roleGone = endsWithin(stream, 3000);
      const roles = await staffCall(t.app, admin, 'POST', '/console/staff/roles', {
        body: { id: cook.id, roles: ['gate'] },
      });
      expect(roles.json.code).toBe(0);
      expect(await roleGone, 'role taken away').not.toBeNull();

      await staffCall(t.app, admin, 'POST', '/console/staff/roles', {
        body: { id: cook.id, roles: ['kitchen'] },
      });
      const back = await signInStaff(t.app, 'leaving-cook', STAFF_TEST_PASSWORD);
      const last = await kitchenStream(back);
      const disabled = endsWithin(last, 3000);
      await staffCall(t.app, admin, 'POST', '/console/staff/enabled', {
        body: { id: cook.id, enabled: false },
      });
      expect(await disabled, 'account disabled').not.toBeNull();
      expect(await until(idle)).toBe(true);
    });

    it("ends a visitor's order stream when the visitor logs out", async () => {
      const leaving = await signIn(
        t.app,
        t.database.db,
        `streams-leaving-${engine.name}@example.com`,
      );
      const created = await placeGoodsOrder(t.app, leaving, 'food');
      const stream = await fetch(`${base}/index/order/live?id=${created.id}`, {
        headers: { token: leaving, accept: 'text/event-stream' },
      });
      const ended = endsWithin(stream, 3000);
      expect(
        (await call(t.app, 'POST', '/index/login/logout', { headers: { token: leaving } })).json
          .code,
      ).toBe(0);
      expect(await ended).not.toBeNull();
    });

    it('ends a stream open on another instance within the check interval when its session ends', async () => {
      const second = await t.secondInstance();
      try {
        await second.app.listen({ port: 0, host: '127.0.0.1' });
        const otherPort = (second.app.server.address() as AddressInfo).port;
        const cook = await createStaff(t.app, admin, {
          userName: 'roaming-cook',
          roles: ['kitchen'],
          password: STAFF_TEST_PASSWORD,
        });
        const stream = await fetch(`http://127.0.0.1:${otherPort}/api/console/kitchen/events`, {
          headers: { 'x-staff-token': cook.token, accept: 'text/event-stream' },
        });
        expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
        const ended = endsWithin(stream, 4000);
        // Logged out on this instance; the stream is on the other one.
        await staffCall(t.app, cook.token, 'POST', '/console/auth/logout');
        expect(await ended).not.toBeNull();
      } finally {
        await second.close();
      }
    });
  },
);
