import { dateChangeSettingsSchema, envelopeSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import { readDateChangeSettings, saveDateChangeSettings } from './date-changes.ts';

/** The operator's rule for moves to cheaper dates (admin: it decides whether money goes back). */
export function consoleDateChangeRoutes(deps: { db: Db; audit: Audit }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: settings'];
    const security = [{ staffToken: [] }];
    const admins = instance.requireStaff('admin');

    app.get(
      '/console/settings/date-changes',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'Whether a ticket moved to a cheaper date gets the difference back; a dearer date always costs it (admin)',
          response: { 200: envelopeSchema(dateChangeSettingsSchema) },
        },
      },
      async () => ok(await readDateChangeSettings(deps.db)),
    );

    app.post(
      '/console/settings/date-changes/save',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: 'Change the rule for moves to cheaper dates, audited (admin)',
          body: dateChangeSettingsSchema,
          response: { 200: envelopeSchema(dateChangeSettingsSchema) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await deps.db.transaction().execute(async (trx) => {
          const before = await readDateChangeSettings(trx);
          await saveDateChangeSettings(trx, request.body);
          await deps.audit.record(trx, {
            ...actor,
            action: 'settings.date_changes_saved',
            target: 'setting:date_changes',
            before,
            after: request.body,
          });
        });
        return ok(await readDateChangeSettings(deps.db));
      },
    );
  };
}
