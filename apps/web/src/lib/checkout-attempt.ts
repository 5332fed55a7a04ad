import { ERRORS } from '@scenic/contracts';
import { ApiError } from './request';

/** Where a checkout's attempt is kept for this tab: its contents and the key made for them. */
const PREFIX = 'checkoutAttempt:';

interface Attempt {
  contents: string;
  key: string;
}

function read(form: string): Attempt | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PREFIX + form) ?? 'null') as Attempt | null;
    return stored && typeof stored.key === 'string' && typeof stored.contents === 'string'
      ? stored
      : null;
  } catch {
    return null;
  }
}

function forget(form: string): void {
  try {
    sessionStorage.removeItem(PREFIX + form);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** A random UUID; randomUUID needs a secure page, so a plain-HTTP one draws its own 122 bits. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a checkout attempt: made once for these contents of this form, and the
 * same for every retry of them (a tap again after the network dropped, a reload), so the server
 * answers a repeat with the order it already placed. Contents the visitor changed are a new attempt
 * with a new key. Kept in sessionStorage, so it outlives a reload but not the tab, and never logged.
 */
export function attemptKey(form: string, contents: unknown): string {
  const text = JSON.stringify(contents);
  const kept = read(form);
  if (kept && kept.contents === text) return kept.key;
  const key = randomKey();
  try {
    sessionStorage.setItem(
      PREFIX + form,
      JSON.stringify({ contents: text, key } satisfies Attempt),
    );
  } catch {
    // Private mode or a full quota: the key still serves this call.
  }
  return key;
}

/**
 * Places an order as one checkout attempt: the key goes with the call; it is forgotten once the
 * order is placed (the next checkout, even of the same things, is a new one) or when the server
 * says the key went with other contents. Any other failure keeps it for the retry.
 */
export async function asAttempt<T>(
  form: string,
  contents: unknown,
  place: (key: string) => Promise<T>,
): Promise<T> {
  try {
    const placed = await place(attemptKey(form, contents));
    forget(form);
    return placed;
  } catch (error) {
    if (error instanceof ApiError && error.code === ERRORS.orderKeyReused.code) forget(form);
    throw error;
  }
}

/**
 * An order's body as its attempt's contents: a gift card's PIN is left out, so it is never kept in
 * the tab's storage; the card's number still tells one attempt from another.
 */
export function attemptContents<Body extends { giftCard?: { code: string; pin?: string } }>(
  body: Body,
): unknown {
  if (!body.giftCard) return body;
  const { code } = body.giftCard;
  return { ...body, giftCard: { code } };
}
