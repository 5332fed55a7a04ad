import type { Locale, PayRecord } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** One payment attempt of an order, and what of it was refunded. */
export type { PayRecord };

export async function getPayRecords(signal?: AbortSignal): Promise<PayRecord[]> {
  const { data } = await request<PayRecord[]>('/index/order/payRecord', { loading: false, signal });
  return data;
}

export const payRecordsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.orders.payRecords(locale),
    queryFn: ({ signal }) => getPayRecords(signal),
    staleTime: 0,
  });

export function usePayRecords() {
  return useQuery(payRecordsQueryOptions(useLocale()));
}
