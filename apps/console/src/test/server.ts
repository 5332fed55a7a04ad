import { setupServer } from 'msw/node';
import { type Sent, toSent } from './api';

/**
 * The mock API every console test talks to, with no answers of its own:
 * a test adds its own with `server.use(api.on(...))`, which are forgotten after the test. A request
 * no handler answers fails the test.
 */
export const server = setupServer();

const unanswered: string[] = [];

/** Starts answering (the setup does so once per test file). */
export function listen(): void {
  server.listen({
    onUnhandledRequest(request, print) {
      unanswered.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
}

/** Fails the test that made a request no handler answered, then forgets its handlers. */
export function endTest(): void {
  server.resetHandlers();
  forgetRequests();
  const missed = unanswered.splice(0);
  if (missed.length > 0) throw new Error(`No handler answered ${missed.join(', ')}`);
}

const log: Promise<Sent>[] = [];
const addresses: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  addresses.push(`${url.pathname}${url.search}`);
  log.push(toSent(request));
});

/** The addresses asked for so far, oldest first (`/api/console/orders/detail?id=7`). */
export const asked = (): string[] => [...addresses];

/** Forgets the requests made so far (the setup does so before each test). */
export function forgetRequests(): void {
  log.length = 0;
  addresses.length = 0;
}

/**
 * The requests made so far whose path ends with `path` (all of them without one), oldest first.
 */
export async function sentTo(path?: string): Promise<Sent[]> {
  const all = await Promise.all(log);
  return path === undefined ? all : all.filter((sent) => sent.path.endsWith(path));
}
