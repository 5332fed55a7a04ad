import { consoleHomeSchema, envelopeSchema, homeSaveBodySchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { HomeEditor } from './sections-editor.ts';

/** The console's home page images and promo objects (content staff). */
export function consoleHomeRoutes(editor: HomeEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: content'];
    const security = [{ staffToken: [] }];
    const editors = instance.requireStaff('content');

    app.get(
      '/console/content/home',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            "The home page's promos (map, video, attractions, ticket tiles, experience, goods) with every language's media, and the section titles in every language (content)",
          response: { 200: envelopeSchema(consoleHomeSchema) },
        },
      },
      async () => ok(await editor.home()),
    );

    app.post(
      '/console/content/home/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Publish the home page’s promos and section titles (the countdown stays as it is); visitors see them on their next call. An item to open that does not exist: 1041 (content)',
          body: homeSaveBodySchema,
          response: { 200: envelopeSchema(consoleHomeSchema) },
        },
      },
      async (request) =>
        ok(
          await editor.saveHome(request.body, {
            staffId: request.staff?.staff.id ?? null,
            ip: request.ip,
          }),
        ),
    );
  };
}
