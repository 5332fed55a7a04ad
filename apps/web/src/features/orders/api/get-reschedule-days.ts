import type { TicketInfo } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';

/** The calendar of the order's ticket (places per date and slot), for choosing a new date. */
export async function getRescheduleDays(ticketId: number, signal?: AbortSignal) {
  const { data } = await request<TicketInfo>('/index/index/ticketInfo', {
    params: { id: ticketId },
    loading: false,
    signal,
  });
  return data.days;
}

export const rescheduleDaysQueryOptions = (ticketId: number | null) =>
  queryOptions({
    queryKey: queryKeys.orders.rescheduleDays(ticketId),
    queryFn: ({ signal }) => getRescheduleDays(ticketId ?? 0, signal),
    enabled: ticketId !== null,
    staleTime: 30_000,
  });

export function useRescheduleDays(ticketId: number | null, enabled: boolean) {
  return useQuery({
    ...rescheduleDaysQueryOptions(ticketId),
    enabled: enabled && ticketId !== null,
  });
}
