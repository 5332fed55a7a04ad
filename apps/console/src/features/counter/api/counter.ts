import type { CounterAdvanceBody, CounterDay, OrderMoved } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const counterKeys = {
  all: ['counter'] as const,
  today: () => [...counterKeys.all, 'today'] as const,
};

/** The counter's day; visitors keep paying, so it refreshes every half minute. */
export function useCounterDay() {
  return useQuery({
    queryKey: counterKeys.today(),
    queryFn: ({ signal }) => api<CounterDay>('/console/counter/today', { signal }),
    refetchInterval: 30_000,
  });
}

export function useCounterStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CounterAdvanceBody) => api<OrderMoved>('/console/counter/advance', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: counterKeys.today() }),
  });
}
