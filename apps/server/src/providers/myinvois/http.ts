/**
 * One call to MyInvois, and the rule for calling again: each call has a deadline; a 429 (after its
 * Retry-After), a 5xx and a call that timed out or lost its connection are tried again with
 * exponential back-off and jitter; any other 4xx is an answer, and is never tried again.
 */

/** LHDN's standard error body: `{ error: { errorCode, error, innerError... } }`, or an OAuth error. */
export interface MyInvoisErrorBody {
  errorCode?: string;
  error?: string;
  errorMS?: string;
  propertyName?: string | null;
  propertyPath?: string | null;
  target?: string | null;
  innerError?: MyInvoisErrorBody[] | null;
  /** Some answers use these names instead (code, message, details). */
  code?: string;
  message?: string;
  details?: MyInvoisErrorBody[] | null;
}

export class MyInvoisError extends Error {
  override name = 'MyInvoisError';
  /** HTTP status, when MyInvois answered. */
  readonly status: number | undefined;
  /** LHDN's error code (BadArgument, DuplicateSubmission...), or ours (Timeout, CancelWindowClosed...). */
  readonly code: string;
  /** Whether the same call may succeed later (throttled, MyInvois down, no answer). */
  readonly retryable: boolean;
  readonly body: unknown;
  constructor(
    message: string,
    details: { code: string; status?: number | undefined; retryable?: boolean; body?: unknown },
  ) {
    super(message);
    this.code = details.code;
    this.status = details.status;
    this.retryable = details.retryable ?? false;
    this.body = details.body;
  }
}

/** LHDN's reasons, one line each, for a log or the console: "CF321: ... (at $.Invoice...)". */
export function errorReasons(body: MyInvoisErrorBody | undefined | null): string[] {
  if (!body) return [];
  const own = body.error ?? body.message;
  const code = body.errorCode ?? body.code;
  const where = body.propertyPath ?? body.target;
  const line = own ? `${code ? `${code}: ` : ''}${own}${where ? ` (at ${where})` : ''}` : undefined;
  const inner = [...(body.innerError ?? []), ...(body.details ?? [])].flatMap(errorReasons);
  return [...(line ? [line] : []), ...inner];
}

export type Outcome =
  | { kind: 'answer'; status: number; body: unknown; headers: Headers }
  | {
      kind: 'retryable';
      error: MyInvoisError;
      /** From a 429's Retry-After: the least wait before calling again. */
      retryAfterMs?: number | undefined;
      /** MyInvois may have done what was asked: a 5xx, a timeout or a cut connection. */
      answerLost: boolean;
    }
  | { kind: 'refused'; error: MyInvoisError };

export interface CallRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Retry-After in seconds (what LHDN sends) or as an HTTP date. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function refusal(status: number, body: unknown, path: string): MyInvoisError {
  const error =
    body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : body;
  const structured = error && typeof error === 'object' ? (error as MyInvoisErrorBody) : undefined;
  const code =
    structured?.errorCode ??
    structured?.code ??
    (typeof error === 'string' ? error : undefined) ??
    `HTTP${status}`;
  const reasons = structured ? errorReasons(structured) : [];
  const description =
    body && typeof body === 'object' && 'error_description' in body
      ? String((body as { error_description: unknown }).error_description)
      : undefined;
  const said = [description, ...reasons].filter(Boolean).join('; ');
  return new MyInvoisError(`MyInvois answered ${status} to ${path}${said ? `: ${said}` : ''}`, {
    code,
    status,
    retryable: status === 429 || status >= 500,
    body,
  });
}

/** One call, with its deadline; never throws, so the caller decides what a failure means. */
export async function callOnce(
  request: CallRequest,
  fetcher: typeof fetch,
  now: () => number,
): Promise<Outcome> {
  const path = new URL(request.url).pathname;
  let response: Response;
  let text: string;
  try {
    response = await fetcher(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const cause = (error as { cause?: { code?: string } })?.cause?.code;
    return {
      kind: 'retryable',
      answerLost: true,
      error: new MyInvoisError(
        timedOut
          ? `MyInvois did not answer ${path} within ${request.timeoutMs} ms`
          : `The connection to MyInvois broke during ${path}${cause ? ` (${cause})` : ''}`,
        { code: timedOut ? 'Timeout' : 'ConnectionLost', retryable: true },
      ),
    };
  }
  const body = parse(text);
  if (response.ok)
    return { kind: 'answer', status: response.status, body, headers: response.headers };
  const error = refusal(response.status, body, path);
  if (response.status === 429) {
    return {
      kind: 'retryable',
      error,
      answerLost: false,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after'), now()),
    };
  }
  if (response.status >= 500) return { kind: 'retryable', error, answerLost: true };
  return { kind: 'refused', error };
}

export interface RetryPolicy {
  /** Calls in all, the first included. */
  attempts: number;
  /** The first back-off; each one after doubles, up to the cap. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 };

/**
 * How long to wait before call number `attempt + 1`: exponential back-off with "equal jitter"
 * (half fixed, half random, so many clients do not call again at once), and never less than
 * what a 429's Retry-After asks.
 */
export function backOffMs(
  policy: RetryPolicy,
  attempt: number,
  random: () => number,
  retryAfter?: number,
): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = exponential / 2 + (random() * exponential) / 2;
  return Math.round(retryAfter === undefined ? jittered : Math.max(retryAfter, jittered));
}
