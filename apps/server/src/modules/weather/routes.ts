import { envelopeSchema, getWeatherDataSchema, weatherGuaranteeSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { WeatherReader } from './reader.ts';

/** The weather at the park and the weather guarantee. */
export function weatherRoutes(weather: WeatherReader) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['content'];

    app.get(
      '/index/common/getWeather',
      {
        schema: {
          tags,
          summary: 'Current weather at the attraction; data.now = {code, text, temp}',
          response: { 200: envelopeSchema(getWeatherDataSchema) },
        },
      },
      async (request) => ok(await weather.weather(request.locale)),
    );

    app.get(
      '/index/index/weather',
      {
        schema: {
          tags,
          summary: 'Weather guarantee: terms and heavy-rain dates',
          response: { 200: envelopeSchema(weatherGuaranteeSchema) },
        },
      },
      async (request) => ok(await weather.guarantee(request.locale)),
    );
  };
}
