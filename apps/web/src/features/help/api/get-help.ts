import type { Help, Locale } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export async function getHelp(signal?: AbortSignal): Promise<Help> {
  const { data } = await request<Help>('/index/index/help', { loading: false, signal });
  return data;
}

/** Help data is cached for the session (SPEC §3), per language. */
export const helpQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.help(locale),
    queryFn: ({ signal }) => getHelp(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useHelp() {
  return useQuery(helpQueryOptions(useLocale()));
}
