import { BANNER_PICTURE, type Locale, uploadSrcSet } from '@scenic/contracts';
import { bannersQueryOptions } from '#web/features/home/api/get-banners.ts';
import { homeDataQueryOptions } from '#web/features/home/api/get-index-data.ts';
import { noticesQueryOptions } from '#web/features/home/api/get-notices.ts';
import { ticketInfoQueryOptions } from '#web/features/tickets/api/get-ticket-info.ts';
import { ticketListQueryOptions } from '#web/features/tickets/api/get-ticket-list.ts';
import { ORDERS_NS, warmTexts } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { scenicQueryOptions } from '#web/lib/scenic.ts';
import { weatherQueryOptions } from '#web/lib/weather.ts';

/** The route and query of a hash address (`#/ticket/detail?id=1` → `/ticket/detail`, `id=1`). */
export function splitHash(hash: string): { path: string; params: URLSearchParams } {
  const address = hash.replace(/^#/, '');
  const query = address.indexOf('?');
  const path = (query < 0 ? address : address.slice(0, query)) || '/';
  return {
    path: path.length > 1 ? path.replace(/\/+$/, '') : path,
    params: new URLSearchParams(query < 0 ? '' : address.slice(query + 1)),
  };
}

/**
 * Starts what the first page needs (its code, its texts, its API calls and its largest picture)
 * while the entry's language file loads, instead of one after the other: on a slow network the
 * first screen then waits for one round of requests, not four.
 */
export function prefetchFirstPage(hash: string, locale: Locale): void {
  const { path, params } = splitHash(hash);
  const starts =
    path === '/'
      ? homeStarts(locale)
      : path === '/ticket'
        ? ticketListStarts(locale)
        : path === '/ticket/detail'
          ? ticketDetailStarts(Number(params.get('id')), locale)
          : [];
  // Each start in a task of its own: starting a request costs the main thread a few
  // milliseconds (several times that on a cheap phone), and all of them in the entry's task
  // made it the longest of the page's load.
  for (const start of [...starts, ...sharedStarts(locale)]) setTimeout(start, 0);
}

function homeStarts(locale: Locale): Array<() => void> {
  return [
    () => void import('#web/features/home/home-page.tsx'),
    // The first banner is the largest paint: ask for it as soon as its address is known (the
    // entry page's shell has it already when the server wrote it in).
    () =>
      preloadFrom(
        queryClient.fetchQuery(bannersQueryOptions(locale)),
        ({ home: [first] }) => (typeof first === 'string' ? first : first?.cover),
        BANNER_PICTURE.width,
      ),
    () => void queryClient.prefetchQuery(homeDataQueryOptions(locale)),
    () => void queryClient.prefetchQuery(noticesQueryOptions(locale)),
  ];
}

function ticketListStarts(locale: Locale): Array<() => void> {
  return [
    () => void import('#web/features/tickets/ticket-list-page.tsx'),
    () => warmTexts(ORDERS_NS, locale),
    // The first ticket's cover is the largest paint.
    () =>
      preloadFrom(
        queryClient.fetchQuery(ticketListQueryOptions(locale)),
        ([first]) => first?.cover,
        1200,
      ),
  ];
}

function ticketDetailStarts(id: number, locale: Locale): Array<() => void> {
  if (!Number.isInteger(id) || id <= 0) return [];
  return [
    () => void import('#web/features/tickets/ticket-detail-page.tsx'),
    () => warmTexts(ORDERS_NS, locale),
    // The gallery's first photo (the ticket's first image, else its cover) is the largest paint.
    () =>
      preloadFrom(
        queryClient.fetchQuery(ticketInfoQueryOptions(id, locale)),
        (ticket) => ticket.images[0] ?? ticket.cover,
        1600,
      ),
  ];
}

/** Once a page's data is in, preloads the picture `pictureOf` finds in it (its largest paint). */
function preloadFrom<T>(
  data: Promise<T>,
  pictureOf: (data: T) => string | undefined,
  naturalWidth: number,
): void {
  data.then(
    (answer) => {
      const picture = pictureOf(answer);
      if (picture) preloadPicture(picture, naturalWidth);
    },
    () => undefined,
  );
}

/**
 * Asks for a full-width picture the way its `<img>` will (same `srcset`, `sizes="100vw"`), so the
 * phone downloads it once, at the width it will show.
 */
function preloadPicture(src: string, naturalWidth: number): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = src;
  const srcSet = uploadSrcSet(src, naturalWidth);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', '100vw');
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** What the header of every page needs. */
function sharedStarts(locale: Locale): Array<() => void> {
  return [
    () => void queryClient.prefetchQuery(scenicQueryOptions(locale)),
    () => void queryClient.prefetchQuery(weatherQueryOptions(locale)),
  ];
}
