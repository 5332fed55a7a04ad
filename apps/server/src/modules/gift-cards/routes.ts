import {
  addGiftCardBodySchema,
  consoleGiftCardListQuerySchema,
  consoleGiftCardListSchema,
  consoleGiftCardSchema,
  envelopeSchema,
  giftCardLedgerQuerySchema,
  giftCardLedgerSchema,
  giftCardSchema,
  giftCardSettingsSchema,
  issuedGiftCardSchema,
  issueGiftCardBodySchema,
  myGiftCardsSchema,
  voidGiftCardBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import { readGiftCardSettings, saveGiftCardSettings } from './checkout.ts';
import type { GiftCards } from './service.ts';

/** A visitor's gift cards in My centre (decision 042). */
export function giftCardRoutes(cards: GiftCards) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['gift cards'];
    const security = [{ token: [] }];

    app.post(
      '/index/giftcard/mine',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary:
            'The visitor’s gift cards: those they hold, then those they bought and not yet given (with code and PIN to send on)',
          response: { 200: envelopeSchema(myGiftCardsSchema) },
        },
      },
      async (request) => ok({ list: await cards.mine(request.visitor as VisitorRow) }),
    );

    app.post(
      '/index/giftcard/add',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary:
            'Add a gift card to My centre by its code (and PIN): only this visitor may use it from then on. Wrong codes are limited to 10 in 15 minutes (3058)',
          body: addGiftCardBodySchema,
          response: { 200: envelopeSchema(giftCardSchema) },
        },
      },
      async (request) => ok(await cards.add(request.visitor as VisitorRow, request.body)),
    );
  };
}

/** Gift cards in the console (admin: a card is money). */
export function consoleGiftCardRoutes(cards: GiftCards, deps: { db: Db; audit: Audit }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: gift cards'];
    const security = [{ staffToken: [] }];
    const admins = instance.requireStaff('admin');

    app.get(
      '/console/gift-cards',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'Gift cards found by code, order number or the holder’s phone, newest first, with what is owed on them (admin)',
          querystring: consoleGiftCardListQuerySchema,
          response: { 200: envelopeSchema(consoleGiftCardListSchema) },
        },
      },
      async (request) => ok(await cards.list(request.query)),
    );

    app.post(
      '/console/gift-cards/issue',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary:
            'Issue a gift card with a reason (compensation, a prize), audited; its PIN is answered once (admin)',
          body: issueGiftCardBodySchema,
          response: { 200: envelopeSchema(issuedGiftCardSchema) },
        },
      },
      async (request) => ok(await cards.issue(request.body, actorOf(request))),
    );

    app.post(
      '/console/gift-cards/void',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: 'Void a gift card with what is left on it, with a reason, audited (admin)',
          body: voidGiftCardBodySchema,
          response: { 200: envelopeSchema(consoleGiftCardSchema) },
        },
      },
      async (request) =>
        ok(await cards.void(request.body.id, request.body.reason, actorOf(request))),
    );

    app.get(
      '/console/gift-cards/ledger',
      {
        preParsing: admins,
        schema: {
          tags,
          security,
          summary: 'A gift card and every change of its balance, newest first (admin)',
          querystring: giftCardLedgerQuerySchema,
          response: { 200: envelopeSchema(giftCardLedgerSchema) },
        },
      },
      async (request) => ok(await cards.ledger(request.query.id)),
    );

    app.get(
      '/console/settings/gift-cards',
      {
        preParsing: admins,
        schema: {
          tags: ['console: settings'],
          security,
          summary: 'Whether new gift cards have a PIN, and how many months they pay for (admin)',
          response: { 200: envelopeSchema(giftCardSettingsSchema) },
        },
      },
      async () => ok(await readGiftCardSettings(deps.db)),
    );

    app.post(
      '/console/settings/gift-cards/save',
      {
        preParsing: admins,
        schema: {
          tags: ['console: settings'],
          security,
          summary: 'Change the gift-card rules for cards issued from now on, audited (admin)',
          body: giftCardSettingsSchema,
          response: { 200: envelopeSchema(giftCardSettingsSchema) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await deps.db.transaction().execute(async (trx) => {
          const before = await readGiftCardSettings(trx);
          await saveGiftCardSettings(trx, request.body);
          await deps.audit.record(trx, {
            ...actor,
            action: 'settings.gift_cards_saved',
            target: 'setting:gift_cards',
            before,
            after: request.body,
          });
        });
        return ok(await readGiftCardSettings(deps.db));
      },
    );
  };
}
