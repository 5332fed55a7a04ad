import type { Locale, SceneryList } from '@scenic/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '#web/lib/paging.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** Twelve photographs a page: two columns of six rows, a little more than a phone screen. */
export const SCENERY_PAGE_SIZE = 12;

export async function getSceneryList(
  favourites: boolean,
  page: number,
  signal?: AbortSignal,
): Promise<SceneryList> {
  const { data } = await request<SceneryList>('/index/index/sceneryList', {
    params: { page, limit: SCENERY_PAGE_SIZE, collect: favourites ? 1 : undefined },
    loading: false,
    signal,
  });
  return data;
}

/** Pages of the attraction's photographs (or the visitor's favourites) until `total` are loaded. */
export const sceneryListQueryOptions = (favourites: boolean, locale: Locale) =>
  infiniteQueryOptions({
    queryKey: queryKeys.scenery.list(favourites, locale),
    queryFn: ({ pageParam, signal }) => getSceneryList(favourites, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf<SceneryList>,
  });

export function useSceneryList(favourites: boolean) {
  return useInfiniteQuery(sceneryListQueryOptions(favourites, useLocale()));
}
