import {
  consolePayMethodSettingsSchema,
  envelopeSchema,
  payMethodSettingsSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import { readPayMethodSettings, savePayMethodSettings } from './method-settings.ts';

/** Which ways to pay visitors are offered at Curlec's checkout (admin: it is the park's money). */
export function consolePayMethodRoutes(deps: { db: Db; audit: Audit; gateway: string }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: settings'];
    const security = [{ staffToken: [] }];
    const admins = instance.requireStaff('admin');
    const answer = async () =>
      ok({ ...(await readPayMethodSettings(deps.db)), gateway: deps.gateway });

    app.get(
      '/console/settings/payment-methods',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            "The ways to pay visitors are offered on Curlec (FPX, card, Touch 'n Go, Boost, GrabPay, DuitNow QR), and the gateway in use (admin)",
          response: { 200: envelopeSchema(consolePayMethodSettingsSchema) },
        },
      },
      answer,
    );

    app.post(
      '/console/settings/payment-methods/save',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: 'Choose the ways to pay visitors are offered, audited (admin)',
          body: payMethodSettingsSchema,
          response: { 200: envelopeSchema(consolePayMethodSettingsSchema) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await deps.db.transaction().execute(async (trx) => {
          const before = await readPayMethodSettings(trx);
          await savePayMethodSettings(trx, request.body);
          await deps.audit.record(trx, {
            ...actor,
            action: 'settings.payment_methods_saved',
            target: 'setting:pay_methods',
            before,
            after: await readPayMethodSettings(trx),
          });
        });
        return answer();
      },
    );
  };
}
