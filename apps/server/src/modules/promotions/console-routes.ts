import {
  consolePromotionListSchema,
  consolePromotionSchema,
  consolePromoUseListSchema,
  envelopeSchema,
  promotionIdBodySchema,
  promotionIdQuerySchema,
  promotionSaveBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { PromotionEditor } from './editor.ts';

/** Promotion codes, their uses and a batch's codes as CSV (admin: codes give money away). */
export function consolePromotionRoutes(promotions: PromotionEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: promotions'];
    const security = [{ staffToken: [] }];
    const admins = instance.requireStaff('admin');

    app.get(
      '/console/promotions',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: 'Every promotion not deleted, newest first, with its uses and savings (admin)',
          response: { 200: envelopeSchema(consolePromotionListSchema) },
        },
      },
      async () => ok({ list: await promotions.list() }),
    );

    app.post(
      '/console/promotions/save',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'Create a promotion with a shared code or a batch of single-use codes, or change one by id (its codes stay) (admin)',
          body: promotionSaveBodySchema,
          response: { 200: envelopeSchema(consolePromotionSchema) },
        },
      },
      async (request) => ok(await promotions.save(request.body, actorOf(request))),
    );

    app.post(
      '/console/promotions/delete',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'Delete a promotion: its codes stop working at once; its uses stay on record (admin)',
          body: promotionIdBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await promotions.remove(request.body.id, actorOf(request));
        return ok(null);
      },
    );

    app.get(
      '/console/promotions/uses',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: 'The orders that used a promotion, newest first, at most 500 (admin)',
          querystring: promotionIdQuerySchema,
          response: { 200: envelopeSchema(consolePromoUseListSchema) },
        },
      },
      async (request) => ok({ list: await promotions.uses(request.query.id) }),
    );

    app.get(
      '/console/promotions/codes',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: "A promotion's codes as CSV, each with whether it was used (admin)",
          querystring: promotionIdQuerySchema,
        },
      },
      async (request, reply) => {
        const { csv } = await promotions.codesCsv(request.query.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="promotion-${request.query.id}-codes.csv"`,
          )
          .send(`\uFEFF${csv}`);
      },
    );
  };
}
