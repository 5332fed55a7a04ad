import { envelopeSchema, outboxListSchema, outboxQuerySchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';
import { searchOutbox } from '#server/providers/messaging/outbox-search.ts';

/**
 * The console's outbox: every e-mail and text the system sent, or kept with no gateway (where the
 * operator reads a login code to pass on). Admins only, since it holds visitors' addresses and codes.
 */
export function consoleOutboxRoutes(db: Db) {
  return async (instance: FastifyInstance) => {
    instance.withTypeProvider<ZodTypeProvider>().get(
      '/console/outbox/list',
      {
        preParsing: instance.requireStaff('admin'),
        schema: {
          tags: ['console: outbox'],
          security: [{ staffToken: [] }],
          summary:
            'E-mails and texts sent, newest first: filter by part of the recipient, channel and status (admin)',
          querystring: outboxQuerySchema,
          response: { 200: envelopeSchema(outboxListSchema) },
        },
      },
      async (request) => ok(await searchOutbox(db, request.query)),
    );
  };
}
