import type { Locale, Order } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** The visitor's orders for one visit date (dateFindOrder). */
export async function findOrdersByDate(date: string, signal?: AbortSignal): Promise<Order[]> {
  const { data } = await request<Order[]>('/index/order/dateFindOrder', {
    method: 'POST',
    body: { date },
    loading: false,
    signal,
  });
  return data;
}

/** The visitor's ticket orders on all the heavy-rain days, in date order. */
export const rainDayOrdersQueryOptions = (dates: readonly string[], locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.orders.rainDays(dates, locale),
    queryFn: async ({ signal }) => {
      const perDate = await Promise.all(
        [...dates].sort().map((date) => findOrdersByDate(date, signal)),
      );
      return perDate.flat().filter((order) => order.kind === 'ticket');
    },
    staleTime: 0,
  });

export function useRainDayOrders(dates: readonly string[], enabled: boolean) {
  return useQuery({ ...rainDayOrdersQueryOptions(dates, useLocale()), enabled });
}
