import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from '#server/lib/redact-url.ts';

/** Methods whose requests carry no body: the framework runs their handler without reading one. */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Tracks requests whose handler is still running, including those whose client has gone: the
 * server stops listening on shutdown, but such a handler may still need the database. `drained`
 * resolves once none is left (or after `timeoutMs`), so the database closes after the last of them.
 */
export function trackInFlight(app: FastifyInstance) {
  const running = new Set<FastifyRequest>();
  const waiters: (() => void)[] = [];
  const finish = (request: FastifyRequest) => {
    if (!running.delete(request)) return;
    if (running.size === 0) for (const wake of waiters.splice(0)) wake();
  };
  /** Requests that have got past reading their body: their handler runs whatever the client does. */
  const parsed = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('preValidation', async (request) => {
    parsed.add(request);
  });
  // onSend runs once the handler has produced its answer, whether or not the client still listens.
  app.addHook('onSend', async (request) => finish(request));
  app.addHook('onResponse', async (request) => finish(request));
  // A client gone before its body was read: when a preParsing hook (the sign-in check) was still
  // running, the framework never reads the body, never runs the handler and never answers, so
  // neither hook above would ever come. A call without a body goes on to its handler regardless.
  app.addHook('onRequestAbort', async (request) => {
    if (!parsed.has(request) && !BODYLESS.has(request.method)) finish(request);
  });

  return {
    /**
     * A call that has become a live stream: its handler is done, and the stream is closed by the
     * stream registry when its client leaves or the server stops, so shutdown need not wait for it.
     */
    release: finish,
    get running() {
      return running.size;
    },
    /**
     * Resolves once no handler is running, with an empty list; after `timeoutMs`, with the calls
     * still running (method and route), for the log to name.
     */
    drained(timeoutMs: number): Promise<string[]> {
      if (running.size === 0) return Promise.resolve([]);
      return new Promise((resolve) => {
        const timer = setTimeout(
          () =>
            resolve(
              [...running].map(
                (request) =>
                  `${request.method} ${request.routeOptions.url ?? redactUrl(request.url)}`,
              ),
            ),
          timeoutMs,
        );
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve([]);
        });
      });
    },
  };
}
