import type { Locale } from '@scenic/contracts';
import { bannersQueryOptions } from '#web/features/home/api/get-banners.ts';
import { homeDataQueryOptions } from '#web/features/home/api/get-index-data.ts';
import { noticesQueryOptions } from '#web/features/home/api/get-notices.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { scenicQueryOptions } from '#web/lib/scenic.ts';
import { weatherQueryOptions } from '#web/lib/weather.ts';

/** True when the address is the home route ('' or '/', with or without a query). */
export function isHomeHash(hash: string): boolean {
  return /^#?\/?(\?.*)?$/.test(hash);
}

/**
 * Starts the home page's chunk and its API calls while the language file loads, instead of one
 * after the other: the banner (the largest paint) arrives sooner.
 */
export function prefetchHome(locale: Locale): void {
  void import('#web/features/home/home-page.tsx');
  void queryClient.prefetchQuery(homeDataQueryOptions(locale));
  void queryClient.prefetchQuery(noticesQueryOptions(locale));
  // The first banner is the largest paint: ask for it as soon as its address is known, while the
  // language file and the page code are still loading.
  void queryClient.fetchQuery(bannersQueryOptions(locale)).then(
    (banners) => {
      const first = banners.home[0];
      if (first) preloadImage(typeof first === 'string' ? first : first.cover);
    },
    () => undefined,
  );
  prefetchShared(locale);
}

function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** What the header of every page needs. */
export function prefetchShared(locale: Locale): void {
  void queryClient.prefetchQuery(scenicQueryOptions(locale));
  void queryClient.prefetchQuery(weatherQueryOptions(locale));
}
