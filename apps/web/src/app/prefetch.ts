import type { Locale } from '@scenic/contracts';
import { bannersQueryOptions } from '../features/home/api/get-banners';
import { homeDataQueryOptions } from '../features/home/api/get-index-data';
import { noticesQueryOptions } from '../features/home/api/get-notices';
import { scenicQueryOptions } from '../features/scenic/api/get-scenic';
import { weatherQueryOptions } from '../features/weather/api/get-weather';
import { queryClient } from '../lib/query-client';

/** True when the address is the home route ('' or '/', with or without a query). */
export function isHomeHash(hash: string): boolean {
  return /^#?\/?(\?.*)?$/.test(hash);
}

/**
 * Starts the home page's chunk and its API calls while the language file loads, instead of one
 * after the other: the banner (the largest paint) arrives sooner.
 */
export function prefetchHome(locale: Locale): void {
  void import('../features/home/home-page');
  for (const options of [
    bannersQueryOptions(locale),
    homeDataQueryOptions(locale),
    noticesQueryOptions(locale),
  ]) {
    void queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
  }
  prefetchShared(locale);
}

/** What the header of every page needs. */
export function prefetchShared(locale: Locale): void {
  void queryClient.prefetchQuery(scenicQueryOptions(locale));
  void queryClient.prefetchQuery(weatherQueryOptions(locale));
}
