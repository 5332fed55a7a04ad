import type { Locale, SceneryDetail } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export async function getSceneryDetail(id: number, signal?: AbortSignal): Promise<SceneryDetail> {
  const { data } = await request<SceneryDetail>('/index/index/sceneryDetail', {
    params: { id },
    loading: false,
    signal,
  });
  return data;
}

export const sceneryDetailQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.scenery.detail(id, locale),
    queryFn: ({ signal }) => getSceneryDetail(id, signal),
    // The order state changes by paying elsewhere: shown afresh each time the page shows.
    staleTime: 0,
    enabled: id > 0,
  });

export function useSceneryDetail(id: number) {
  return useQuery(sceneryDetailQueryOptions(id, useLocale()));
}
