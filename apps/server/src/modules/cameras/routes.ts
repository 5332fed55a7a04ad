import { cameraListSchema, envelopeSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { CameraService } from './service.ts';

/** The park's live cameras as visitors watch them. */
export function cameraRoutes(cameras: CameraService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['scenery'];

    app.get(
      '/index/index/cameraList',
      {
        schema: {
          tags,
          summary: 'The park’s live cameras: name, cover, HLS stream and whether it is on air',
          response: { 200: envelopeSchema(cameraListSchema) },
        },
      },
      async (request) => ok(await cameras.list(request.locale)),
    );
  };
}
