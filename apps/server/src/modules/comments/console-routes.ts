import {
  consoleReviewListSchema,
  consoleReviewQuerySchema,
  consoleReviewSchema,
  envelopeSchema,
  reviewHiddenBodySchema,
  reviewReplyBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { ReviewModeration } from './moderation.ts';

/** Reviews in the console (role `content`): read, hide or show, answer. */
export function reviewConsoleRoutes(reviews: ReviewModeration) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: content'];
    const security = [{ staffToken: [] }];
    const writers = instance.requireStaff('content');

    app.get(
      '/console/reviews/list',
      {
        preParsing: writers,
        schema: {
          tags,
          security,
          summary: 'Reviews of every good, newest first: shown, hidden or all; words or one good',
          querystring: consoleReviewQuerySchema,
          response: { 200: envelopeSchema(consoleReviewListSchema) },
        },
      },
      async (request) => ok(await reviews.list(request.query, request.locale)),
    );

    app.post(
      '/console/reviews/hidden',
      {
        preParsing: writers,
        schema: {
          tags,
          security,
          summary: "Hide a review or show it again; the good's average follows what is shown",
          body: reviewHiddenBodySchema,
          response: { 200: envelopeSchema(consoleReviewSchema) },
        },
      },
      async (request) =>
        ok(
          await reviews.setHidden(
            request.body.id,
            request.body.hidden,
            actorOf(request),
            request.locale,
          ),
        ),
    );

    app.post(
      '/console/reviews/reply',
      {
        preParsing: writers,
        schema: {
          tags,
          security,
          summary: "The park's answer under a review, shown to every visitor; empty takes it away",
          body: reviewReplyBodySchema,
          response: { 200: envelopeSchema(consoleReviewSchema) },
        },
      },
      async (request) =>
        ok(
          await reviews.reply(request.body.id, request.body.text, actorOf(request), request.locale),
        ),
    );
  };
}
