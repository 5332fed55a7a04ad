import { z } from 'zod';
import { calendarDate, refineCalendarRange } from '../common/dates.ts';
import { idField, idQuery } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';
import { giftCardInputSchema } from './gift-cards.ts';
import { promoCodeField } from './promo-code.ts';

/** Remaining places at or under which a date shows "few left". */
export const FEW_LEFT_THRESHOLD = 20;
/** Places one order may hold. */
export const MAX_TICKETS_PER_ORDER = 20;
/** How far ahead a visit date may be booked. */
export const BOOKING_HORIZON_DAYS = 90;

export const DAY_STATES = ['open', 'few', 'soldOut', 'closed'] as const;
export type DayState = (typeof DAY_STATES)[number];

/** Days a ticket's calendar answers when the caller does not say up to when. */
export const TICKET_CALENDAR_DAYS = 31;

export const ticketInfoQuerySchema = z
  .object({
    id: idQuery,
    /** First day of the calendar (default today at the attraction; a past day reads as today). */
    from: calendarDate.optional(),
    /** Last day of the calendar (default 31 days in all); at most MAX_CALENDAR_DAYS days. */
    to: calendarDate.optional(),
  })
  .superRefine(refineCalendarRange);

export const ticketVariantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Base price in RM ("45.00"); a date's price may differ (see days). */
  price: z.string(),
  /** What the gate checks for this type ("MyKad"), in the visitor's language; null for nothing. */
  check: z.string().nullable(),
});

export const ticketSlotSchema = z.object({
  id: z.number().int(),
  label: z.string(),
});

export const ticketDaySchema = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  remaining: z.number().int(),
  /** Price of each variant on that date, by variant id, in RM. */
  prices: z.record(z.string(), z.string()),
  /** Remaining places per time slot on that date, by slot id (empty without slots). */
  slots: z.record(z.string(), z.number().int()),
});
export type TicketDay = z.infer<typeof ticketDaySchema>;

export const ticketInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  description: z.string(),
  notes: z.array(z.string()),
  cover: z.string(),
  images: z.array(z.string()),
  price: z.string(),
  variants: z.array(ticketVariantSchema),
  slots: z.array(ticketSlotSchema),
  days: z.array(ticketDaySchema),
});
export type TicketInfo = z.infer<typeof ticketInfoSchema>;

export const createTicketOrderBodySchema = z.object({
  ticketId: idField,
  date: calendarDate,
  slotId: idField.optional(),
  items: z
    .array(
      z.object({
        variantId: idField,
        quantity: z
          .number({ error: 'quantityInvalid' })
          .int({ error: 'quantityInvalid' })
          .min(0, { error: 'quantityInvalid' })
          .max(MAX_TICKETS_PER_ORDER, { error: 'quantityTooMany' }),
      }),
      { error: 'quantityInvalid' },
    )
    .min(1, { error: 'quantityInvalid' })
    .max(10, { error: 'quantityInvalid' }),
  /** A promotion code typed at checkout; the server prices it (decision 040). */
  promoCode: promoCodeField.optional(),
  /** A gift card paying the order, whole or in part (decision 042); the rest is paid as usual. */
  giftCard: giftCardInputSchema.optional(),
  note: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(200, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' })
    .optional()
    .default(''),
});
export type CreateTicketOrderBody = z.input<typeof createTicketOrderBodySchema>;
