import type { DateChangePrices } from '@scenic/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';

/**
 * What moving the order's ticket to each of the next days would cost (decision 041): the server's
 * own figures, the same it asks for on the move, so the sheet never shows a price of its own.
 */
export async function getChangePrices(
  orderId: number,
  signal?: AbortSignal,
): Promise<DateChangePrices> {
  const { data } = await request<DateChangePrices>('/index/order/changeOrderPrices', {
    params: { id: orderId },
    loading: false,
    signal,
  });
  return data;
}

export function useChangePrices(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.orders.changePrices(orderId),
    queryFn: ({ signal }) => getChangePrices(orderId, signal),
    enabled,
    // Prices can change in the console while the sheet is closed: each opening asks again.
    staleTime: 0,
  });
}
