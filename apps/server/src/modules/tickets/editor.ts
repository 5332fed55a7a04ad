import {
  allLanguages,
  type CalendarEditResult,
  type ConsoleCalendar,
  type ConsoleTicket,
  type calendarEditBodySchema,
  type consoleCalendarQuerySchema,
  datesOf,
  daysBetween,
  type LocalizedText,
  rmToSen,
  senToRm,
  type ticketSaveBodySchema,
} from '@scenic/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import * as repo from './repository.ts';
import { dayPrice } from './service.ts';

type TicketSave = z.output<typeof ticketSaveBodySchema>;
type CalendarEdit = z.output<typeof calendarEditBodySchema>;
type CalendarQuery = z.output<typeof consoleCalendarQuerySchema>;
export interface TicketCatalogueDeps {
  db: Db;
  audit: Audit;
  utcOffset: string;
  now?: () => number;
  /** Called once a change is committed: the home page's cached ticket list is read anew. */
  changed: () => void;
}

const stored = (text: LocalizedText) => JSON.stringify(text);

async function loadTicket(db: Db, id: number): Promise<ConsoleTicket | undefined> {
  const ticket = await db.selectFrom('ticket').selectAll().where('id', '=', id).executeTakeFirst();
  if (!ticket) return undefined;
  const [variants, slots] = await Promise.all([repo.listVariants(db, id), repo.listSlots(db, id)]);
  return {
    id: ticket.id,
    name: allLanguages(ticket.name),
    intro: allLanguages(ticket.intro),
    description: allLanguages(ticket.description),
    notes: (JSON.parse(ticket.notes) as Partial<LocalizedText>[]).map(allLanguages),
    tags: (JSON.parse(ticket.tags) as Partial<LocalizedText>[]).map(allLanguages),
    cover: ticket.cover,
    images: JSON.parse(ticket.images) as string[],
    dailyCapacity: ticket.daily_capacity,
    variants: variants.map((variant) => ({
      id: variant.id,
      name: allLanguages(variant.name),
      price: senToRm(variant.price_sen),
      checkId: variant.check_id,
    })),
    slots: slots.map((slot) => ({ id: slot.id, label: slot.label, capacity: slot.capacity })),
    sort: ticket.sort,
    enabled: ticket.enabled === 1,
  };
}

/**
 * Tickets as content staff keep them: their texts, types and prices, time slots and default
 * places, and the calendar of places, prices and closed dates. No change ever leaves a date or
 * a slot with fewer places than already sold or held: it is refused whole, naming the date.
 */
export function createTicketEditor(deps: TicketCatalogueDeps) {
  const { db, audit } = deps;
  const today = () => attractionToday(deps.utcOffset, (deps.now ?? Date.now)());

  /** Refuses `capacity` for a slot that already sold more than that on a date still to come. */
  async function checkSlotCapacity(trx: Db, slotId: number, capacity: number) {
    const over = await trx
      .selectFrom('ticket_slot_day')
      .select(['date', 'sold'])
      .where('slot_id', '=', slotId)
      .where('date', '>=', today())
      .where('sold', '>', capacity)
      .orderBy('date')
      .executeTakeFirst();
    if (over) throw new AppError('capacityBelowSold', undefined, over);
  }

  /**
   * Moves the dates that follow the ticket's daily places (still to come, not set by staff) to
   * `capacity`, refusing it where a date already sold more.
   */
  async function followDailyCapacity(trx: Db, ticketId: number, capacity: number) {
    const over = await trx
      .selectFrom('ticket_day')
      .select(['date', 'sold'])
      .where('ticket_id', '=', ticketId)
      .where('capacity_set', '=', 0)
      .where('date', '>=', today())
      .where('sold', '>', capacity)
      .orderBy('date')
      .executeTakeFirst();
    if (over) throw new AppError('capacityBelowSold', undefined, over);
    await trx
      .updateTable('ticket_day')
      .set({ capacity })
      .where('ticket_id', '=', ticketId)
      .where('capacity_set', '=', 0)
      .where('date', '>=', today())
      .execute();
  }

  async function saveVariants(trx: Db, ticketId: number, body: TicketSave, before?: ConsoleTicket) {
    const kept = new Set(body.variants.flatMap((variant) => (variant.id ? [variant.id] : [])));
    for (const old of before?.variants ?? []) {
      if (kept.has(old.id)) continue;
      const used = await trx
        .selectFrom('order_line')
        .innerJoin('orders', 'orders.id', 'order_line.order_id')
        .select('order_line.id')
        .where('orders.ticket_id', '=', ticketId)
        .where('order_line.item_id', '=', old.id)
        .executeTakeFirst();
      if (used) throw new AppError('variantInUse', undefined, old.name);
      await trx.deleteFrom('ticket_variant').where('id', '=', old.id).execute();
    }
    const checks = new Set(
      (await trx.selectFrom('gate_check').select('id').execute()).map((check) => check.id),
    );
    for (const [sort, variant] of body.variants.entries()) {
      const checkId = variant.checkId ?? null;
      // A check removed meanwhile (or never made) is refused, as any unknown choice.
      if (checkId !== null && !checks.has(checkId)) {
        throw new AppError('validation', 'invalidValue');
      }
      const row = {
        name: stored(variant.name),
        price_sen: rmToSen(variant.price),
        sort,
        check_id: checkId,
      };
      if (variant.id) {
        if (!before?.variants.some((old) => old.id === variant.id)) throw notFound();
        await trx.updateTable('ticket_variant').set(row).where('id', '=', variant.id).execute();
      } else {
        await trx
          .insertInto('ticket_variant')
          .values({ ...row, ticket_id: ticketId })
          .execute();
      }
    }
  }

  async function saveSlots(trx: Db, ticketId: number, body: TicketSave, before?: ConsoleTicket) {
    const kept = new Set(body.slots.flatMap((slot) => (slot.id ? [slot.id] : [])));
    for (const old of before?.slots ?? []) {
      if (kept.has(old.id)) continue;
      const used = await trx
        .selectFrom('orders')
        .select('id')
        .where('slot_id', '=', old.id)
        .executeTakeFirst();
      if (used) throw new AppError('slotInUse', undefined, { label: old.label });
      await trx.deleteFrom('ticket_slot').where('id', '=', old.id).execute();
    }
    for (const [sort, slot] of body.slots.entries()) {
      const row = { label: slot.label, capacity: slot.capacity, sort };
      if (slot.id) {
        if (!before?.slots.some((old) => old.id === slot.id)) throw notFound();
        await checkSlotCapacity(trx, slot.id, slot.capacity);
        await trx.updateTable('ticket_slot').set(row).where('id', '=', slot.id).execute();
      } else {
        await trx
          .insertInto('ticket_slot')
          .values({ ...row, ticket_id: ticketId })
          .execute();
      }
    }
  }

  return {
    async list(): Promise<ConsoleTicket[]> {
      const ids = await db
        .selectFrom('ticket')
        .select('id')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const tickets = await Promise.all(ids.map(({ id }) => loadTicket(db, id)));
      return tickets.filter((ticket): ticket is ConsoleTicket => ticket !== undefined);
    },

    async save(body: TicketSave, actor: StaffActor): Promise<ConsoleTicket> {
      const row = {
        name: stored(body.name),
        intro: stored(body.intro),
        description: stored(body.description),
        notes: JSON.stringify(body.notes),
        tags: JSON.stringify(body.tags),
        cover: body.cover,
        images: JSON.stringify(body.images),
        // Visitors' lists show "from" the cheapest type.
        price_sen: Math.min(...body.variants.map((variant) => rmToSen(variant.price))),
        daily_capacity: body.dailyCapacity,
        sort: body.sort,
        enabled: body.enabled ? 1 : 0,
      };
      const saved = await db.transaction().execute(async (trx) => {
        const before = body.id === undefined ? undefined : await loadTicket(trx, body.id);
        if (body.id !== undefined && !before) throw notFound();
        let id: number;
        if (before) {
          id = before.id;
          await trx.updateTable('ticket').set(row).where('id', '=', id).execute();
          if (before.dailyCapacity !== body.dailyCapacity) {
            await followDailyCapacity(trx, id, body.dailyCapacity);
          }
        } else {
          const inserted = await trx
            .insertInto('ticket')
            .values(row)
            .returning('id')
            .executeTakeFirstOrThrow();
          id = inserted.id;
        }
        await saveVariants(trx, id, body, before);
        await saveSlots(trx, id, body, before);
        const after = await loadTicket(trx, id);
        if (!after) throw notFound();
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'catalogue.ticket_saved',
          target: `ticket:${id}`,
          before: before ?? null,
          after,
          ip: actor.ip,
        });
        return after;
      });
      deps.changed();
      return saved;
    },

    async calendar(query: CalendarQuery): Promise<ConsoleCalendar> {
      const ticket = await loadTicket(db, query.ticketId);
      if (!ticket) throw notFound();
      const { from, to } = query;
      const [days, slotDays, held] = await Promise.all([
        repo.listDays(db, ticket.id, from, to),
        repo.listSlotDays(db, ticket.id, from, to),
        db
          .selectFrom('orders')
          .select((eb) => ['visit_date', 'slot_id', eb.fn.sum<number>('quantity').as('held')])
          .where('ticket_id', '=', ticket.id)
          .where('status', '=', 'pending_payment')
          .where('visit_date', '>=', from)
          .where('visit_date', '<=', to)
          .groupBy(['visit_date', 'slot_id'])
          .execute(),
      ]);
      const dayByDate = new Map(days.map((day) => [day.date, day]));
      const heldOn = (date: string, slotId?: number) =>
        held
          .filter(
            (row) => row.visit_date === date && (slotId === undefined || row.slot_id === slotId),
          )
          .reduce((sum, row) => sum + Number(row.held), 0);
      const variantSen = new Map(ticket.variants.map((v) => [v.id, rmToSen(v.price)]));

      return {
        ticketId: ticket.id,
        today: today(),
        dailyCapacity: ticket.dailyCapacity,
        variants: ticket.variants,
        slots: ticket.slots.map(({ id, label }) => ({ id, label })),
        days: Array.from({ length: daysBetween(from, to) + 1 }, (_, offset) => {
          const date = addDays(from, offset);
          const day = dayByDate.get(date);
          const dayHeld = heldOn(date);
          const percent = day?.price_percent ?? 100;
          return {
            date,
            capacity: day?.capacity ?? ticket.dailyCapacity,
            sold: Math.max(0, (day?.sold ?? 0) - dayHeld),
            held: dayHeld,
            closed: day?.closed === 1,
            pricePercent: percent,
            capacitySet: day?.capacity_set === 1,
            prices: Object.fromEntries(
              [...variantSen].map(([id, sen]) => [String(id), senToRm(dayPrice(sen, percent))]),
            ),
            slots: ticket.slots.map((slot) => {
              const slotHeld = heldOn(date, slot.id);
              const taken =
                slotDays.find((row) => row.slot_id === slot.id && row.date === date)?.sold ?? 0;
              return {
                id: slot.id,
                capacity: slot.capacity,
                sold: Math.max(0, taken - slotHeld),
                held: slotHeld,
              };
            }),
          };
        }),
      };
    },

    async editCalendar(body: CalendarEdit, actor: StaffActor): Promise<CalendarEditResult> {
      if (body.from < today()) throw new AppError('validation', 'calendarDatePast');
      const dates = datesOf(body.from, body.to, body.weekdays);
      const result = await db.transaction().execute(async (trx) => {
        const ticket = await trx
          .selectFrom('ticket')
          .select(['id', 'daily_capacity'])
          .where('id', '=', body.ticketId)
          .executeTakeFirst();
        if (!ticket) throw notFound();
        if (dates.length === 0) return { changed: 0, closedWithSold: [] };
        const before = await repo.listDays(trx, ticket.id, body.from, body.to);
        // Every date gets its row, so each change below is one statement over the range.
        await trx
          .insertInto('ticket_day')
          .values(
            dates.map((date) => ({ ticket_id: ticket.id, date, capacity: ticket.daily_capacity })),
          )
          .onConflict((oc) => oc.columns(['ticket_id', 'date']).doNothing())
          .execute();
        const range = trx
          .updateTable('ticket_day')
          .where('ticket_id', '=', ticket.id)
          .where('date', 'in', dates);

        if (body.capacity !== undefined || body.followDaily) {
          const capacity = body.capacity ?? ticket.daily_capacity;
          // Only while the places fit: a sale between reading and writing cannot be undercut.
          const updated = await range
            .set({ capacity, capacity_set: body.followDaily ? 0 : 1 })
            .where('sold', '<=', capacity)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) < dates.length) {
            const over = await trx
              .selectFrom('ticket_day')
              .select(['date', 'sold'])
              .where('ticket_id', '=', ticket.id)
              .where('date', 'in', dates)
              .where('sold', '>', capacity)
              .orderBy('date')
              .executeTakeFirstOrThrow();
            throw new AppError('capacityBelowSold', undefined, over);
          }
        }
        if (body.pricePercent !== undefined) {
          await range.set({ price_percent: body.pricePercent }).execute();
        }
        if (body.closed !== undefined) {
          await range.set({ closed: body.closed ? 1 : 0 }).execute();
        }
        const closedWithSold = body.closed
          ? await trx
              .selectFrom('ticket_day')
              .select(['date', 'sold'])
              .where('ticket_id', '=', ticket.id)
              .where('date', 'in', dates)
              .where('sold', '>', 0)
              .orderBy('date')
              .execute()
          : [];
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'catalogue.calendar_changed',
          target: `ticket:${ticket.id}`,
          before: before
            .filter((day) => dates.includes(day.date))
            .map((day) => ({
              date: day.date,
              capacity: day.capacity,
              closed: day.closed === 1,
              pricePercent: day.price_percent,
            })),
          after: { ...body, dates: dates.length },
          ip: actor.ip,
        });
        return { changed: dates.length, closedWithSold };
      });
      deps.changed();
      return result;
    },
  };
}

export type TicketEditor = ReturnType<typeof createTicketEditor>;
