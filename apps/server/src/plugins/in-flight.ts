import type { FastifyInstance } from 'fastify';

const counted = Symbol('counted');

/**
 * Counts requests whose handler is still running, including those whose client has gone: the
 * server stops listening on shutdown, but such a handler may still need the database. `drained`
 * resolves once none is left (or after `timeoutMs`), so the database closes after the last of them.
 */
export function trackInFlight(app: FastifyInstance) {
  let running = 0;
  const waiters: (() => void)[] = [];
  const finish = (request: object) => {
    const marked = request as { [counted]?: boolean };
    if (!marked[counted]) return;
    marked[counted] = false;
    running--;
    if (running === 0) for (const wake of waiters.splice(0)) wake();
  };
  app.addHook('onRequest', async (request) => {
    (request as { [counted]?: boolean })[counted] = true;
    running++;
  });
  // onSend runs once the handler has produced its answer, whether or not the client still listens.
  app.addHook('onSend', async (request) => finish(request));
  app.addHook('onResponse', async (request) => finish(request));

  return {
    get running() {
      return running;
    },
    drained(timeoutMs: number): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
