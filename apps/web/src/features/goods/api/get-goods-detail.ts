import type { GoodsDetail, Locale } from '@scenic/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** A good with its specs, every combination's price and stock, and its rental or food terms. */
export async function getGoodsDetail(id: number, signal?: AbortSignal): Promise<GoodsDetail> {
  const { data } = await request<GoodsDetail>('/index/index/goodsDetail', {
    params: { id },
    loading: false,
    signal,
  });
  return data;
}

export const goodsDetailQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.goods.detail(id, locale),
    queryFn: ({ signal }) => getGoodsDetail(id, signal),
    // Stock moves as others buy; half a minute old is fresh enough to pick from.
    staleTime: 30_000,
    enabled: id > 0,
  });

export function useGoodsDetail(id: number) {
  return useQuery(goodsDetailQueryOptions(id, useLocale()));
}

/** Several goods at once (the cart and checkout show each line's name, picture and spec). */
export function useGoodsDetails(ids: number[]) {
  const locale = useLocale();
  return useQueries({
    queries: [...new Set(ids)].map((id) => goodsDetailQueryOptions(id, locale)),
  });
}
