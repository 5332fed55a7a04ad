import {
  consoleSceneryListSchema,
  consoleScenerySchema,
  contentIdBodySchema,
  envelopeSchema,
  MAX_SCENERY_ORIGINAL_BYTES,
  sceneryDeleteAnswerSchema,
  sceneryEnabledBodySchema,
  sceneryProgressQuerySchema,
  sceneryProgressSchema,
  scenerySaveBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { SceneryEditor } from './editor.ts';

/** The console's scenery photographs (content staff): uploads, titles, prices, on sale or not. */
export function consoleSceneryRoutes(editor: SceneryEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: content'];
    const security = [{ staffToken: [] }];
    const editors = instance.requireStaff('content');

    // The upload takes the file itself as the body: only inside this plugin, so every other call
    // keeps the app's JSON-only bodies.
    await instance.register(async (raw) => {
      raw.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      raw.withTypeProvider<ZodTypeProvider>().post(
        '/console/scenery/upload',
        {
          preParsing: editors,
          bodyLimit: MAX_SCENERY_ORIGINAL_BYTES,
          config: { upload: true },
          schema: {
            tags,
            security,
            summary:
              'Upload a scenery original (the file as the body): JPEG, PNG, WebP or AVIF by its bytes, up to 50 MB, kept privately as sent. It is added off sale and `processing`; its thumbnail and watermarked preview are made in the background (1042 not a picture, 1044 too large)',
            response: { 200: envelopeSchema(consoleScenerySchema) },
          },
        },
        async (request) => ok(await editor.upload(request.body, actorOf(request))),
      );
    });

    app.get(
      '/console/scenery/list',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Every scenery photograph, on sale or not: titles in every language, price, whether its previews are processing, ready or failed, and how many orders it has (content)',
          response: { 200: envelopeSchema(consoleSceneryListSchema) },
        },
      },
      async () => ok({ list: await editor.list() }),
    );

    app.get(
      '/console/scenery/progress',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Where the previews of some uploads stand (ids comma-separated): each one’s state, and how many are ready of all (content)',
          querystring: sceneryProgressQuerySchema,
          response: { 200: envelopeSchema(sceneryProgressSchema) },
        },
      },
      async (request) => ok(await editor.progress(request.query.ids)),
    );

    app.post(
      '/console/scenery/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Set a photograph’s titles (zh, en and ma, each required) and price in RM; visitors see it at once (content)',
          body: scenerySaveBodySchema,
          response: { 200: envelopeSchema(consoleScenerySchema) },
        },
      },
      async (request) => ok(await editor.save(request.body, actorOf(request))),
    );

    app.post(
      '/console/scenery/enabled',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Put a photograph on sale or take it off; on sale needs its previews ready (1055) and its titles and a price (1056) (content)',
          body: sceneryEnabledBodySchema,
          response: { 200: envelopeSchema(consoleScenerySchema) },
        },
      },
      async (request) =>
        ok(await editor.setEnabled(request.body.id, request.body.enabled, actorOf(request))),
    );

    app.post(
      '/console/scenery/delete',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Delete a photograph nobody has ordered, with its original and previews; one with orders is switched off instead (`deleted: false`) so its buyers still download it (content)',
          body: contentIdBodySchema,
          response: { 200: envelopeSchema(sceneryDeleteAnswerSchema) },
        },
      },
      async (request) => ok(await editor.remove(request.body.id, actorOf(request))),
    );
  };
}
