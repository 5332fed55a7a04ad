import type { GoodListData, GoodsKind, Locale } from '@scenic/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '#web/lib/paging.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export interface GoodsFilter {
  kind: GoodsKind;
  typeId?: number;
  keyword?: string;
}

export const GOODS_PAGE_SIZE = 10;

export async function getGoodsList(
  filter: GoodsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<GoodListData> {
  const { data } = await request<GoodListData>('/index/index/goodList', {
    params: { ...filter, keyword: filter.keyword || undefined, page, limit: GOODS_PAGE_SIZE },
    loading: false,
    signal,
  });
  return data;
}

/** Pages of a kind's goods, optionally of one type or matching a search. */
export const goodsListQueryOptions = (filter: GoodsFilter, locale: Locale) =>
  infiniteQueryOptions({
    queryKey: queryKeys.goods.list(filter.kind, filter.typeId ?? 0, filter.keyword ?? '', locale),
    queryFn: ({ pageParam, signal }) => getGoodsList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf<GoodListData>,
    staleTime: 60_000,
  });

export function useGoodsList(filter: GoodsFilter) {
  return useInfiniteQuery(goodsListQueryOptions(filter, useLocale()));
}
