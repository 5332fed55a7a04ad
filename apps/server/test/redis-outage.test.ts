import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './child-server.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Runs where a Redis server is given (.ci/run always gives one), like the shared-limit test.
describe.runIf(process.env.TEST_REDIS_URL)('the rate limiter loses its Redis', () => {
  let proxy: TcpProxy;
  let server: ChildServer;
  beforeAll(async () => {
    const target = new URL(process.env.TEST_REDIS_URL ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const throughProxy = new URL(target);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    server = await startChildServer({
      REDIS_URL: throughProxy.toString(),
      REDIS_KEY_PREFIX: `test-${Math.random().toString(36).slice(2)}:`,
      RATE_LIMIT_MAX: '20',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
  });

  const notices = () => server.call('GET', '/index/index/getNoticet');

  it('keeps answering, unlimited and without delay, while Redis is away, and limits again once it is back', async () => {
    expect((await notices()).json.code).toBe(0);

    for (const mode of ['hang', 'refuse'] as const) {
      // hang: a Redis that accepts and never answers; refuse: a Redis restarting.
      proxy.setMode(mode);
      proxy.cutAll();
      await sleep(200);
      for (let i = 0; i < 3; i += 1) {
        const started = Date.now();
        expect((await notices()).json.code).toBe(0);
        expect(Date.now() - started).toBeLessThan(2000);
      }
    }
    expect(server.child.exitCode).toBeNull();

    proxy.setMode('open');
    // The client reconnects by itself; the limit of 20 a minute then bites again.
    const codes: number[] = [];
    for (let i = 0; i < 60 && !codes.includes(1004); i += 1) {
      codes.push((await notices()).json.code);
      await sleep(100);
    }
    expect(codes).toContain(1004);
    expect(server.child.exitCode).toBeNull();
  });
});
