import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { capturedLog } from '#test/log.ts';
import { startOpenMeteoStandIn } from '#test/open-meteo-stand-in.ts';
import { signInStaff, staffCall } from '#test/staff.ts';
import { startTcpProxy, type TcpProxy } from '#test/tcp-proxy.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const NO_REDIS =
  ' (skipped: TEST_REDIS_URL is unset, so there is no Redis to share changes through)';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Content cached for five minutes: only an announced change can show before that. */
const envWith = (redisUrl: string) => ({
  CONTENT_CACHE_SECONDS: '300',
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
});

const banner = (en: string) => ({
  slot: 'home',
  title: { zh: en, en, ma: en },
  cover: '/uploads/banners/shared.jpg',
  action: { type: 3, section: 'ticket' },
  sort: 0,
  enabled: true,
});

const homeTitles = async (app: FastifyInstance) =>
  (
    await call(app, 'POST', '/index/index/getBanner', { body: { key: 'home' }, langue: 'en' })
  ).json.data.home.map((item: { title: string }) => item.title) as string[];

/** The titles an instance shows once a change has had `ms` to travel through Redis. */
async function eventually(
  app: FastifyInstance,
  expected: (titles: string[]) => boolean,
  ms = 3000,
) {
  const until = Date.now() + ms;
  let titles = await homeTitles(app);
  while (!expected(titles) && Date.now() < until) {
    await sleep(50);
    titles = await homeTitles(app);
  }
  return titles;
}

describe.each(enginesUnderTest())('content changes reach every instance on $name', (engine) => {
  let t: TestApp | undefined;
  let second: { app: FastifyInstance; close(): Promise<void> } | undefined;
  let proxy: TcpProxy | undefined;
  afterEach(async () => {
    await second?.close();
    await t?.close();
    await proxy?.close();
    second = undefined;
    t = undefined;
    proxy = undefined;
  });

  it.skipIf(!REDIS_URL)(
    `a save on one instance shows on another at once, before its cache expires${REDIS_URL ? '' : NO_REDIS}`,
    async () => {
      t = await createTestApp(engine, { env: envWith(REDIS_URL ?? '') });
      second = await t.secondInstance();
      const other = second.app;
      // The other instance has cached the home banners.
      expect(await homeTitles(other)).not.toContain('Shared at once');

      const token = await signInStaff(t.app);
      const saved = await staffCall(t.app, token, 'POST', '/console/content/banners/save', {
        body: banner('Shared at once'),
      });
      expect(saved.json.code).toBe(0);
      expect((await eventually(other, (titles) => titles[0] === 'Shared at once'))[0]).toBe(
        'Shared at once',
      );

      await staffCall(t.app, token, 'POST', '/console/content/banners/delete', {
        body: { id: saved.json.data.id },
      });
      expect(await eventually(other, (titles) => !titles.includes('Shared at once'))).not.toContain(
        'Shared at once',
      );
    },
  );

  it.skipIf(!REDIS_URL)(
    `new park coordinates reach the live forecast of every instance at once${REDIS_URL ? '' : NO_REDIS}`,
    async () => {
      const standIn = await startOpenMeteoStandIn();
      try {
        t = await createTestApp(engine, {
          env: {
            ...envWith(REDIS_URL ?? ''),
            WEATHER_PROVIDER: 'open-meteo',
            WEATHER_API_URL: standIn.url,
            WEATHER_CACHE_SECONDS: '600',
          },
        });
        second = await t.secondInstance();
        const other = second.app;
        const askedFor = () => standIn.requests.at(-1)?.searchParams.get('latitude');
        // The other instance has its reading of the old place, kept for ten minutes.
        await call(other, 'GET', '/index/common/getWeather');
        expect(askedFor()).toBe('3.5219');

        const token = await signInStaff(t.app);
        const saved = await staffCall(
          t.app,
          token,
          'POST',
          '/console/content/park/coordinates/save',
          {
            body: { latitude: '1.3521', longitude: '103.8198' },
          },
        );
        expect(saved.json.code).toBe(0);
        const until = Date.now() + 3000;
        do {
          await sleep(50);
          await call(other, 'GET', '/index/common/getWeather');
        } while (askedFor() !== '1.3521' && Date.now() < until);
        expect(askedFor()).toBe('1.3521');
      } finally {
        await standIn.close();
      }
    },
  );

  it.skipIf(!REDIS_URL)(
    `while Redis is away a save still succeeds and is logged; the others catch up when it is back${REDIS_URL ? '' : NO_REDIS}`,
    async () => {
      const target = new URL(REDIS_URL ?? '');
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      const throughProxy = new URL(target);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      const log = capturedLog();
      t = await createTestApp(engine, {
        env: envWith(throughProxy.toString()),
        logger: log.logger,
      });
      second = await t.secondInstance();
      const other = second.app;
      const token = await signInStaff(t.app);
      await homeTitles(other);

      proxy.setMode('refuse');
      proxy.cutAll();
      await sleep(200);
      const started = Date.now();
      const saved = await staffCall(t.app, token, 'POST', '/console/content/banners/save', {
        body: banner('Saved while away'),
      });
      expect(saved.json.code).toBe(0);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await homeTitles(t.app))[0]).toBe('Saved while away');
      expect(log.lines.join('')).toContain('content change not announced to other instances');
      // The message was lost: the other instance still answers from its cache...
      expect(await homeTitles(other)).not.toContain('Saved while away');

      // ...until its subscription comes back, when it forgets what it may have missed.
      proxy.setMode('open');
      expect((await eventually(other, (titles) => titles[0] === 'Saved while away', 8000))[0]).toBe(
        'Saved while away',
      );
    },
  );

  it('a Redis that is not there never fails a save, and the saving instance is fresh at once', async () => {
    const log = capturedLog();
    // Nothing listens on port 1: every connection is refused.
    t = await createTestApp(engine, { env: envWith('redis://127.0.0.1:1'), logger: log.logger });
    const token = await signInStaff(t.app);
    await homeTitles(t.app);
    const saved = await staffCall(t.app, token, 'POST', '/console/content/banners/save', {
      body: banner('Saved without Redis'),
    });
    expect(saved.json.code).toBe(0);
    expect((await homeTitles(t.app))[0]).toBe('Saved without Redis');
    expect(log.lines.join('')).toContain('content change not announced to other instances');
  });
});
