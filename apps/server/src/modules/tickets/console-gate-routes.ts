import {
  envelopeSchema,
  gateCardMissingBodySchema,
  gateCardMissingSchema,
  gateScanBodySchema,
  gateScanSchema,
  gateTodaySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/database.ts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import { type createCardMissing, type createGate, gateToday } from './gate.ts';

/**
 * The gate screen's calls (role `gate`): check a ticket in by its code, answered with who it lets
 * in, or why not (3006 used, with when; 3007 another day, with which; 3044 refunded; 3008 unknown);
 * and today's count of people in and still expected.
 */
export function consoleGateRoutes(deps: {
  db: Db;
  gate: ReturnType<typeof createGate>;
  cardMissing: ReturnType<typeof createCardMissing>;
  utcOffset: string;
}) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: gate'];
    const security = [{ staffToken: [] }];
    const gateStaff = instance.requireStaff('gate');

    app.post(
      '/console/gate/checkin',
      {
        preParsing: gateStaff,
        schema: {
          tags,
          security,
          summary:
            'Check a ticket in by the code on its QR (gate); a refusal says why in `msg`, with `data` {usedAt} or {visitDate}',
          body: gateScanBodySchema,
          response: { 200: envelopeSchema(gateScanSchema) },
        },
      },
      async (request) => ok(await deps.gate(request.body.code, request.locale, actorOf(request))),
    );

    app.get(
      '/console/gate/today',
      {
        preParsing: gateStaff,
        schema: {
          tags,
          security,
          summary: "Today's people checked in and still expected (gate)",
          response: { 200: envelopeSchema(gateTodaySchema) },
        },
      },
      async () => ok(await gateToday(deps.db, attractionToday(deps.utcOffset))),
    );

    app.post(
      '/console/gate/card-missing',
      {
        preParsing: gateStaff,
        schema: {
          tags,
          security,
          summary:
            "Admit people of a pass checked in today at another type because their type's card was not shown, with a note; answers the difference to collect. Not checked in today: 3047; no card asked for that many: 3046; a type not allowed: 3048 (gate)",
          body: gateCardMissingBodySchema,
          response: { 200: envelopeSchema(gateCardMissingSchema) },
        },
      },
      async (request) => ok(await deps.cardMissing(request.body, request.locale, actorOf(request))),
    );
  };
}
