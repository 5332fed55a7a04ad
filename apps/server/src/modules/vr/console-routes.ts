import {
  consoleVrSceneSchema,
  consoleVrTourSchema,
  envelopeSchema,
  vrSceneIdBodySchema,
  vrSceneSaveBodySchema,
  vrTourSaveBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { VrEditor } from './editor.ts';

/** The console's VR tour: scenes, their panoramas and hotspots (content staff). */
export function consoleVrRoutes(editor: VrEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: content'];
    const security = [{ staffToken: [] }];
    const editors = instance.requireStaff('content');

    app.get(
      '/console/content/vr',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'The VR tour’s scenes in visitors’ order, every language, hotspots’ yaw and pitch in degrees (content)',
          response: { 200: envelopeSchema(consoleVrTourSchema) },
        },
      },
      async () => ok({ scenes: await editor.tour() }),
    );

    app.post(
      '/console/content/vr/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Replace the whole tour, in this order (also how scenes are reordered); at least one scene, every hotspot leading to another scene of it (1065, 1068) (content)',
          body: vrTourSaveBodySchema,
          response: { 200: envelopeSchema(consoleVrTourSchema) },
        },
      },
      async (request) => ok({ scenes: await editor.saveTour(request.body, actorOf(request)) }),
    );

    app.post(
      '/console/content/vr/scenes/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Replace a scene by id, or add one last (its id made from the English title); a hotspot to a missing scene: 1065, to its own: 1068 (content)',
          body: vrSceneSaveBodySchema,
          response: { 200: envelopeSchema(consoleVrSceneSchema) },
        },
      },
      async (request) => ok(await editor.saveScene(request.body, actorOf(request))),
    );

    app.post(
      '/console/content/vr/scenes/delete',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Delete a scene; refused while other scenes’ hotspots lead to it (1066, naming them), and for the last scene (content)',
          body: vrSceneIdBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => ok(await editor.deleteScene(request.body.id, actorOf(request))),
    );
  };
}
