import { contactBodySchema, envelopeSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import type { EmailCheck } from '#server/lib/email-domains.ts';
import { ok } from '#server/lib/envelope.ts';
import { recordMessage } from './repository.ts';

/** The help centre's contact form: stored as typed (shown as text, never as HTML) for the operator. */
export function contactRoutes(db: Db, rateLimitMax: number, checkEmail: EmailCheck) {
  return async (instance: FastifyInstance) => {
    instance.withTypeProvider<ZodTypeProvider>().post(
      '/index/common/contact',
      {
        preHandler: instance.optionalVisitor,
        config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000 } },
        schema: {
          tags: ['accounts'],
          summary: 'Send a message to the operator',
          body: contactBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const { name, phone, email, content } = request.body;
        checkEmail(email);
        await recordMessage(db, {
          visitor_id: request.visitor?.id ?? null,
          name,
          phone,
          email,
          content,
          ip: request.ip,
        });
        return ok(null);
      },
    );
  };
}
