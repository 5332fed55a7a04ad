import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { type Sent, toSent } from './mock-api.ts';

/**
 * The mock API a test suite talks to, answering with `defaults` until a test adds its own with
 * `server.use(api.on(...))` (forgotten after the test). A request no handler answers fails the
 * test that made it. It keeps the requests made, to check what a page sent.
 */
export function createMockServer(...defaults: RequestHandler[]) {
  const server = setupServer(...defaults);
  const unanswered: string[] = [];
  const log: Promise<Sent>[] = [];
  const addresses: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    addresses.push(`${url.pathname}${url.search}`);
    log.push(toSent(request));
  });

  /** Forgets the requests made so far (the setup does so before each test). */
  function forgetRequests(): void {
    log.length = 0;
    addresses.length = 0;
  }

  return {
    server,

    /** Starts answering (the setup does so once per test file). */
    listen(): void {
      server.listen({
        onUnhandledRequest(request, print) {
          unanswered.push(`${request.method} ${request.url}`);
          print.error();
        },
      });
    },

    /** Fails the test that made a request no handler answered, then forgets its handlers. */
    endTest(): void {
      server.resetHandlers();
      forgetRequests();
      const missed = unanswered.splice(0);
      if (missed.length > 0) throw new Error(`No handler answered ${missed.join(', ')}`);
    },

    /** The addresses asked for so far, oldest first (`/api/index/index/ticketInfo?id=7`). */
    asked: (): string[] => [...addresses],

    forgetRequests,

    /** The requests made so far whose path ends with `path` (all of them without one), oldest first. */
    async sentTo(path?: string): Promise<Sent[]> {
      const all = await Promise.all(log);
      return path === undefined ? all : all.filter((sent) => sent.path.endsWith(path));
    },
  };
}
