import type { Locale, OrderKind } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** One payment attempt of an order (`payRecordSchema` of the contracts). */
export interface PayRecord {
  orderId: number;
  orderNo: string;
  kind: OrderKind;
  title: string;
  amount: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  refund: boolean;
  provider: string;
  /** How the visitor paid (a PAY_METHODS name), or '' while the gateway has not said. */
  method: string;
  createdAt: string;
}

export async function getPayRecords(signal?: AbortSignal): Promise<PayRecord[]> {
  const { data } = await request<PayRecord[]>('/index/order/payRecord', { loading: false, signal });
  return data;
}

export const payRecordsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['orders', 'pay-records', locale],
    queryFn: ({ signal }) => getPayRecords(signal),
    staleTime: 0,
  });

export function usePayRecords() {
  return useQuery(payRecordsQueryOptions(useLocale()));
}
