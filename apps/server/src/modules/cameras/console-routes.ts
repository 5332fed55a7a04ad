import {
  cameraSaveBodySchema,
  consoleCameraListSchema,
  consoleCameraSchema,
  contentIdBodySchema,
  envelopeSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { CameraEditor } from './editor.ts';

/** The console's live cameras (content staff). */
export function consoleCameraRoutes(cameras: CameraEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: content'];
    const security = [{ staffToken: [] }];
    const editors = instance.requireStaff('content');

    app.get(
      '/console/content/cameras',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Every live camera, on air or off, in order, with every language of its name (content)',
          response: { 200: envelopeSchema(consoleCameraListSchema) },
        },
      },
      async () => ok({ list: await cameras.list() }),
    );

    app.post(
      '/console/content/cameras/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Add a camera, or replace one by id; the stream is an http(s) address or a file under /uploads; cameraList answers it at once (content)',
          body: cameraSaveBodySchema,
          response: { 200: envelopeSchema(consoleCameraSchema) },
        },
      },
      async (request) => ok(await cameras.save(request.body, actorOf(request))),
    );

    app.post(
      '/console/content/cameras/delete',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Delete a camera (content)',
          body: contentIdBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => ok(await cameras.remove(request.body.id, actorOf(request))),
    );
  };
}
