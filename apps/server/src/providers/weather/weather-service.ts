import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '#server/lib/errors.ts';
import type {
  DayForecast,
  HourForecast,
  WeatherProvider,
  WeatherReading,
  WeatherReport,
} from './types.ts';

/** The operator's own reading and when they entered it. */
export interface OperatorReading extends WeatherReading {
  at: string;
}

export interface CurrentWeather extends WeatherReading {
  source: string;
  /** When the reading was taken (a live fetch, or the operator's entry). */
  updatedAt: string;
  live: boolean;
  hours: HourForecast[];
  days: DayForecast[];
}

/**
 * The live provider to ask now, or none when the operator's reading is all there is. Asked again
 * at every reading, so one that follows the park's coordinates (live-provider.ts) moves with them.
 */
export type ProviderSource = () => Promise<WeatherProvider | undefined>;

export interface WeatherServiceOptions {
  provider: ProviderSource;
  /** The operator's reading, read when no live provider answers; none when never entered. */
  fallback: () => Promise<OperatorReading | undefined>;
  cacheMs: number;
  log: FastifyBaseLogger;
  /** Called with every live reading (the weather guarantee watches the rainfall). */
  onReading?: (reading: WeatherReading) => Promise<void>;
  now?: () => number;
}

/** How many hours ahead a visitor is shown. */
const HOURS_SHOWN = 24;
/** A live report this recent still beats the operator's reading while the provider is down. */
const LIVE_GRACE_MS = 60 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * The weather display's source: a live provider behind a cache, falling back to the operator's
 * reading when the provider is absent or unreachable (offline machines still answer). A failure
 * is cached for a minute so a dead provider is not asked on every page view.
 */
export function createWeatherService(options: WeatherServiceOptions) {
  const now = options.now ?? Date.now;
  const FAILURE_TTL_MS = Math.min(60_000, options.cacheMs);
  let cached: { value: CurrentWeather | null; expires: number } | undefined;
  /** The last live reading, and who gave it: a reading of a place the park has left is not kept. */
  let lastLive: { from: WeatherProvider; weather: CurrentWeather } | undefined;

  async function fromOperator(): Promise<CurrentWeather | null> {
    const reading = await options.fallback();
    if (!reading) return null;
    const { at, ...rest } = reading;
    return { ...rest, source: 'operator', updatedAt: at, live: false, hours: [], days: [] };
  }

  function fromReport(name: string, report: WeatherReport): CurrentWeather {
    const { hours = [], days = [], ...reading } = report;
    return {
      ...reading,
      source: name,
      updatedAt: new Date(now()).toISOString(),
      live: true,
      hours,
      days,
    };
  }

  async function load(): Promise<{ value: CurrentWeather | null; ttl: number }> {
    const provider = await options.provider();
    if (!provider) return { value: await fromOperator(), ttl: options.cacheMs };
    try {
      const report = await provider.current();
      await options
        .onReading?.(report)
        .catch((error: unknown) =>
          options.log.error({ err: error }, 'weather reading hook failed'),
        );
      const weather = fromReport(provider.name, report);
      lastLive = { from: provider, weather };
      return { value: weather, ttl: options.cacheMs };
    } catch (error) {
      options.log.warn({ err: error, provider: provider.name }, 'weather provider unreachable');
      const recent =
        lastLive?.from === provider &&
        now() - Date.parse(lastLive.weather.updatedAt) <= LIVE_GRACE_MS
          ? lastLive.weather
          : undefined;
      return { value: recent ?? (await fromOperator()), ttl: FAILURE_TTL_MS };
    }
  }

  /** Hours already over and days already past leave the answer, however long it was cached. */
  function upToNow(weather: CurrentWeather): CurrentWeather {
    const at = now();
    const hours = weather.hours
      .filter((hour) => !(Date.parse(hour.time) + HOUR_MS <= at))
      .slice(0, HOURS_SHOWN);
    const today = hours[0]?.time.slice(0, 10);
    const days = today ? weather.days.filter((day) => day.date >= today) : weather.days;
    return { ...weather, hours, days };
  }

  // Concurrent page views share one request to the provider.
  let pending: Promise<CurrentWeather | null> | undefined;
  // A reading started before the cache was cleared (of the old place) is answered but not kept.
  let generation = 0;

  async function currentOrNone(): Promise<CurrentWeather | null> {
    if (cached && cached.expires > now()) return cached.value;
    if (!pending) {
      const started = generation;
      const loading = load()
        .then(({ value, ttl }) => {
          if (started === generation) cached = { value, expires: now() + ttl };
          return value;
        })
        .finally(() => {
          if (pending === loading) pending = undefined;
        });
      pending = loading;
    }
    return pending;
  }

  return {
    /** The weather now and ahead; a clear error when neither a provider nor the operator has one. */
    async current(): Promise<CurrentWeather> {
      const weather = await currentOrNone();
      if (!weather) throw new AppError('weatherUnavailable');
      return upToNow(weather);
    },
    /** The next reading asks again (the park moved, or staff changed the content). */
    clearCache: () => {
      cached = undefined;
      pending = undefined;
      generation++;
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
