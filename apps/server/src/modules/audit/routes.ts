import { auditListQuerySchema, auditListSchema, envelopeSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { Audit } from './service.ts';

export function auditRoutes(audit: Audit) {
  return async (instance: FastifyInstance) => {
    instance.withTypeProvider<ZodTypeProvider>().get(
      '/console/audit/list',
      {
        preParsing: instance.requireStaff('admin'),
        schema: {
          tags: ['console: audit'],
          summary:
            'The audit log, newest first: filter by staff, action and days at the attraction (admin)',
          security: [{ staffToken: [] }],
          querystring: auditListQuerySchema,
          response: { 200: envelopeSchema(auditListSchema) },
        },
      },
      async (request) => ok(await audit.list(request.query)),
    );
  };
}
