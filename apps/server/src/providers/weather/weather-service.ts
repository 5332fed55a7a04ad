import type { FastifyBaseLogger } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { WeatherProvider, WeatherReading } from './types.ts';

export interface CurrentWeather extends WeatherReading {
  source: string;
  updatedAt: string;
}

export interface WeatherServiceOptions {
  /** The live provider, or none when the operator's reading is all there is. */
  provider: WeatherProvider | undefined;
  /** The operator's fallback reading, read when no live provider answers. */
  fallback: () => Promise<WeatherReading>;
  cacheMs: number;
  log: FastifyBaseLogger;
  /** Called with every live reading (the weather guarantee watches the rainfall). */
  onReading?: (reading: WeatherReading) => Promise<void>;
  now?: () => number;
}

/**
 * The weather display's source: a live provider behind a cache, falling back to the operator's
 * reading when the provider is absent or unreachable (offline machines still answer). A failure
 * is cached for a minute so a dead provider is not asked on every page view.
 */
export function createWeatherService(options: WeatherServiceOptions) {
  const now = options.now ?? Date.now;
  const cache = new TtlCache<CurrentWeather>(options.cacheMs, now);
  const FAILURE_TTL_MS = Math.min(60_000, options.cacheMs);

  async function fromFallback(): Promise<CurrentWeather> {
    const reading = await options.fallback();
    return { ...reading, source: 'operator', updatedAt: new Date(now()).toISOString() };
  }

  async function load(): Promise<CurrentWeather> {
    const { provider } = options;
    if (!provider) {
      const fallback = await fromFallback();
      cache.set('now', fallback);
      return fallback;
    }
    try {
      const reading = await provider.current();
      await options
        .onReading?.(reading)
        .catch((error: unknown) =>
          options.log.error({ err: error }, 'weather reading hook failed'),
        );
      const live = { ...reading, source: provider.name, updatedAt: new Date(now()).toISOString() };
      cache.set('now', live);
      return live;
    } catch (error) {
      options.log.warn({ err: error, provider: provider.name }, 'weather provider unreachable');
      const fallback = await fromFallback();
      cache.set('now', fallback, FAILURE_TTL_MS);
      return fallback;
    }
  }

  // Concurrent page views share one request to the provider.
  let pending: Promise<CurrentWeather> | undefined;

  return {
    current(): Promise<CurrentWeather> {
      const hit = cache.get('now');
      if (hit) return Promise.resolve(hit);
      pending ??= load().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    clearCache: () => cache.clear(),
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
