import { ERRORS, STAFF_TOKEN_HEADER } from '@scenic/contracts';
import { i18n } from './i18n';
import { staffToken } from './session';

type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  params?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/** The server refused: `msg` is already in the staff member's language (the `langue` header). */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** Codes that mean "sign in again": no session, or one that expired or was ended elsewhere. */
export const SIGNED_OUT = ERRORS.notLoggedIn.code;

const signedOutListeners = new Set<() => void>();

/** The app sends the staff member to the login page when any call finds the session gone. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function apiUrl(path: string, params?: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  }
  const search = query.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

export function apiHeaders(hasBody = false): Headers {
  const headers = new Headers({ langue: i18n.language || 'en' });
  const token = staffToken.get();
  if (token) headers.set(STAFF_TOKEN_HEADER, token);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

function failure(status: number): ApiError {
  return new ApiError(-status, i18n.t('common.networkError', { status }));
}

/** Reads an envelope; a refusal throws its localised message, a lost session signs out. */
export async function readEnvelope<T>(response: Response): Promise<T> {
  let envelope: { code: number; msg: string; data: T };
  try {
    envelope = await response.json();
  } catch {
    throw failure(response.status);
  }
  if (typeof envelope?.code !== 'number') throw failure(response.status);
  if (envelope.code === 0) return envelope.data;
  if (envelope.code === SIGNED_OUT) {
    staffToken.clear();
    for (const listener of signedOutListeners) listener();
  }
  throw new ApiError(envelope.code, envelope.msg, envelope.data);
}

/** One console call under /api: JSON in, the envelope's data out. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.params), {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: apiHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(-1, i18n.t('common.offline'));
  }
  return readEnvelope<T>(response);
}

/** A message to show for any error a call throws. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('common.unknownError');
}
