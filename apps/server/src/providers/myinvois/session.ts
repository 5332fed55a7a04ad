import {
  backOffMs,
  type CallRequest,
  callOnce,
  DEFAULT_RETRY,
  MyInvoisError,
  type Outcome,
  type RetryPolicy,
} from './http.ts';

/** How the client reaches MyInvois: where, as whom, and how patiently. */
export interface SessionOptions {
  /** e.g. https://preprod-api.myinvois.hasil.gov.my (pre-production) */
  apiUrl: string;
  /** Where `/connect/token` is; the API's host for a taxpayer's own system. */
  identityUrl: string;
  clientId: string;
  clientSecret: string;
  /** Deadline of each call; one that passes it is tried again. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** A token is renewed this long before MyInvois says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * Logged-in calls to MyInvois: the token is cached and renewed before it expires, or at once on
 * a 401; each call has its deadline, and `withRetries` applies the retry rule of http.ts.
 */
export function createSession(options: SessionOptions) {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? 15_000;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const identityUrl = options.identityUrl.replace(/\/+$/, '');

  let token: { value: string; expiresAt: number } | undefined;
  let login: Promise<string> | undefined;

  /** Calls until an answer, a refusal, or the attempts run out; waits between as the rule says. */
  async function withRetries(send: () => Promise<Outcome>): Promise<Outcome & { kind: 'answer' }> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await send();
      if (outcome.kind === 'answer') return outcome;
      if (outcome.kind === 'refused' || attempt >= policy.attempts) throw outcome.error;
      await sleep(backOffMs(policy, attempt, random, outcome.retryAfterMs));
    }
  }

  async function logIn(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
      scope: 'InvoicingAPI',
    });
    const answer = await withRetries(() =>
      callOnce(
        {
          method: 'POST',
          url: `${identityUrl}/connect/token`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          timeoutMs,
        },
        fetcher,
        now,
      ),
    );
    const body = answer.body as { access_token?: string; expires_in?: number };
    if (!body?.access_token) {
      throw new MyInvoisError('MyInvois answered the login without a token', { code: 'NoToken' });
    }
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  /** The cached token, or a new one when it is about to expire; one login at a time. */
  async function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt - TOKEN_MARGIN_MS) return token.value;
    login ??= logIn().finally(() => {
      login = undefined;
    });
    return login;
  }

  /** One authorised call; a 401 (the token expired or was revoked) logs in again once. */
  async function authorised(request: Omit<CallRequest, 'timeoutMs' | 'url'> & { path: string }) {
    for (let renewed = false; ; renewed = true) {
      const outcome = await callOnce(
        {
          method: request.method,
          url: `${apiUrl}${request.path}`,
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            accept: 'application/json',
            ...request.headers,
          },
          body: request.body,
          timeoutMs,
        },
        fetcher,
        now,
      );
      if (outcome.kind === 'refused' && outcome.error.status === 401 && !renewed) {
        token = undefined;
        continue;
      }
      return outcome;
    }
  }

  const get = async <T>(path: string) =>
    (await withRetries(() => authorised({ method: 'GET', path }))).body as T;

  /** Waits before call number `attempt + 1` of a caller that runs its own loop (a submission). */
  const backOff = (attempt: number, retryAfterMs?: number) =>
    sleep(backOffMs(policy, attempt, random, retryAfterMs));

  return { withRetries, authorised, get, backOff, now, policy };
}

export type Session = ReturnType<typeof createSession>;
