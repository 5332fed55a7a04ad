import {
  envelopeSchema,
  inboxHandledBodySchema,
  inboxListSchema,
  inboxMessageSchema,
  inboxQuerySchema,
  inboxReplyBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { Inbox } from './inbox.ts';

/** The console's inbox: the contact form's messages, marked handled or answered by e-mail. */
export function consoleInboxRoutes(inbox: Inbox) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: inbox'];
    const security = [{ staffToken: [] }];
    const readers = instance.requireStaff('admin', 'counter');

    app.get(
      '/console/inbox/list',
      {
        preParsing: readers,
        schema: {
          tags,
          security,
          summary:
            'Contact messages, open ones first and newest first: filter by state, search name, phone, e-mail or text (admin, counter)',
          querystring: inboxQuerySchema,
          response: { 200: envelopeSchema(inboxListSchema) },
        },
      },
      async (request) => ok(await inbox.list(request.query, actorOf(request))),
    );

    app.post(
      '/console/inbox/handled',
      {
        preParsing: readers,
        schema: {
          tags,
          security,
          summary: 'Mark a contact message handled, or open again (admin, counter)',
          body: inboxHandledBodySchema,
          response: { 200: envelopeSchema(inboxMessageSchema) },
        },
      },
      async (request) =>
        ok(await inbox.setHandled(request.body.id, request.body.handled, actorOf(request))),
    );

    app.post(
      '/console/inbox/reply',
      {
        preParsing: readers,
        schema: {
          tags,
          security,
          summary:
            'Reply by e-mail to the address the visitor left; the message is then handled (admin, counter)',
          body: inboxReplyBodySchema,
          response: { 200: envelopeSchema(inboxMessageSchema) },
        },
      },
      async (request) =>
        ok(await inbox.reply(request.body.id, request.body.text, request.locale, actorOf(request))),
    );
  };
}
