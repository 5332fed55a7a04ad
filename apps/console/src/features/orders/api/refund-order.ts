import type { ConsoleRefundBody, ConsoleRefundResult } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { orderKeys } from './keys';

export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleRefundBody) =>
      api<ConsoleRefundResult>('/console/orders/refund', { body }),
    onSettled: (_data, _error, body) => {
      void client.invalidateQueries({ queryKey: orderKeys.detail(body.id) });
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
      void client.invalidateQueries({ queryKey: orderKeys.refundQueue() });
    },
  });
}
