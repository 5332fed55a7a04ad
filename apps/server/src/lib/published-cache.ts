import { TtlCache } from './ttl-cache.ts';

/**
 * What visitors read of the published content (the home page, the park, help, the VR tour, the
 * weather guarantee), cached in this instance for CONTENT_CACHE_SECONDS and forgotten at once when
 * staff publish a change (`content-changes.ts`). Every screen's reader shares this one cache.
 */
export interface PublishedCache {
  /** The cached answer under `key`, or the loader's, cached; concurrent misses share one load. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every cached answer: staff published a change. */
  clear(): void;
}

export function createPublishedCache(
  cacheMs: number,
  now: () => number = Date.now,
): PublishedCache {
  const cache = new TtlCache<unknown>(cacheMs, now);
  return {
    cached: <T>(key: string, load: () => Promise<T>) =>
      cacheMs > 0 ? (cache.getOrLoad(key, load) as Promise<T>) : load(),
    clear: () => cache.clear(),
  };
}
