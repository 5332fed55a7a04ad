import type { Visitor } from '@scenic/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import {
  clearSession,
  getToken,
  readStorage,
  SESSION_CHANGED_EVENT,
  STORAGE_KEYS,
  writeStorage,
} from './storage';

/** Stores what a successful login returned (SPEC §3 `token` and `user`). */
export function saveSession(token: string, user: Visitor): void {
  writeStorage(STORAGE_KEYS.token, token);
  saveUser(user);
}

/** Keeps the stored profile up to date (after `/index/user/info`). */
export function saveUser(user: Visitor): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

export { clearSession };

/**
 * Reads the stored profile. Anything stored by hand or by an older version is made whole, so a
 * missing field shows as empty rather than breaking My centre.
 */
function parseUser(raw: string | null): Visitor | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object' || typeof value.id !== 'number') return null;
    const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
    return {
      id: value.id,
      nickname: text('nickname'),
      avatar: text('avatar'),
      areaCode: text('areaCode'),
      phone: text('phone'),
      email: text('email'),
      createdAt: text('createdAt'),
    };
  } catch {
    return null;
  }
}

export function getStoredUser(): Visitor | null {
  return parseUser(readStorage(STORAGE_KEYS.user));
}

function subscribe(onChange: () => void): () => void {
  // `storage` covers another tab logging in or out.
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const tokenSnapshot = () => getToken();
const userSnapshot = () => readStorage(STORAGE_KEYS.user);

/** The stored token and user, re-rendering when either changes. */
export function useSession(): { token: string | null; user: Visitor | null } {
  const token = useSyncExternalStore(subscribe, tokenSnapshot);
  const rawUser = useSyncExternalStore(subscribe, userSnapshot);
  // The raw string is the snapshot: stable between changes, so the parsed user is too.
  const user = useMemo(() => parseUser(rawUser), [rawUser]);
  return { token, user: token ? user : null };
}
