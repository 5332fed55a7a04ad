import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { trackInFlight } from './in-flight.ts';

it('waits for a handler whose client has gone before saying all requests are done', async () => {
  const app = Fastify({ logger: false });
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
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(tracker.running).toBe(1);
  gone.abort();
  await slow;
  await tracker.drained(5000);
  expect(finished).toBe(true);
  expect(tracker.running).toBe(0);
  await app.close();
});
