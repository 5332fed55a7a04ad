import type { KitchenAdvanceBody, KitchenList, OrderMoved } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const kitchenKeys = {
  all: ['kitchen'] as const,
  queue: () => [...kitchenKeys.all, 'queue'] as const,
};

/** Paid food orders being made or waiting, oldest first; polled only while the live stream is cut. */
export function useKitchenQueue(live: boolean) {
  return useQuery({
    queryKey: kitchenKeys.queue(),
    queryFn: ({ signal }) => api<KitchenList>('/console/kitchen/orders', { signal }),
    refetchInterval: live ? false : 10_000,
  });
}

export function useAdvanceFood() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KitchenAdvanceBody) => api<OrderMoved>('/console/kitchen/advance', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: kitchenKeys.queue() }),
  });
}
