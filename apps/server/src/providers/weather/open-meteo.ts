import { z } from 'zod';
import type { WeatherProvider, WeatherReading } from './types.ts';

const answerSchema = z.object({
  current: z.object({
    temperature_2m: z.number(),
    weather_code: z.number().int(),
    precipitation: z.number().optional(),
  }),
});

export interface OpenMeteoOptions {
  baseUrl: string;
  latitude: number;
  longitude: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Current conditions from Open-Meteo's forecast API (no key needed). */
export function openMeteoProvider(options: OpenMeteoOptions): WeatherProvider {
  const fetcher = options.fetch ?? fetch;
  return {
    name: 'open-meteo',
    async current(): Promise<WeatherReading> {
      const url = new URL('/v1/forecast', options.baseUrl);
      url.searchParams.set('latitude', String(options.latitude));
      url.searchParams.set('longitude', String(options.longitude));
      url.searchParams.set('current', 'temperature_2m,weather_code,precipitation');
      const response = await fetcher(url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      });
      if (!response.ok) throw new Error(`weather provider answered HTTP ${response.status}`);
      const { current } = answerSchema.parse(await response.json());
      return {
        code: String(current.weather_code),
        temp: Math.round(current.temperature_2m),
        ...(current.precipitation === undefined ? {} : { precipitation: current.precipitation }),
      };
    },
  };
}
