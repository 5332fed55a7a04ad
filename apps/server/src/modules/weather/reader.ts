import {
  type GetWeatherData,
  type Locale,
  type LocalizedText,
  RAIN_DAY_GRACE_DAYS,
  type WeatherGuarantee,
  weatherText,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { localize } from '#server/lib/localize.ts';
import { publishedSetting } from '#server/modules/settings/store.ts';
import type { WeatherService } from '#server/providers/weather/weather-service.ts';
import * as repo from './repository.ts';

/** The weather at the park and the weather guarantee with its heavy-rain days, for visitors. */
export function createWeatherReader(deps: {
  db: Db;
  weather: WeatherService;
  utcOffset: string;
  now: () => number;
}) {
  return {
    async guarantee(locale: Locale): Promise<WeatherGuarantee> {
      const stored = await publishedSetting<{
        title: LocalizedText;
        summary: LocalizedText;
        terms: LocalizedText[];
      }>(deps.db, 'weather_guarantee');
      // A rained-out visit of the last month still qualifies, so recent days stay listed.
      const since = addDays(attractionToday(deps.utcOffset, deps.now()), -RAIN_DAY_GRACE_DAYS);
      const rainDays = await repo.listRainDays(deps.db, since);
      return {
        title: localize(stored.title, locale),
        summary: localize(stored.summary, locale),
        terms: stored.terms.map((term) => localize(term, locale)),
        rainyDates: rainDays.map((row) => row.date),
      };
    },

    async weather(locale: Locale): Promise<GetWeatherData> {
      const current = await deps.weather.current();
      return {
        now: {
          code: current.code,
          text: weatherText(current.code, locale),
          temp: current.temp,
          ...(current.night === undefined ? {} : { night: current.night }),
        },
        source: current.source,
        updatedAt: current.updatedAt,
        live: current.live,
        hours: current.hours.map((hour) => ({ ...hour, text: weatherText(hour.code, locale) })),
        days: current.days.map((day) => ({ ...day, text: weatherText(day.code, locale) })),
      };
    },
  };
}

export type WeatherReader = ReturnType<typeof createWeatherReader>;
