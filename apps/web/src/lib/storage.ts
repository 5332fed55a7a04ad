/** Keys of the values the app keeps in localStorage (SPEC §3). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cart: 'cart',
  shopCart: 'shopCart',
  lang: 'lang',
} as const;

/** Where the visitor wanted to go before being sent to /login; the login page returns there. */
export const LOGIN_REDIRECT_KEY = 'loginRedirect';

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app keeps working for this visit.
  }
}

export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function getToken(): string | null {
  return readStorage(STORAGE_KEYS.token) || null;
}

/** Fired before the session keys are removed, so in-memory stores can reset themselves. */
export const SESSION_CLEARED_EVENT = 'scenic:session-cleared';

/** Fired after the token or the stored user changed (login, logout, a refreshed profile). */
export const SESSION_CHANGED_EVENT = 'scenic:session-changed';

/** Forgets the visitor: token, user and both carts (SPEC §4 "Session"). */
export function clearSession(): void {
  window.dispatchEvent(new Event(SESSION_CLEARED_EVENT));
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.user,
    STORAGE_KEYS.cart,
    STORAGE_KEYS.shopCart,
  ]) {
    removeStorage(key);
  }
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
