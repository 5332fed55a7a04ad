import type { ConsoleRefundBody } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { orderKeys } from './keys';

export interface RefundResult {
  refundId: number;
  amount: string;
  status: 'pending' | 'succeeded' | 'failed';
}

export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleRefundBody) => api<RefundResult>('/console/orders/refund', { body }),
    onSettled: (_data, _error, body) => {
      void client.invalidateQueries({ queryKey: orderKeys.detail(body.id) });
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
      void client.invalidateQueries({ queryKey: orderKeys.refundQueue() });
    },
  });
}
