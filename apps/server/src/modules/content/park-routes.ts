import {
  consoleParkSchema,
  consoleWeatherGuaranteeSchema,
  coordinatesSaveBodySchema,
  envelopeSchema,
  parkInfoSaveBodySchema,
  rainDayAddBodySchema,
  rainDayRemoveBodySchema,
  weatherGuaranteeSaveBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { GuaranteeEditor } from './guarantee-editor.ts';
import type { ParkEditor } from './park-editor.ts';

/** The console's park details, coordinates and weather guarantee (content staff). */
export function consoleParkRoutes(park: ParkEditor, guarantee: GuaranteeEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: content'];
    const security = [{ staffToken: [] }];
    const editors = instance.requireStaff('content');

    app.get(
      '/console/content/park',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'The park’s details in every language, its coordinates, and its UTC offset (read-only: ATTRACTION_UTC_OFFSET) (content)',
          response: { 200: envelopeSchema(consoleParkSchema) },
        },
      },
      async () => ok(await park.park()),
    );

    app.post(
      '/console/content/park/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Change the park’s details; getScenic answers them at once (content)',
          body: parkInfoSaveBodySchema,
          response: { 200: envelopeSchema(consoleParkSchema) },
        },
      },
      async (request) => ok(await park.saveInfo(request.body, actorOf(request))),
    );

    app.post(
      '/console/content/park/coordinates/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Move the park’s coordinates (decimal degrees as text); the live forecast follows at once, without a restart (content)',
          body: coordinatesSaveBodySchema,
          response: { 200: envelopeSchema(consoleParkSchema) },
        },
      },
      async (request) => ok(await park.saveCoordinates(request.body, actorOf(request))),
    );

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
