import {
  calendarEditBodySchema,
  calendarEditResultSchema,
  consoleCalendarQuerySchema,
  consoleCalendarSchema,
  consoleGateCheckListSchema,
  consoleGateCheckSchema,
  consoleTicketListSchema,
  consoleTicketSchema,
  envelopeSchema,
  gateCheckDeleteBodySchema,
  gateCheckSaveBodySchema,
  ticketSaveBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { TicketEditor } from './editor.ts';
import type { GateCheckEditor } from './gate-checks.ts';

/**
 * Tickets and their calendar of places, prices and closed dates, and the cards the gate checks for
 * ticket types priced for who the visitor is (content staff).
 */
export function consoleTicketEditorRoutes(catalogue: TicketEditor, gateChecks: GateCheckEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: catalogue'];
    const security = [{ staffToken: [] }];
    const editors = instance.requireStaff('content');

    app.get(
      '/console/catalogue/tickets',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Every ticket, on sale or not, with every language, its types, slots and daily places (content)',
          response: { 200: envelopeSchema(consoleTicketListSchema) },
        },
      },
      async () => ok({ list: await catalogue.list() }),
    );

    app.post(
      '/console/catalogue/tickets/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Add a ticket, or replace one by id with its types and slots; visitors see it at once. Places below those sold: 1045; removing a slot or type with orders: 1046, 1047 (content)',
          body: ticketSaveBodySchema,
          response: { 200: envelopeSchema(consoleTicketSchema) },
        },
      },
      async (request) => ok(await catalogue.save(request.body, actorOf(request))),
    );

    app.get(
      '/console/catalogue/calendar',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            "A ticket's dates from `from` to `to`: places, sold and held (per slot too), closed, price (content)",
          querystring: consoleCalendarQuerySchema,
          response: { 200: envelopeSchema(consoleCalendarSchema) },
        },
      },
      async (request) => ok(await catalogue.calendar(request.query)),
    );

    app.post(
      '/console/catalogue/calendar/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Change places, price (% of base) or open/closed of the chosen weekdays of a range of dates; below what is sold or held: 1045, nothing changes (content)',
          body: calendarEditBodySchema,
          response: { 200: envelopeSchema(calendarEditResultSchema) },
        },
      },
      async (request) => ok(await catalogue.editCalendar(request.body, actorOf(request))),
    );

    app.get(
      '/console/catalogue/gate-checks',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'The cards the gate checks for ticket types (MyKad, MyKid, OKU card…), with how many types ask for each (content)',
          response: { 200: envelopeSchema(consoleGateCheckListSchema) },
        },
      },
      async () => ok({ list: await gateChecks.list() }),
    );

    app.post(
      '/console/catalogue/gate-checks/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Add a card the gate checks, or rename one by id, in every language (content)',
          body: gateCheckSaveBodySchema,
          response: { 200: envelopeSchema(consoleGateCheckSchema) },
        },
      },
      async (request) => ok(await gateChecks.save(request.body, actorOf(request))),
    );

    app.post(
      '/console/catalogue/gate-checks/delete',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Remove a card no ticket type asks for; one still asked for: 1082 (content)',
          body: gateCheckDeleteBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await gateChecks.remove(request.body.id, actorOf(request));
        return ok(null);
      },
    );
  };
}
