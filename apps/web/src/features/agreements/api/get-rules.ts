import type { Agreement, Locale } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** Both agreements (privacy policy and terms of use) in the visitor's language. */
export async function getRules(signal?: AbortSignal): Promise<Agreement[]> {
  const { data } = await request<Agreement[]>('/index/login/getRule', { loading: false, signal });
  return data;
}

export const rulesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.rules(locale),
    queryFn: ({ signal }) => getRules(signal),
    staleTime: 30 * 60_000,
  });

export function useRules() {
  return useQuery(rulesQueryOptions(useLocale()));
}
