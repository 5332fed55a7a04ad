import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  getToken,
  readStorage,
  removeStorage,
  SESSION_CHANGED_EVENT,
  SESSION_CLEARED_EVENT,
  writeStorage,
} from './storage';

/**
 * What the visitor has seen, kept on the phone so it reads again with no signal: the home page's
 * content and the header's park and weather (the same for everyone), and every order the visitor
 * opened (the ticket slip and its code, a food pick-up number, a rental). At start-up the app
 * shows these at once and asks the server again behind them (stale-while-revalidate); with no
 * network the page stays as it was, with a note of when it was seen (components/offline-note.tsx).
 * Orders are the visitor's own: they are forgotten at logout and never shown to another session.
 */
export const SEEN_KEY = 'seen';
/** The orders kept, most recently seen first; the rest are let go. */
export const MAX_SEEN_ORDERS = 20;
const SAVE_DELAY_MS = 100;

interface SeenQuery {
  key: QueryKey;
  data: unknown;
  /** When the server answered it (ms since 1970). */
  at: number;
  /** The session it belongs to, for a visitor's own orders. */
  owner?: string;
}

const SHARED = new Set(['index-data', 'banners', 'notices', 'scenic', 'weather']);

/** 'shared' for what every visitor sees alike, 'own' for the visitor's orders, else null. */
export function seenKind(key: QueryKey): 'shared' | 'own' | null {
  const [root, kind] = key;
  if (typeof root === 'string' && SHARED.has(root)) return 'shared';
  if (root === 'orders' && kind === 'detail') return 'own';
  return null;
}

function readSeen(): SeenQuery[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SeenQuery[]) : [];
  } catch {
    return [];
  }
}

/** Puts what was seen back into the query cache, each with the time it was answered. */
export function restoreSeen(client: QueryClient): void {
  const token = getToken();
  for (const seen of readSeen()) {
    if (!Array.isArray(seen.key) || seen.data === undefined || typeof seen.at !== 'number')
      continue;
    const kind = seenKind(seen.key);
    if (!kind || (kind === 'own' && (!token || seen.owner !== token))) continue;
    if (client.getQueryData(seen.key) !== undefined) continue;
    client.setQueryData(seen.key, seen.data, { updatedAt: seen.at });
  }
}

/** The queries worth keeping now: all shared ones, and the latest orders of this session. */
export function collectSeen(client: QueryClient): SeenQuery[] {
  const token = getToken();
  const shared: SeenQuery[] = [];
  const own: SeenQuery[] = [];
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    const kind = seenKind(query.queryKey);
    if (!kind || data === undefined || !dataUpdatedAt) continue;
    if (kind === 'shared') shared.push({ key: query.queryKey, data, at: dataUpdatedAt });
    else if (token) own.push({ key: query.queryKey, data, at: dataUpdatedAt, owner: token });
  }
  own.sort((a, b) => b.at - a.at);
  return [...shared, ...own.slice(0, MAX_SEEN_ORDERS)];
}

/**
 * Keeps what is seen from now on: after each answer the server gives (a moment later, once for a
 * burst), and when the page is hidden. Returns the function that stops it.
 */
export function keepSeen(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    writeStorage(SEEN_KEY, JSON.stringify(collectSeen(client)));
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!seenKind(event.query.queryKey)) return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  // Logging out, or another visitor logging in, forgets the orders seen (the home stays).
  const forgetOwn = () => {
    clearTimeout(timer);
    timer = undefined;
    const kept = readSeen().filter((seen) => seenKind(seen.key) === 'shared');
    if (kept.length) writeStorage(SEEN_KEY, JSON.stringify(kept));
    else removeStorage(SEEN_KEY);
    client.removeQueries({ queryKey: ['orders', 'detail'] });
  };
  let token = getToken();
  const onSessionChanged = () => {
    const now = getToken();
    if (now !== token && token !== null) forgetOwn();
    token = now;
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  window.addEventListener(SESSION_CLEARED_EVENT, forgetOwn);
  window.addEventListener(SESSION_CHANGED_EVENT, onSessionChanged);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', save);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener(SESSION_CLEARED_EVENT, forgetOwn);
    window.removeEventListener(SESSION_CHANGED_EVENT, onSessionChanged);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', save);
  };
}
