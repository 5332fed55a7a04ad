import type { GoodsByType, GoodsKind, GoodsType, Locale } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** A kind's types (the store's and rental counter's category tabs). */
export async function getGoodsTypes(kind: GoodsKind, signal?: AbortSignal): Promise<GoodsType[]> {
  const { data } = await request<GoodsType[]>('/index/index/getGoodsTypeList', {
    params: { kind },
    loading: false,
    signal,
  });
  return data;
}

export const goodsTypesQueryOptions = (kind: GoodsKind, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.goods.types(kind, locale),
    queryFn: ({ signal }) => getGoodsTypes(kind, signal),
    staleTime: 5 * 60_000,
  });

export function useGoodsTypes(kind: GoodsKind) {
  return useQuery(goodsTypesQueryOptions(kind, useLocale()));
}

/** A kind's whole menu grouped by type (`getGoods`): the food menu reads it in one call. */
export async function getGoodsMenu(kind: GoodsKind, signal?: AbortSignal): Promise<GoodsByType> {
  const { data } = await request<GoodsByType>('/index/index/getGoods', {
    params: { kind },
    loading: false,
    signal,
  });
  return data;
}

export const goodsMenuQueryOptions = (kind: GoodsKind, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.goods.menu(kind, locale),
    queryFn: ({ signal }) => getGoodsMenu(kind, signal),
    staleTime: 60_000,
  });

export function useGoodsMenu(kind: GoodsKind) {
  return useQuery(goodsMenuQueryOptions(kind, useLocale()));
}
