import type { OrderEInvoice } from '@scenic/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';

/** Whether the order can have an e-invoice of its own, and its state (decision 046). */
export async function getEInvoice(id: number, signal?: AbortSignal): Promise<OrderEInvoice> {
  const { data } = await request<OrderEInvoice>('/index/order/einvoice', {
    params: { id },
    loading: false,
    quiet: true,
    signal,
  });
  return data;
}

export function useEInvoice(id: number) {
  return useQuery({
    queryKey: queryKeys.orders.eInvoice(id),
    queryFn: ({ signal }) => getEInvoice(id, signal),
    enabled: id > 0,
    // Queued or submitted: LHDN answers within minutes, so look again now and then.
    refetchInterval: (query) =>
      query.state.data?.document &&
      ['queued', 'submitted'].includes(query.state.data.document.status)
        ? 15_000
        : false,
  });
}
