import { z } from 'zod';
import { calendarDate, daysBetween } from '../common/dates.ts';
import { idField, idQuery } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';
import { MAX_SHORT_TEXT } from '../common/validation.ts';
import {
  allLanguagesSchema,
  pictureAddress,
  priceInRm,
  sortField,
  translatedText,
} from './console-content.ts';

/** Places one date (or one time slot) may offer at most: a typing slip is refused, not sold. */
export const MAX_CAPACITY = 100_000;
/** Dates one calendar edit may change at once: a season of a year. */
export const MAX_CALENDAR_EDIT_DAYS = 366;
/** A date's price as a percentage of the base prices: 10% to 500%. */
export const MIN_PRICE_PERCENT = 10;
export const MAX_PRICE_PERCENT = 500;

/** A number of places: a whole number from 0 to MAX_CAPACITY. */
export const capacityField = z
  .number({ error: 'capacityInvalid' })
  .int({ error: 'capacityInvalid' })
  .min(0, { error: 'capacityInvalid' })
  .max(MAX_CAPACITY, { error: 'capacityInvalid' });

/** A ticket as content staff edit it: every language of every text, its types, slots and default places. */
export const consoleTicketSchema = z.object({
  id: z.number().int(),
  name: allLanguagesSchema,
  intro: allLanguagesSchema,
  description: allLanguagesSchema,
  notes: z.array(allLanguagesSchema),
  tags: z.array(allLanguagesSchema),
  cover: z.string(),
  images: z.array(z.string()),
  /** Places per date unless the calendar says otherwise for that date. */
  dailyCapacity: z.number().int(),
  variants: z.array(
    z.object({
      id: z.number().int(),
      name: allLanguagesSchema,
      price: z.string(),
      /** What the gate checks for this type (a gate check's id); null for nothing. */
      checkId: z.number().int().nullable(),
    }),
  ),
  slots: z.array(z.object({ id: z.number().int(), label: z.string(), capacity: z.number().int() })),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type ConsoleTicket = z.infer<typeof consoleTicketSchema>;

export const consoleTicketListSchema = z.object({ list: z.array(consoleTicketSchema) });

/**
 * Save a ticket: with `id` it replaces that one, without it adds one. Variants and slots with an
 * `id` keep it (orders point at them); those left out are removed, which is refused for a slot
 * that orders use. The list price visitors see ("from RM …") is the cheapest variant's.
 */
export const ticketSaveBodySchema = z.object({
  id: idField.optional(),
  name: translatedText(MAX_SHORT_TEXT),
  intro: translatedText(200),
  description: translatedText(4000),
  notes: z.array(translatedText(300), { error: 'invalidValue' }).max(12, { error: 'invalidValue' }),
  tags: z.array(translatedText(20), { error: 'invalidValue' }).max(4, { error: 'invalidValue' }),
  cover: pictureAddress,
  images: z.array(pictureAddress, { error: 'invalidValue' }).max(9, { error: 'invalidValue' }),
  dailyCapacity: capacityField,
  variants: z
    .array(
      z.object({
        id: idField.optional(),
        name: translatedText(40),
        price: priceInRm,
        checkId: idField.nullable().optional(),
      }),
      { error: 'variantRequired' },
    )
    .min(1, { error: 'variantRequired' })
    .max(10, { error: 'invalidValue' }),
  slots: z
    .array(
      z.object({
        id: idField.optional(),
        label: z
          .string({ error: 'slotLabelRequired' })
          .trim()
          .min(1, { error: 'slotLabelRequired' })
          .max(40, { error: 'tooLong' })
          .refine(isPlainText, { error: 'textInvalidCharacters' }),
        capacity: capacityField,
      }),
      { error: 'invalidValue' },
    )
    .max(12, { error: 'invalidValue' }),
  sort: sortField,
  enabled: z.boolean({ error: 'invalidValue' }),
});
export type TicketSaveBody = z.input<typeof ticketSaveBodySchema>;

export const ticketIdBodySchema = z.object({ id: idField });

/** The console's calendar of one ticket, `from` to `to` (at most MAX_CALENDAR_EDIT_DAYS days). */
export const consoleCalendarQuerySchema = z
  .object({ ticketId: idQuery, from: calendarDate, to: calendarDate })
  .superRefine((range, ctx) => refineEditRange(range, ctx));
export type ConsoleCalendarQuery = z.input<typeof consoleCalendarQuerySchema>;

function refineEditRange(range: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (range.to < range.from) {
    ctx.addIssue({ code: 'custom', message: 'dateRangeInvalid', path: ['to'] });
  } else if (daysBetween(range.from, range.to) >= MAX_CALENDAR_EDIT_DAYS) {
    ctx.addIssue({ code: 'custom', message: 'dateRangeTooLong', path: ['to'] });
  }
}

/** Places of a date or a slot: sold (paid, whether used or not) and held by orders awaiting payment. */
const placesSchema = {
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
};

export const consoleCalendarDaySchema = z.object({
  date: z.string(),
  ...placesSchema,
  closed: z.boolean(),
  /** The date's price as a percentage of the base prices (100 unless changed). */
  pricePercent: z.number().int(),
  /** Whether staff set this date's places, or it follows the ticket's daily places. */
  capacitySet: z.boolean(),
  /** Each variant's price on that date, by variant id, in RM. */
  prices: z.record(z.string(), z.string()),
  slots: z.array(z.object({ id: z.number().int(), ...placesSchema })),
});
export type ConsoleCalendarDay = z.infer<typeof consoleCalendarDaySchema>;

export const consoleCalendarSchema = z.object({
  ticketId: z.number().int(),
  /** The first date that may still change: today on the park's clock. */
  today: z.string(),
  dailyCapacity: z.number().int(),
  variants: z.array(
    z.object({ id: z.number().int(), name: allLanguagesSchema, price: z.string() }),
  ),
  slots: z.array(z.object({ id: z.number().int(), label: z.string() })),
  days: z.array(consoleCalendarDaySchema),
});
export type ConsoleCalendar = z.infer<typeof consoleCalendarSchema>;

/** Days of the week, 0 = Sunday … 6 = Saturday, as JavaScript's Date counts them. */
const weekday = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(0, { error: 'invalidValue' })
  .max(6, { error: 'invalidValue' });

/**
 * Change a range of dates at once: their places, their price as a percentage of the base (120
 * on holidays), open or closed. Only the `weekdays` named change (weekends: [0, 6]). A change that
 * would put a date below the places already sold or held is refused whole (`capacityBelowSold`).
 */
export const calendarEditBodySchema = z
  .object({
    ticketId: idField,
    from: calendarDate,
    to: calendarDate,
    weekdays: z
      .array(weekday, { error: 'weekdaysRequired' })
      .min(1, { error: 'weekdaysRequired' })
      .max(7, { error: 'invalidValue' })
      .default([0, 1, 2, 3, 4, 5, 6]),
    /** The dates' places, set by staff: they no longer follow the ticket's daily places. */
    capacity: capacityField.optional(),
    /** The dates follow the ticket's daily places again (instead of `capacity`). */
    followDaily: z.literal(true, { error: 'invalidValue' }).optional(),
    pricePercent: z
      .number({ error: 'pricePercentInvalid' })
      .int({ error: 'pricePercentInvalid' })
      .min(MIN_PRICE_PERCENT, { error: 'pricePercentInvalid' })
      .max(MAX_PRICE_PERCENT, { error: 'pricePercentInvalid' })
      .optional(),
    closed: z.boolean({ error: 'invalidValue' }).optional(),
  })
  .superRefine((body, ctx) => {
    refineEditRange(body, ctx);
    if (body.capacity !== undefined && body.followDaily) {
      ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['followDaily'] });
    }
    const changes = [body.capacity, body.followDaily, body.pricePercent, body.closed];
    if (changes.every((change) => change === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'calendarNothingToChange', path: ['capacity'] });
    }
  });
export type CalendarEditBody = z.input<typeof calendarEditBodySchema>;

export const calendarEditResultSchema = z.object({
  /** How many dates changed. */
  changed: z.number().int(),
  /** Closed dates that already have places sold: those tickets stay valid until refunded. */
  closedWithSold: z.array(z.object({ date: z.string(), sold: z.number().int() })),
});
export type CalendarEditResult = z.infer<typeof calendarEditResultSchema>;

/** A card or proof the gate checks (MyKad, MyKid, an OKU card), and how many ticket types ask for it. */
export const consoleGateCheckSchema = z.object({
  id: z.number().int(),
  name: allLanguagesSchema,
  /** Ticket types that ask the gate for it. */
  used: z.number().int(),
});
export type ConsoleGateCheck = z.infer<typeof consoleGateCheckSchema>;

export const consoleGateCheckListSchema = z.object({ list: z.array(consoleGateCheckSchema) });

/** Save a gate check: with `id` it renames that one, without it adds one at the end. */
export const gateCheckSaveBodySchema = z.object({
  id: idField.optional(),
  name: translatedText(40),
});
export type GateCheckSave = z.infer<typeof gateCheckSaveBodySchema>;

/** Remove a gate check no ticket type asks for. */
export const gateCheckDeleteBodySchema = z.object({ id: idField });
