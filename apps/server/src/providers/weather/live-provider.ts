import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/database.ts';
import { openMeteoProvider } from './open-meteo.ts';
import type { WeatherProvider } from './types.ts';
import type { ProviderSource } from './weather-service.ts';

/** A number, or a number written as text ("3.5219"), as an operator may enter it. */
const degrees = z.union([
  z.number(),
  z
    .string()
    .regex(/^\s*-?\d{1,3}(\.\d+)?\s*$/)
    .transform(Number),
]);

const coordinatesSchema = z.object({
  latitude: degrees.pipe(z.number().min(-90).max(90)),
  longitude: degrees.pipe(z.number().min(-180).max(180)),
});

/**
 * Live weather where the park's coordinates are known (the scenic setting's latitude and
 * longitude); otherwise none, and visitors see the operator's reading rather than another
 * place's weather. The coordinates are read at every reading the weather service makes (once per
 * WEATHER_CACHE_SECONDS), so coordinates saved in the console apply without a restart; the
 * provider of one place is kept, so a reading kept through an outage is known to be of this place.
 */
export function liveWeatherProvider(
  db: Db,
  config: Pick<Config, 'WEATHER_PROVIDER' | 'WEATHER_API_URL'>,
  log: FastifyBaseLogger,
): ProviderSource {
  if (config.WEATHER_PROVIDER !== 'open-meteo') return async () => undefined;
  let current: { place: string; provider: WeatherProvider | undefined } | undefined;
  return async () => {
    const row = await db
      .selectFrom('setting')
      .select('value')
      .where('key', '=', 'scenic')
      .executeTakeFirst();
    const place = coordinatesSchema.safeParse(row ? JSON.parse(row.value) : undefined);
    const key = place.success ? `${place.data.latitude},${place.data.longitude}` : '';
    if (current?.place !== key) {
      if (!place.success) {
        log.info(
          'no park coordinates in the scenic setting: the weather shows the operator reading',
        );
      }
      current = {
        place: key,
        provider: place.success
          ? openMeteoProvider({ baseUrl: config.WEATHER_API_URL, ...place.data })
          : undefined,
      };
    }
    return current.provider;
  };
}
