import {
  consoleWeatherGuaranteeSchema,
  envelopeSchema,
  rainDayAddBodySchema,
  rainDayRemoveBodySchema,
  weatherGuaranteeSaveBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { GuaranteeEditor } from './guarantee-editor.ts';

/** The console's weather guarantee: its texts and the heavy-rain days (content staff). */
export function consoleGuaranteeRoutes(guarantee: GuaranteeEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: content'];
    const security = [{ staffToken: [] }];
    const editors = instance.requireStaff('content');

    app.get(
      '/console/content/weather-guarantee',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'The weather guarantee’s texts in every language and every heavy-rain day, newest first (content)',
          response: { 200: envelopeSchema(consoleWeatherGuaranteeSchema) },
        },
      },
      async () => ok(await guarantee.guarantee()),
    );

    app.post(
      '/console/content/weather-guarantee/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Change the guarantee’s title, summary and terms (content)',
          body: weatherGuaranteeSaveBodySchema,
          response: { 200: envelopeSchema(consoleWeatherGuaranteeSchema) },
        },
      },
      async (request) => ok(await guarantee.saveTexts(request.body, actorOf(request))),
    );

    app.post(
      '/console/content/rain-days/add',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Mark a heavy-rain day: today or up to 30 days back, never ahead; marked already: 1060 (content)',
          body: rainDayAddBodySchema,
          response: { 200: envelopeSchema(consoleWeatherGuaranteeSchema) },
        },
      },
      async (request) => ok(await guarantee.addRainDay(request.body, actorOf(request))),
    );

    app.post(
      '/console/content/rain-days/remove',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Take a heavy-rain day back; tickets already moved stay moved (content)',
          body: rainDayRemoveBodySchema,
          response: { 200: envelopeSchema(consoleWeatherGuaranteeSchema) },
        },
      },
      async (request) => ok(await guarantee.removeRainDay(request.body.date, actorOf(request))),
    );
  };
}
