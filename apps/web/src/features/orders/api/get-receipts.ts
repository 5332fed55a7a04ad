import { ERRORS, type OrderReceipts } from '@scenic/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** A paid order's receipt and the credit notes of its refunds (decision 044). */
export async function getReceipts(id: number, signal?: AbortSignal): Promise<OrderReceipts> {
  const { data } = await request<OrderReceipts>('/index/order/receipt', {
    params: { id },
    loading: false,
    // An order not yet paid has no receipt: the page says so in place of a toast.
    quietCodes: [ERRORS.receiptNotPaid.code],
    signal,
  });
  return data;
}

export function useReceipts(id: number) {
  return useQuery({
    queryKey: queryKeys.orders.receipts(id, useLocale()),
    queryFn: ({ signal }) => getReceipts(id, signal),
    enabled: id > 0,
  });
}
