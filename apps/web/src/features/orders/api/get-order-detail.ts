import type { Locale, Order } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export async function getOrderDetail(id: number, signal?: AbortSignal): Promise<Order> {
  const { data } = await request<Order>('/index/order/orderDetail', {
    params: { id },
    loading: false,
    signal,
  });
  return data;
}

export const orderDetailQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id, locale),
    queryFn: ({ signal }) => getOrderDetail(id, signal),
    // Returning from the payment page must show the paid order, not a cached unpaid one.
    staleTime: 0,
    enabled: id > 0,
  });

export function useOrderDetail(id: number) {
  return useQuery({
    ...orderDetailQueryOptions(id, useLocale()),
    // After a language switch the same order stays on screen while it reloads in the new
    // language, so a form over it (a review being written) keeps what was typed.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? previous : undefined,
  });
}
