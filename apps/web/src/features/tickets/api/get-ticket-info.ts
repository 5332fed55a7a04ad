import type { Locale, TicketInfo } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** A ticket with its calendar: 31 days of places and prices from `from` (default today). */
export async function getTicketInfo(
  id: number,
  from?: string,
  signal?: AbortSignal,
): Promise<TicketInfo> {
  const { data } = await request<TicketInfo>('/index/index/ticketInfo', {
    params: { id, from },
    loading: false,
    signal,
  });
  return data;
}

export const ticketInfoQueryOptions = (id: number, locale: Locale, from?: string) =>
  queryOptions({
    queryKey: queryKeys.tickets.info(id, locale, from ?? null),
    queryFn: ({ signal }) => getTicketInfo(id, from, signal),
    // Places change as others book: a calendar a minute old is as fresh as a visitor needs.
    staleTime: 60_000,
    enabled: id > 0,
  });

export function useTicketInfo(id: number, from?: string) {
  return useQuery(ticketInfoQueryOptions(id, useLocale(), from));
}
