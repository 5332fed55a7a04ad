import {
  envelopeSchema,
  getRuleDataSchema,
  getRuleQuerySchema,
  helpSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { HelpReader } from './reader.ts';

/** The help page and the agreements. */
export function helpRoutes(help: HelpReader) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['content'];

    app.get(
      '/index/index/help',
      {
        schema: {
          tags,
          summary: 'Company info (help data)',
          response: { 200: envelopeSchema(helpSchema) },
        },
      },
      async (request) => ok(await help.help(request.locale)),
    );

    app.get(
      '/index/login/getRule',
      {
        schema: {
          tags,
          summary: 'Agreements: privacy policy and terms of use',
          querystring: getRuleQuerySchema,
          response: { 200: envelopeSchema(getRuleDataSchema) },
        },
      },
      async (request) => ok(await help.agreements(request.locale, request.query.type)),
    );
  };
}
