import { z } from 'zod';
import type { DayForecast, HourForecast, WeatherProvider, WeatherReport } from './types.ts';

const series = z.array(z.number().nullable());

const answerSchema = z.object({
  utc_offset_seconds: z.number().int().default(0),
  current: z.object({
    time: z.string().optional(),
    temperature_2m: z.number(),
    weather_code: z.number().int(),
    precipitation: z.number().optional(),
    is_day: z.number().optional(),
  }),
  // A forecast that does not read right is left out; the reading now still counts.
  hourly: z
    .object({
      time: z.array(z.string()),
      temperature_2m: series,
      weather_code: series,
      precipitation_probability: series.optional(),
      is_day: series.optional(),
    })
    .optional()
    .catch(undefined),
  daily: z
    .object({
      time: z.array(z.string()),
      weather_code: series,
      temperature_2m_max: series,
      temperature_2m_min: series,
      precipitation_probability_max: series.optional(),
    })
    .optional()
    .catch(undefined),
});
type Answer = z.infer<typeof answerSchema>;

/** How many hours ahead the forecast reaches (one more, as the current hour passes while cached). */
const HOURS_AHEAD = 25;
const DAYS_AHEAD = 7;

export interface OpenMeteoOptions {
  baseUrl: string;
  latitude: number;
  longitude: number;
  /** Short, so a machine without network falls back to the operator's reading at once. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** "+08:00" from Open-Meteo's offset in seconds. */
function offsetText(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const minutes = Math.abs(Math.round(seconds / 60));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function hoursOf(answer: Answer): HourForecast[] {
  const { hourly, current } = answer;
  if (!hourly) return [];
  const offset = offsetText(answer.utc_offset_seconds);
  // Local times sort as text; the hour now is the first one kept.
  const thisHour = current.time ? `${current.time.slice(0, 13)}:00` : '';
  const hours: HourForecast[] = [];
  hourly.time.forEach((time, index) => {
    const temp = hourly.temperature_2m[index];
    const code = hourly.weather_code[index];
    if (time < thisHour || temp == null || code == null || hours.length >= HOURS_AHEAD) return;
    hours.push({
      time: `${time}${offset}`,
      code: String(code),
      temp: Math.round(temp),
      rainChance: hourly.precipitation_probability?.[index] ?? null,
      night: hourly.is_day?.[index] === 0,
    });
  });
  return hours;
}

function daysOf(answer: Answer): DayForecast[] {
  const { daily } = answer;
  if (!daily) return [];
  const days: DayForecast[] = [];
  daily.time.forEach((date, index) => {
    const code = daily.weather_code[index];
    const high = daily.temperature_2m_max[index];
    const low = daily.temperature_2m_min[index];
    if (code == null || high == null || low == null) return;
    days.push({
      date,
      code: String(code),
      high: Math.round(high),
      low: Math.round(low),
      rainChance: daily.precipitation_probability_max?.[index] ?? null,
    });
  });
  return days.slice(0, DAYS_AHEAD);
}

/** Current conditions, the next hours and the next days from Open-Meteo (no key needed). */
export function openMeteoProvider(options: OpenMeteoOptions): WeatherProvider {
  const fetcher = options.fetch ?? fetch;
  return {
    name: 'open-meteo',
    async current(): Promise<WeatherReport> {
      const url = new URL('/v1/forecast', options.baseUrl);
      url.searchParams.set('latitude', String(options.latitude));
      url.searchParams.set('longitude', String(options.longitude));
      url.searchParams.set('current', 'temperature_2m,weather_code,precipitation,is_day');
      url.searchParams.set(
        'hourly',
        'temperature_2m,weather_code,precipitation_probability,is_day',
      );
      url.searchParams.set(
        'daily',
        'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max',
      );
      // Days and hours in the park's own calendar and clock.
      url.searchParams.set('timezone', 'auto');
      url.searchParams.set('forecast_days', String(DAYS_AHEAD));
      const response = await fetcher(url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 2500),
      });
      if (!response.ok) throw new Error(`weather provider answered HTTP ${response.status}`);
      const answer = answerSchema.parse(await response.json());
      const { current } = answer;
      return {
        code: String(current.weather_code),
        temp: Math.round(current.temperature_2m),
        ...(current.precipitation === undefined ? {} : { precipitation: current.precipitation }),
        ...(current.is_day === undefined ? {} : { night: current.is_day === 0 }),
        hours: hoursOf(answer),
        days: daysOf(answer),
      };
    },
  };
}
