import type { ConsoleRefundResult, RefundQueue } from '@scenic/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { orderKeys } from './keys';

export const refundQueueQuery = () =>
  queryOptions({
    queryKey: orderKeys.refundQueue(),
    queryFn: ({ signal }) => api<RefundQueue>('/console/refunds/queue', { signal }),
  });

export function useRefundQueue() {
  return useQuery(refundQueueQuery());
}

/** Refunds a flagged payment (paid after expiry, paid twice) in one step. */
export function useRefundFlagged() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      api<ConsoleRefundResult>('/console/refunds/flagged', { body: { paymentId } }),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Sends a refund the gateway refused once more. */
export function useResendRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (refundId: number) =>
      api<ConsoleRefundResult>('/console/refunds/resend', { body: { refundId } }),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
