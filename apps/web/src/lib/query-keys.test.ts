import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys, SHARED_ROOTS } from './query-keys';

/** The keys a prefix invalidates in a real query cache. */
async function staleAfter(prefix: readonly unknown[], keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 1);
  await client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated);
}

describe('query keys', () => {
  it('an order placed makes every order query stale, in every language, and nothing else', async () => {
    const orders = [
      queryKeys.orders.list('all', 'all', 'unpaid', 'en'),
      queryKeys.orders.detail(7, 'ma'),
      queryKeys.orders.payRecords('zh'),
      queryKeys.orders.rainDays(['2026-12-02', '2026-12-01'], 'en'),
    ];
    const others = [queryKeys.tickets.info(7, 'en', null), queryKeys.goods.detail(7, 'en')];
    await expect(staleAfter(queryKeys.orders.all, [...orders, ...others])).resolves.toEqual(orders);
  });

  it('a ticket booked makes that ticket stale in every language, not the others', async () => {
    const seven = [queryKeys.tickets.info(7, 'en', null), queryKeys.tickets.info(7, 'zh', 'index')];
    const eight = queryKeys.tickets.info(8, 'en', null);
    await expect(staleAfter(queryKeys.tickets.infoOf(7), [...seven, eight])).resolves.toEqual(
      seven,
    );
  });

  it('the same photo, the lists and the orders opened are reached by their prefixes', async () => {
    const photo = queryKeys.scenery.detail(3, 'en');
    const lists = [queryKeys.scenery.list(true, 'en'), queryKeys.scenery.list(false, 'ma')];
    await expect(staleAfter(queryKeys.scenery.detailOf(3), [photo, ...lists])).resolves.toEqual([
      photo,
    ]);
    await expect(staleAfter(queryKeys.scenery.lists, [photo, ...lists])).resolves.toEqual(lists);
    const opened = queryKeys.orders.detail(9, 'en');
    await expect(
      staleAfter(queryKeys.orders.details, [opened, queryKeys.orders.payRecords('en')]),
    ).resolves.toEqual([opened]);
  });

  it('names the shared answers the phone keeps by the roots of their keys', () => {
    expect([
      queryKeys.home.data('en')[0],
      queryKeys.home.banners('en')[0],
      queryKeys.home.notices('en')[0],
      queryKeys.scenic('en')[0],
      queryKeys.weather('en')[0],
    ]).toEqual([...SHARED_ROOTS]);
  });

  it('lists the rain days in date order, whatever order they come in', () => {
    expect(queryKeys.orders.rainDays(['2026-12-02', '2026-12-01'], 'en')).toEqual(
      queryKeys.orders.rainDays(['2026-12-01', '2026-12-02'], 'en'),
    );
  });
});
