import { envelopeSchema, scenicSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { ParkReader } from './reader.ts';

/** The park’s details. */
export function parkRoutes(park: ParkReader) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['content'];

    app.get(
      '/index/index/getScenic',
      {
        schema: {
          tags,
          summary: 'Scenic-area info',
          response: { 200: envelopeSchema(scenicSchema) },
        },
      },
      async (request) => ok(await park.scenic(request.locale)),
    );
  };
}
