import type { Banner, BannerKey, GetBannerData, Locale } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/**
 * The contracts' BANNER_KEYS, spelled here: its module also builds zod schemas, which the home
 * route must not download.
 */
const HOME_BANNER_KEYS: BannerKey[] = ['home', 'homeCenter'];

export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const { data } = await request<GetBannerData>('/index/index/getBanner', {
    method: 'POST',
    body: { key: HOME_BANNER_KEYS },
    loading: false,
    signal,
  });
  return data.home ?? [];
}

export const bannersQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['banners', locale],
    queryFn: ({ signal }) => getBanners(signal),
  });

export function useBanners() {
  return useQuery(bannersQueryOptions(useLocale()));
}
