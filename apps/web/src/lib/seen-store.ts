import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys, SHARED_ROOTS } from './query-keys';
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
 * opened (the ticket slip and its code, a food pick-up number, a rental).
 * - The shared content goes back into the query cache at start-up: the home page shows at once
 *   and is asked again behind (stale-while-revalidate).
 * - An order is shown from here only when the server cannot be asked (no network, or the call
 *   failed), never before a fresh answer: its state changes (paid, handed out, ready) and a stale
 *   one would mislead. `seenOrder` finds it.
 * Either way the page says when it was seen (components/offline-note.tsx). Orders are the
 * visitor's own: they are forgotten at logout and never shown to another session.
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

const SHARED = new Set<unknown>(SHARED_ROOTS);

/** 'shared' for what every visitor sees alike, 'own' for the visitor's orders, else null. */
export function seenKind(key: QueryKey): 'shared' | 'own' | null {
  const [root, kind] = key;
  if (typeof root === 'string' && SHARED.has(root)) return 'shared';
  const [ordersRoot, detailKind] = queryKeys.orders.details;
  if (root === ordersRoot && kind === detailKind) return 'own';
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

function isSeen(seen: SeenQuery): boolean {
  return Array.isArray(seen.key) && seen.data !== undefined && typeof seen.at === 'number';
}

/** This session's orders as kept. */
function ownSeen(): SeenQuery[] {
  const token = getToken();
  if (!token) return [];
  return readSeen().filter(
    (seen) => isSeen(seen) && seenKind(seen.key) === 'own' && seen.owner === token,
  );
}

/** Puts the shared content seen back into the query cache, with the time it was answered. */
export function restoreSeen(client: QueryClient): void {
  for (const seen of readSeen()) {
    if (!isSeen(seen) || seenKind(seen.key) !== 'shared') continue;
    if (client.getQueryData(seen.key) !== undefined) continue;
    client.setQueryData(seen.key, seen.data, { updatedAt: seen.at });
  }
}

/** The order `id` as this session last saw it (in `locale` if it was seen in it), if kept. */
export function seenOrder<T>(id: number, locale: string): { data: T; at: number } | undefined {
  const matches = ownSeen().filter((seen) => seen.key[2] === id);
  const seen = matches.find((match) => match.key[3] === locale) ?? matches[0];
  return seen ? { data: seen.data as T, at: seen.at } : undefined;
}

/**
 * What to keep now: the shared content in the cache, and this session's latest orders, from the
 * cache and from what was kept before (an order seen yesterday stays readable today).
 */
export function collectSeen(client: QueryClient): SeenQuery[] {
  const token = getToken();
  const shared: SeenQuery[] = [];
  const own = new Map<string, SeenQuery>();
  for (const seen of ownSeen()) own.set(JSON.stringify(seen.key), seen);
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    const kind = seenKind(query.queryKey);
    if (!kind || data === undefined || !dataUpdatedAt) continue;
    const seen = { key: query.queryKey, data, at: dataUpdatedAt };
    if (kind === 'shared') shared.push(seen);
    else if (token) own.set(JSON.stringify(query.queryKey), { ...seen, owner: token });
  }
  // One copy of each order, the newest: an order read again (refunded, used, handed out) leaves
  // no older copy in another language to be shown offline with what it no longer has.
  const newest = new Map<unknown, SeenQuery>();
  for (const seen of [...own.values()].sort((a, b) => b.at - a.at)) {
    if (!newest.has(seen.key[2])) newest.set(seen.key[2], seen);
  }
  const orders = [...newest.values()].slice(0, MAX_SEEN_ORDERS);
  return [...shared, ...orders];
}

/**
 * An order just answered by the server: its copies in other languages still in the cache are
 * older, and may show what it no longer has (a ticket's code before its refund), so they go.
 */
function forgetOlderCopies(client: QueryClient, fresh: Query): void {
  const [, , id] = fresh.queryKey;
  const [root, detail] = queryKeys.orders.details;
  for (const query of client.getQueryCache().findAll({ queryKey: [root, detail, id] })) {
    if (query === fresh || query.state.dataUpdatedAt > fresh.state.dataUpdatedAt) continue;
    client.removeQueries({ queryKey: query.queryKey, exact: true });
  }
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
    const kind = seenKind(event.query.queryKey);
    if (!kind) return;
    if (kind === 'own') forgetOlderCopies(client, event.query);
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  // Logging out, or another visitor logging in, forgets the orders seen (the home stays).
  const forgetOwn = () => {
    clearTimeout(timer);
    timer = undefined;
    const kept = readSeen().filter((seen) => seenKind(seen.key) === 'shared');
    if (kept.length) writeStorage(SEEN_KEY, JSON.stringify(kept));
    else removeStorage(SEEN_KEY);
    client.removeQueries({ queryKey: queryKeys.orders.details });
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
