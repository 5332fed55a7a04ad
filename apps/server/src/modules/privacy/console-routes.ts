import { envelopeSchema, retentionSettingsSchema, retentionViewSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { Retention } from './retention.ts';

/** How long personal data the park no longer needs is kept (admin; audited). */
export function consoleRetentionRoutes(retention: Retention) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: settings'];
    const security = [{ staffToken: [] }];
    const admins = instance.requireStaff('admin');

    app.get(
      '/console/settings/retention',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'Retention periods of personal data, and what the last daily purge erased (admin)',
          response: { 200: envelopeSchema(retentionViewSchema) },
        },
      },
      async () => ok(await retention.view()),
    );

    app.post(
      '/console/settings/retention/save',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: 'Set the retention periods in days, 1 to 3650 each (admin; audited)',
          body: retentionSettingsSchema,
          response: { 200: envelopeSchema(retentionViewSchema) },
        },
      },
      async (request) => ok(await retention.save(request.body, actorOf(request))),
    );
  };
}
