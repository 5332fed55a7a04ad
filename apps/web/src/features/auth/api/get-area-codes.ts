import type { AreaCode, Locale } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export async function getAreaCodes(signal?: AbortSignal): Promise<AreaCode[]> {
  const { data } = await request<AreaCode[]>('/index/login/getAreaCode', {
    loading: false,
    signal,
  });
  return data;
}

export const areaCodesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.areaCodes(locale),
    queryFn: ({ signal }) => getAreaCodes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAreaCodes() {
  return useQuery(areaCodesQueryOptions(useLocale()));
}
