import {
  addCommentBodySchema,
  commentListQuerySchema,
  commentListSchema,
  envelopeSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { createComments } from './service.ts';

export function commentRoutes(comments: ReturnType<typeof createComments>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['comments'];
    app.get(
      '/index/index/commentList',
      {
        schema: {
          tags,
          summary: "A good's reviews, newest first, with the average score",
          querystring: commentListQuerySchema,
          response: { 200: envelopeSchema(commentListSchema) },
        },
      },
      async (request) => {
        const { goodsId, page, limit } = request.query;
        return ok(await comments.list(goodsId, page, limit, request.locale));
      },
    );
    app.post(
      '/index/comment/add',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security: [{ token: [] }],
          summary: 'Review an item of a completed order (once per item)',
          body: addCommentBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await comments.add(request.visitor as VisitorRow, request.body);
        return ok(null);
      },
    );
  };
}
