import {
  BOOKING_HORIZON_DAYS,
  type CreateTicketOrderBody,
  type DayState,
  daysBetween,
  FEW_LEFT_THRESHOLD,
  type Locale,
  type LocalizedText,
  MAX_CALENDAR_DAYS,
  MAX_TICKETS_PER_ORDER,
  type OrderPreview,
  type PaymentStart,
  senToRm,
  TICKET_CALENDAR_DAYS,
  type TicketInfo,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { localize, localizeJson } from '#server/lib/localize.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { OrderPlan } from '#server/modules/orders/placing.ts';
import type { OrderRequest } from '#server/modules/orders/request-key.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import * as repo from './repository.ts';

/** A variant's price on a day priced at `percent` of the base, rounded to the sen. */
export const dayPrice = (baseSen: number, percent: number) => Math.round((baseSen * percent) / 100);

export interface TicketServiceDeps {
  db: Db;
  orders: OrderService;
  utcOffset: string;
  now?: () => number;
}

/** Dated tickets: the calendar of places and prices, and ticket orders that hold places. */
export function createTicketService(deps: TicketServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const today = () => attractionToday(deps.utcOffset, now());
  const lastBookable = () => addDays(today(), BOOKING_HORIZON_DAYS);

  return {
    /** The ticket and its calendar from `from` (today at the earliest) to `to` (31 days in all). */
    async info(
      id: number,
      range: { from?: string | undefined; to?: string | undefined },
      locale: Locale,
    ): Promise<TicketInfo> {
      const start = range.from && range.from > today() ? range.from : today();
      const end = range.to ?? addDays(start, TICKET_CALENDAR_DAYS - 1);
      // The query's own check cannot know today: an end already past, or too far from today.
      if (end < start) throw new AppError('validation', 'dateRangeInvalid');
      if (daysBetween(start, end) >= MAX_CALENDAR_DAYS) {
        throw new AppError('validation', 'dateRangeTooLong');
      }
      // One round trip: every read is by the ticket's id.
      const [ticket, variants, slots, days, slotDays] = await Promise.all([
        repo.findTicket(db, id),
        repo.listVariants(db, id),
        repo.listSlots(db, id),
        repo.listDays(db, id, start, end),
        repo.listSlotDays(db, id, start, end),
      ]);
      if (!ticket) throw notFound();
      const calendarDays = daysBetween(start, end) + 1;
      const dayByDate = new Map(days.map((day) => [day.date, day]));

      const calendar: TicketInfo['days'] = [];
      for (let offset = 0; offset < calendarDays; offset++) {
        const date = addDays(start, offset);
        const day = dayByDate.get(date);
        const capacity = day?.capacity ?? ticket.daily_capacity;
        const remaining = Math.max(0, capacity - (day?.sold ?? 0));
        const percent = day?.price_percent ?? 100;
        const closed = day?.closed === 1 || date > lastBookable();
        const state: DayState = closed
          ? 'closed'
          : remaining === 0
            ? 'soldOut'
            : remaining <= FEW_LEFT_THRESHOLD
              ? 'few'
              : 'open';
        calendar.push({
          date,
          state,
          remaining: closed ? 0 : remaining,
          prices: Object.fromEntries(
            variants.map((variant) => [
              String(variant.id),
              senToRm(dayPrice(variant.price_sen, percent)),
            ]),
          ),
          slots: Object.fromEntries(
            slots.map((slot) => {
              const sold =
                slotDays.find((row) => row.slot_id === slot.id && row.date === date)?.sold ?? 0;
              return [
                String(slot.id),
                closed ? 0 : Math.max(0, Math.min(slot.capacity - sold, remaining)),
              ];
            }),
          ),
        });
      }

      return {
        id: ticket.id,
        name: localizeJson(ticket.name, locale),
        intro: localizeJson(ticket.intro, locale),
        description: localizeJson(ticket.description, locale),
        notes: (JSON.parse(ticket.notes) as LocalizedText[]).map((note) => localize(note, locale)),
        cover: ticket.cover,
        images: JSON.parse(ticket.images) as string[],
        price: senToRm(ticket.price_sen),
        variants: variants.map((variant) => ({
          id: variant.id,
          name: localizeJson(variant.name, locale),
          price: senToRm(variant.price_sen),
          check: variant.check_name === null ? null : localizeJson(variant.check_name, locale),
        })),
        slots: slots.map((slot) => ({ id: slot.id, label: slot.label })),
        days: calendar,
      };
    },

    /**
     * Checks everything, prices the order itself at its day's price, and holds the places in the
     * same transaction as the order (orders.place): either both happen or neither does.
     */
    createOrder(
      visitor: VisitorRow,
      body: CreateTicketOrderBody,
      request?: OrderRequest,
    ): Promise<PaymentStart> {
      return deps.orders.place(visitor, request, () => orderPlan(body));
    },

    /** What the order would cost with its promotion code, before it is placed. */
    preview(visitor: VisitorRow, body: CreateTicketOrderBody): Promise<OrderPreview> {
      return deps.orders.preview(visitor, () => orderPlan(body));
    },
  };

  /** What a ticket order brings to the orders core: its places, its day's prices, its hold. */
  async function orderPlan(body: CreateTicketOrderBody): Promise<OrderPlan> {
    const ticket = await repo.findTicket(db, body.ticketId);
    if (!ticket) throw notFound();
    if (body.date < today() || body.date > lastBookable()) throw new AppError('dateClosed');
    const [variants, slots] = await Promise.all([
      repo.listVariants(db, ticket.id),
      repo.listSlots(db, ticket.id),
    ]);
    // The same ticket type twice is one line: its places count together against every limit.
    const wanted = new Map<number, number>();
    for (const item of body.items) {
      if (item.quantity > 0) {
        wanted.set(item.variantId, (wanted.get(item.variantId) ?? 0) + item.quantity);
      }
    }
    const quantity = [...wanted.values()].reduce((sum, count) => sum + count, 0);
    if (quantity === 0) throw new AppError('validation', 'quantityInvalid');
    if (quantity > MAX_TICKETS_PER_ORDER) throw new AppError('validation', 'quantityTooMany');
    const chosen = [...wanted].map(([variantId, count]) => {
      const variant = variants.find((candidate) => candidate.id === variantId);
      if (!variant) throw new AppError('validation', 'invalidValue');
      return { variant, quantity: count };
    });
    const slot = body.slotId === undefined ? undefined : slots.find((s) => s.id === body.slotId);
    if (slots.length > 0 && !slot) throw new AppError('validation', 'slotRequired');
    if (slots.length === 0 && body.slotId !== undefined)
      throw new AppError('validation', 'invalidValue');

    return {
      kind: 'ticket',
      promoCode: body.promoCode || undefined,
      giftCard: body.giftCard,
      holds: { places: { ticketId: ticket.id, date: body.date, quantity } },
      async price(trx) {
        const day = await repo.ensureDay(trx, ticket.id, body.date, ticket.daily_capacity);
        if (day.closed === 1) throw new AppError('dateClosed');
        return {
          title: ticket.name,
          cover: ticket.cover,
          note: body.note ?? '',
          ticketId: ticket.id,
          visitDate: body.date,
          slotId: slot?.id ?? null,
          slotLabel: slot?.label ?? '',
          lines: chosen.map(({ variant, quantity: count }) => ({
            itemId: variant.id,
            name: variant.name,
            unitPriceSen: dayPrice(variant.price_sen, day.price_percent),
            quantity: count,
          })),
        };
      },
      // The date's row, which every buyer of that date updates, stays locked from this update to
      // the commit only. Sold out rolls the order back with the rest.
      async reserve(trx) {
        if (!(await repo.reserveDay(trx, ticket.id, body.date, quantity)))
          throw new AppError('soldOut');
        if (slot && !(await repo.reserveSlot(trx, slot.id, body.date, quantity, slot.capacity))) {
          throw new AppError('soldOut');
        }
      },
    };
  }
}

export type TicketService = ReturnType<typeof createTicketService>;
