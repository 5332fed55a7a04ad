import type { Locale, TicketListItem } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export async function getTicketList(signal?: AbortSignal): Promise<TicketListItem[]> {
  const { data } = await request<TicketListItem[]>('/index/index/ticketList', {
    loading: false,
    signal,
  });
  return data;
}

export const ticketListQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.tickets.list(locale),
    queryFn: ({ signal }) => getTicketList(signal),
  });

export function useTicketList() {
  return useQuery(ticketListQueryOptions(useLocale()));
}
