import Fastify from 'fastify';
import { expect, it, vi } from 'vitest';
import { trackInFlight } from './in-flight.ts';

it('waits for a handler whose client has gone before saying all requests are done', async () => {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const tracker = trackInFlight(app);
  let finished = false;
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    finished = true;
    return { ok: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  await fetch(`http://127.0.0.1:${port}/fast`);
  expect(tracker.running).toBe(0);

  const gone = new AbortController();
  const slow = fetch(`http://127.0.0.1:${port}/slow`, { signal: gone.signal }).catch(() => null);
  await vi.waitFor(() => expect(tracker.running).toBe(1));
  gone.abort();
  await slow;
  await tracker.drained(5000);
  expect(finished).toBe(true);
  expect(tracker.running).toBe(0);
  await app.close();
});

it('names the calls still running when the wait times out', async () => {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const tracker = trackInFlight(app);
  let release: () => void = () => {};
  app.get('/stuck/:id', async () => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const stuck = fetch(`http://127.0.0.1:${port}/stuck/7`).catch(() => null);
  await vi.waitFor(() => expect(tracker.running).toBe(1));
  expect(await tracker.drained(50)).toEqual(['GET /stuck/:id']);
  release();
  await stuck;
  expect(await tracker.drained(50)).toEqual([]);
  await app.close();
});

it('stops counting a call whose client left during a preParsing hook, and still waits for one that goes on', async () => {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const tracker = trackInFlight(app);
  let checking: () => void = () => {};
  const signInCheck = async () => {
    checking();
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  let handled = 0;
  const handler = async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    handled++;
    return { ok: true };
  };
  // A call with a body is dropped by the framework when its client leaves during preParsing;
  // a call without one goes on to its handler.
  app.post('/order', { preParsing: signInCheck }, handler);
  app.get('/orders', { preParsing: signInCheck }, handler);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  for (const [method, path] of [
    ['POST', '/order'],
    ['GET', '/orders'],
  ] as const) {
    const gone = new AbortController();
    const inCheck = new Promise<void>((resolve) => {
      checking = resolve;
    });
    const sent = fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      ...(method === 'POST'
        ? { body: '{"a":1}', headers: { 'content-type': 'application/json' } }
        : {}),
      signal: gone.signal,
    }).catch(() => null);
    // The client leaves while the sign-in check is still running.
    await inCheck;
    gone.abort();
    await sent;
  }
  expect(await tracker.drained(2000)).toEqual([]);
  // The call without a body ran to its end before the wait said all were done.
  expect(handled).toBe(1);
  await app.close();
});
