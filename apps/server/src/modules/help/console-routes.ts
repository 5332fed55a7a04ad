import {
  agreementSaveBodySchema,
  consoleAgreementListSchema,
  consoleAgreementSchema,
  consoleHelpSchema,
  envelopeSchema,
  helpSaveBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { HelpEditor } from './editor.ts';

/** The help centre's data and questions, and the agreements (content staff). */
export function consoleHelpRoutes(editor: HelpEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: content'];
    const security = [{ staffToken: [] }];
    const editors = instance.requireStaff('content');

    app.get(
      '/console/content/help',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'The help data and frequent questions with every language (content)',
          response: { 200: envelopeSchema(consoleHelpSchema) },
        },
      },
      async () => ok(await editor.help()),
    );

    app.post(
      '/console/content/help/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Replace the help data and frequent questions (answers in Markdown); visitors see it at once (content)',
          body: helpSaveBodySchema,
          response: { 200: envelopeSchema(consoleHelpSchema) },
        },
      },
      async (request) => ok(await editor.saveHelp(request.body, actorOf(request))),
    );

    app.get(
      '/console/content/agreements',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'The privacy policy and the terms with every language (content)',
          response: { 200: envelopeSchema(consoleAgreementListSchema) },
        },
      },
      async () => ok({ list: await editor.agreements() }),
    );

    app.post(
      '/console/content/agreements/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Replace the privacy policy or the terms (Markdown, never rendered as HTML), dated now (content)',
          body: agreementSaveBodySchema,
          response: { 200: envelopeSchema(consoleAgreementSchema) },
        },
      },
      async (request) => ok(await editor.saveAgreement(request.body, actorOf(request))),
    );
  };
}
