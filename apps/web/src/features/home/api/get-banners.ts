import type { Banner, BannerKey, GetBannerData, Locale } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/**
 * The contracts' BANNER_KEYS, spelled here: its module also builds zod schemas, which the home
 * route must not download.
 */
const HOME_BANNER_KEYS: BannerKey[] = ['home', 'homeCenter'];

/** Both of the home page's banner slots in one call: the top carousel and the one mid-page. */
export async function getBanners(signal?: AbortSignal): Promise<Record<BannerKey, Banner[]>> {
  const { data } = await request<GetBannerData>('/index/index/getBanner', {
    method: 'POST',
    body: { key: HOME_BANNER_KEYS },
    loading: false,
    signal,
  });
  return { home: data.home ?? [], homeCenter: data.homeCenter ?? [] };
}

export const bannersQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.home.banners(locale),
    queryFn: ({ signal }) => getBanners(signal),
  });

export function useBanners(slot: BannerKey) {
  return useQuery({ ...bannersQueryOptions(useLocale()), select: (banners) => banners[slot] });
}
