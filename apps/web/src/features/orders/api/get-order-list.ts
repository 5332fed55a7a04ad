import type { Locale, Order, OrderGroup, OrderKind, OrderStatus } from '@scenic/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '#web/lib/paging.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export interface OrderPage {
  list: Order[];
  total: number;
  page: number;
  limit: number;
}

export interface OrderFilter {
  kind?: OrderKind;
  status?: OrderStatus;
  /** A tab of My orders: several statuses at once (`ORDER_GROUPS`). */
  group?: OrderGroup;
}

export const ORDER_PAGE_SIZE = 10;

export async function getOrderList(
  filter: OrderFilter,
  page: number,
  signal?: AbortSignal,
): Promise<OrderPage> {
  const { data } = await request<OrderPage>('/index/order/orderList', {
    params: {
      kind: filter.kind,
      status: filter.status,
      group: filter.group,
      page,
      limit: ORDER_PAGE_SIZE,
    },
    loading: false,
    signal,
  });
  return data;
}

/** Pages of the visitor's orders; the next page exists while fewer than `total` are loaded. */
export const orderListQueryOptions = (filter: OrderFilter, locale: Locale) =>
  infiniteQueryOptions({
    queryKey: queryKeys.orders.list(
      filter.kind ?? 'all',
      filter.status ?? 'all',
      filter.group ?? 'all',
      locale,
    ),
    queryFn: ({ pageParam, signal }) => getOrderList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf<OrderPage>,
    // Orders change by paying elsewhere: shown afresh each time the list shows.
    staleTime: 0,
  });

export function useOrderList(filter: OrderFilter) {
  return useInfiniteQuery(orderListQueryOptions(filter, useLocale()));
}
