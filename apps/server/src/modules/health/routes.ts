import { ERRORS, envelopeSchema, errorMessage } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Engine } from '#server/db/connect.ts';
import type { Db } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';

const healthSchema = z.object({
  status: z.literal('ok'),
  engine: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
  /** Where visitors pay: `sandbox` takes no money, so an operator can see it at a glance. */
  payments: z.enum(['sandbox', 'stripe', 'curlec']),
});

/** Liveness and readiness in one: answers ok only when the database answers too. */
export function healthRoutes(
  db: Db,
  engine: Engine,
  version: string,
  payments: 'sandbox' | 'stripe' | 'curlec',
) {
  return async (instance: FastifyInstance) => {
    instance.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['ops'],
          summary: 'Health check',
          response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(z.null()) },
        },
      },
      async (request, reply) => {
        try {
          await sql`select 1`.execute(db);
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          // A load balancer reads the status, so this one answer is not HTTP 200.
          return reply.code(503).send({
            code: ERRORS.unavailable.code,
            msg: errorMessage('unavailable', request.locale),
            data: null,
          });
        }
        return ok({
          status: 'ok' as const,
          engine,
          version,
          uptimeSeconds: Math.round(process.uptime()),
          payments,
        });
      },
    );
  };
}
