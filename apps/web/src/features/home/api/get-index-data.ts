import type { HomeImages, HomeShopList, IndexData, Locale } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export interface HomeData {
  /** Null when the operator has not set the home images or they do not parse. */
  homeImages: HomeImages | null;
  shopList: HomeShopList;
}

function parseJson<T>(text: unknown): T | null {
  if (typeof text !== 'string') return (text as T) ?? null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export async function getHomeData(signal?: AbortSignal): Promise<HomeData> {
  const { data } = await request<IndexData>('/index/index/indexData', { loading: false, signal });
  return { homeImages: parseJson<HomeImages>(data.homeImages), shopList: data.shopList };
}

export const homeDataQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.home.data(locale),
    queryFn: ({ signal }) => getHomeData(signal),
  });

export function useHomeData() {
  return useQuery(homeDataQueryOptions(useLocale()));
}
