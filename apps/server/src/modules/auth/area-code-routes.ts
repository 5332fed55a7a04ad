import { envelopeSchema, getAreaCodeDataSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';
import { areaCodes } from './area-codes.ts';

/** The phone area codes a visitor may sign in with. */
export function areaCodeRoutes(db: Db) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['content'];

    app.get(
      '/index/login/getAreaCode',
      {
        schema: {
          tags,
          summary: 'Phone area codes for login',
          response: { 200: envelopeSchema(getAreaCodeDataSchema) },
        },
      },
      async (request) => ok(await areaCodes(db, request.locale)),
    );
  };
}
