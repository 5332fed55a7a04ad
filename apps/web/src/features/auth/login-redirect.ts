import { LOGIN_REDIRECT_KEY } from '#web/lib/storage.ts';

/** Where a visitor lands after logging in when nothing asked for the login. */
export const DEFAULT_AFTER_LOGIN = '/my';

/** An address inside the app, never /login itself (that would loop) nor another site. */
function isReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !/^\/login(?:[/?#]|$)/.test(value)
  );
}

/** The page that asked for the login: navigation state `from`, then sessionStorage, then /my. */
export function loginTarget(state: unknown, storage: Storage = sessionStorage): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (isReturnPath(from)) return from;
  const saved = storage.getItem(LOGIN_REDIRECT_KEY);
  return isReturnPath(saved) ? saved : DEFAULT_AFTER_LOGIN;
}

/** Keeps the target across a full-page trip to Google or Facebook (the navigation state is lost). */
export function rememberLoginTarget(target: string, storage: Storage = sessionStorage): void {
  storage.setItem(LOGIN_REDIRECT_KEY, target);
}

export function forgetLoginTarget(storage: Storage = sessionStorage): void {
  storage.removeItem(LOGIN_REDIRECT_KEY);
}
