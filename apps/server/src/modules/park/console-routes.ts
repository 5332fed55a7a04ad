import {
  consoleParkSchema,
  coordinatesSaveBodySchema,
  envelopeSchema,
  parkInfoSaveBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { ParkEditor } from './editor.ts';

/** The console's park details and coordinates (content staff). */
export function consoleParkRoutes(park: ParkEditor) {
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
  };
}
