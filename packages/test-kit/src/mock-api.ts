import { HttpResponse, http } from 'msw';

/** The path a page asks for, without the `/api` prefix: `/index/order/list`, `/console/orders/refund`. */
export type ApiPath = `/${string}`;

/** One request the page made, as the server received it. */
export interface Sent {
  method: string;
  /** The path without `/api` and without the query. */
  path: string;
  params: URLSearchParams;
  headers: Headers;
  /** The JSON body, or null for none (read once the request is sent; see `sentTo` in ./server.ts). */
  body: unknown;
}

export type Answer<T> = T | Response;
export type Resolver<T> = (sent: Sent) => Answer<T> | Promise<Answer<T>>;

/** The server's envelope around `data` (code 0: the call succeeded). */
export const ok = <T>(data: T): Response => HttpResponse.json({ code: 0, msg: '', data });

/** The server's envelope refusing a call: `refusal(1001, 'Please log in')`. */
export const refusal = (code: number, msg = '', data: unknown = null): Response =>
  HttpResponse.json({ code, msg, data });

/** An HTTP failure without an envelope (a proxy's 502). */
export const httpFailure = (status = 502, text = 'down'): Response =>
  new Response(text, { status });

/** The network dropped: fetch rejects with a TypeError, as in a browser offline. */
export const networkDown = (): Response => HttpResponse.error();

/** Answers each request with the next of `answers`, the last one again once they are used up. */
export function inTurn<T>(...answers: Answer<T>[]): Resolver<T> {
  let next = 0;
  return () => {
    const answer = answers[Math.min(next++, answers.length - 1)] as Answer<T>;
    return answer instanceof Response ? answer.clone() : answer;
  };
}

export async function toSent(request: Request): Promise<Sent> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api/, ''),
    params: url.searchParams,
    headers: request.headers,
    body: text ? JSON.parse(text) : null,
  };
}

function handler<T>(method: 'all' | 'get' | 'post', path: ApiPath, answer: T | Resolver<T>) {
  return http[method](`/api${path}`, async ({ request }) => {
    if (typeof answer === 'function') {
      const value = await (answer as Resolver<T>)(await toSent(request));
      return value instanceof Response ? value : ok(value);
    }
    // A Response given once answers every request: each gets its own copy.
    return answer instanceof Response ? answer.clone() : ok(answer);
  });
}

/**
 * Handlers for the API, typed by what the call answers (a type from `@scenic/contracts`):
 * `api.get<Order[]>('/index/order/list', [order()])`, or a function of the request that returns
 * the data, or a whole `Response` (`refusal(...)`, `httpFailure()`) for the unhappy paths.
 */
export const api = {
  /** Any method: a page's GET and POST calls both land here. */
  on: <T>(path: ApiPath, answer: T | Resolver<T>) => handler('all', path, answer),
  get: <T>(path: ApiPath, answer: T | Resolver<T>) => handler('get', path, answer),
  post: <T>(path: ApiPath, answer: T | Resolver<T>) => handler('post', path, answer),
};
