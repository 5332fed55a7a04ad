import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  collectSeen,
  keepSeen,
  MAX_SEEN_ORDERS,
  restoreSeen,
  SEEN_KEY,
  seenOrder,
} from './seen-store';
import { clearSession, STORAGE_KEYS } from './storage';

const home = { homeImages: null, shopList: { tickets: [] } };
const order = (id: number) => ({ id, orderNo: `T${id}`, pass: { code: `PASS-${id}` } });
const stored = () => JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as { key: unknown[] }[];

describe('what the visitor has seen, kept on the phone', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('comes back after a reload with the time it was answered: the home at once, orders on demand', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'visitor-a');
    const before = new QueryClient();
    before.setQueryData(['index-data', 'en'], home, { updatedAt: 1_000 });
    before.setQueryData(['orders', 'detail', 7, 'en'], order(7), { updatedAt: 2_000 });
    before.setQueryData(['goods', 'list', 'shop'], ['not kept'], { updatedAt: 3_000 });
    localStorage.setItem(SEEN_KEY, JSON.stringify(collectSeen(before)));

    const after = new QueryClient();
    restoreSeen(after);
    expect(after.getQueryData(['index-data', 'en'])).toEqual(home);
    expect(after.getQueryState(['index-data', 'en'])?.dataUpdatedAt).toBe(1_000);
    expect(after.getQueryData(['goods', 'list', 'shop'])).toBeUndefined();
    // An order is never shown before a fresh answer, only when the server cannot be asked.
    expect(after.getQueryData(['orders', 'detail', 7, 'en'])).toBeUndefined();
    expect(seenOrder(7, 'en')).toEqual({ data: order(7), at: 2_000 });
    expect(seenOrder(7, 'zh')).toEqual({ data: order(7), at: 2_000 });
    expect(seenOrder(8, 'en')).toBeUndefined();
  });

  it("never shows one visitor's orders to another session", () => {
    localStorage.setItem(STORAGE_KEYS.token, 'visitor-a');
    const seen = new QueryClient();
    seen.setQueryData(['orders', 'detail', 7, 'en'], order(7), { updatedAt: 2_000 });
    seen.setQueryData(['scenic', 'en'], { name: 'Park' }, { updatedAt: 2_000 });
    localStorage.setItem(SEEN_KEY, JSON.stringify(collectSeen(seen)));

    localStorage.setItem(STORAGE_KEYS.token, 'visitor-b');
    const other = new QueryClient();
    restoreSeen(other);
    expect(seenOrder(7, 'en')).toBeUndefined();
    expect(other.getQueryData(['scenic', 'en'])).toEqual({ name: 'Park' });
    // Nor does the other session's next save carry them along.
    expect(collectSeen(other).map((seen) => seen.key[0])).toEqual(['scenic']);
  });

  it(`keeps the ${MAX_SEEN_ORDERS} orders seen last`, () => {
    localStorage.setItem(STORAGE_KEYS.token, 'visitor-a');
    const client = new QueryClient();
    for (let id = 1; id <= MAX_SEEN_ORDERS + 5; id++) {
      client.setQueryData(['orders', 'detail', id, 'en'], order(id), { updatedAt: id * 1_000 });
    }
    const ids = collectSeen(client).map((seen) => seen.key[2]);
    expect(ids).toHaveLength(MAX_SEEN_ORDERS);
    expect(ids).toContain(MAX_SEEN_ORDERS + 5);
    expect(ids).not.toContain(5);
  });

  it('keeps an order seen in an earlier visit when a new one is saved', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'visitor-a');
    const yesterday = new QueryClient();
    yesterday.setQueryData(['orders', 'detail', 7, 'en'], order(7), { updatedAt: 2_000 });
    localStorage.setItem(SEEN_KEY, JSON.stringify(collectSeen(yesterday)));
    const today = new QueryClient();
    today.setQueryData(['orders', 'detail', 8, 'en'], order(8), { updatedAt: 5_000 });
    expect(collectSeen(today).map((seen) => seen.key[2])).toEqual([8, 7]);
  });

  it('is written after an answer, and forgets the orders at logout but not the home page', () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.token, 'visitor-a');
    const client = new QueryClient();
    const stop = keepSeen(client);
    void client.fetchQuery({ queryKey: ['index-data', 'en'], queryFn: () => home });
    void client.fetchQuery({ queryKey: ['orders', 'detail', 7, 'en'], queryFn: () => order(7) });
    return vi
      .runAllTimersAsync()
      .then(() => {
        expect(stored().map((seen) => seen.key[0])).toEqual(['index-data', 'orders']);
        clearSession();
        expect(stored().map((seen) => seen.key[0])).toEqual(['index-data']);
        expect(client.getQueryData(['orders', 'detail', 7, 'en'])).toBeUndefined();
      })
      .finally(stop);
  });

  it('an order read again leaves no older copy in another language with a code it lost', () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.token, 'visitor-a');
    const client = new QueryClient();
    const stop = keepSeen(client);
    // Seen in Chinese with its ticket code, then refunded and read again in English.
    client.setQueryData(['orders', 'detail', 7, 'zh'], order(7), { updatedAt: 1_000 });
    const refunded = { id: 7, orderNo: 'T7', status: 'refunded', pass: null };
    void client.fetchQuery({ queryKey: ['orders', 'detail', 7, 'en'], queryFn: () => refunded });
    return vi
      .runAllTimersAsync()
      .then(() => {
        expect(client.getQueryData(['orders', 'detail', 7, 'zh'])).toBeUndefined();
        expect(stored().map((seen) => seen.key)).toEqual([['orders', 'detail', 7, 'en']]);
        // Offline in Chinese, the phone shows the refund, not the code it had before.
        expect(seenOrder(7, 'zh')?.data).toEqual(refunded);
      })
      .finally(stop);
  });

  it('keeps one copy of each order, the newest, whatever language it was read in', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'visitor-a');
    const before = new QueryClient();
    before.setQueryData(['orders', 'detail', 7, 'zh'], order(7), { updatedAt: 1_000 });
    localStorage.setItem(SEEN_KEY, JSON.stringify(collectSeen(before)));
    const after = new QueryClient();
    const used = { ...order(7), status: 'used' };
    after.setQueryData(['orders', 'detail', 7, 'en'], used, { updatedAt: 9_000 });
    localStorage.setItem(SEEN_KEY, JSON.stringify(collectSeen(after)));
    expect(seenOrder(7, 'zh')).toEqual({ data: used, at: 9_000 });
  });

  it('starts empty when what was stored is damaged', () => {
    localStorage.setItem(SEEN_KEY, '{not json');
    const client = new QueryClient();
    restoreSeen(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
