import type { CounterDay } from '@scenic/contracts';
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

export interface CounterStep {
  orderNo: string;
  to: 'in_progress' | 'completed';
  /** Taking a rental back with its deposit kept: why (damage, late). */
  depositKept?: string;
}

export function useCounterStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CounterStep) =>
      api<{ id: number; status: string }>('/console/counter/advance', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: counterKeys.today() }),
  });
}
