import type { Envelope } from '@scenic/contracts';
import { ERRORS, IDEMPOTENCY_KEY_HEADER, REQUEST_TIMEOUT_MS } from '@scenic/contracts';
import { i18n } from './i18n';
import { currentLocale } from './language';
import { clearSession, getToken } from './storage';
import { hideLoading, showLoading, showToast } from './toast';

/** The spec's fixed product path segment in front of every API path (SPEC §7). */
export const API_PREFIX = '/api';

/** Envelope code for "not logged in or expired" (SPEC §8). */
export const NOT_LOGGED_IN = ERRORS.notLoggedIn.code;

/** Shown when a failed envelope carries no message; the spec gives it in Chinese. */
export const INTERNAL_ERROR_TEXT = ERRORS.internal.msg.zh;

type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  params?: Record<string, QueryValue>;
  body?: unknown;
  /** Show the loading toast while the request runs (default true). */
  loading?: boolean;
  signal?: AbortSignal;
  /**
   * For calls that end a session (logout): a 1001 answer means the visitor is signed out already,
   * which is what they asked for, so the session is forgotten quietly and the call resolves.
   */
  signedOutIsFine?: boolean;
  /**
   * For what the page shows on the side (the header's weather): a failure rejects without a toast,
   * and the caller leaves its spot empty or says so in place.
   */
  quiet?: boolean;
  /** Codes whose answer the caller shows in its own way (a dialog), so no toast repeats it. */
  quietCodes?: readonly number[];
  /** Sent as the Idempotency-Key header by calls that place an order (see checkout-attempt.ts). */
  idempotencyKey?: string;
}

/** The envelope carried a code other than 0. */
export class ApiError extends Error {
  readonly code: number;
  /** The envelope's `data`: what the refusal points to (the waiting order), else null. */
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** The HTTP status was not 200; the message is the server's own when it sent an envelope. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message?: string) {
    super(message || `Request failed with status code ${status}`);
    this.name = 'HttpError';
    this.status = status;
  }
}

export function buildUrl(path: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

export function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ langue: currentLocale(), 'X-Requested-With': 'XMLHttpRequest' });
  const token = getToken();
  if (token) headers.set('token', token);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

/** The localised `msg` of a refusal answered with another status (413, 415...), if it has one. */
async function refusalText(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { msg?: unknown };
    return typeof body.msg === 'string' ? body.msg : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What to tell a visitor whose call never got an answer for lack of network (fetch rejects with a
 * TypeError, or the phone says it is offline): that they are offline and, for a call that places an
 * order, that it has not gone through, the cart and form are kept and a retry will not order twice.
 */
function offlineText(error: unknown, idempotencyKey: string | undefined): string | undefined {
  const offline = error instanceof TypeError || navigator.onLine === false;
  if (!offline) return undefined;
  return i18n.t(idempotencyKey ? 'request.offlineOrder' : 'request.offline');
}

function goToLogin(): void {
  if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/login';
}

/** Sends a request the way SPEC §7 and §8 describe and resolves with the response body. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const {
    method = 'GET',
    params,
    body,
    loading = true,
    signal,
    signedOutIsFine = false,
    quiet = false,
    quietCodes = [],
    idempotencyKey,
  } = options;
  const controller = new AbortController();
  let timeoutError: Error | undefined;
  const timer = setTimeout(() => {
    timeoutError = new Error(i18n.t('request.timeout', { ms: REQUEST_TIMEOUT_MS }));
    controller.abort(timeoutError);
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (loading) showLoading(i18n.t('request.loading'));

  let envelope: Envelope<T>;
  try {
    const headers = buildHeaders(body !== undefined);
    if (idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    const response = await fetch(buildUrl(path, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (response.status !== 200) throw new HttpError(response.status, await refusalText(response));
    envelope = (await response.json()) as Envelope<T>;
  } catch (error) {
    if (loading) hideLoading();
    const failure = timeoutError ?? (error instanceof Error ? error : new Error(String(error)));
    // A request the caller cancelled (a page left, a query replaced) is not the visitor's problem.
    if (!signal?.aborted && !quiet)
      showToast(offlineText(error, idempotencyKey) ?? failure.message);
    throw failure;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  if (loading) hideLoading();
  if (envelope.code === NOT_LOGGED_IN && signedOutIsFine) {
    clearSession();
    return envelope;
  }
  if (envelope.code !== 0) {
    const silent = (quiet && envelope.code !== NOT_LOGGED_IN) || quietCodes.includes(envelope.code);
    if (!silent) showToast(envelope.msg || INTERNAL_ERROR_TEXT);
    if (envelope.code === NOT_LOGGED_IN) {
      clearSession();
      goToLogin();
    }
    throw new ApiError(envelope.code, envelope.msg || INTERNAL_ERROR_TEXT, envelope.data ?? null);
  }
  return envelope;
}
