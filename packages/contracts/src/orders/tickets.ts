import { z } from 'zod';
import { MAX_ID } from '../common/validation.ts';

/** Remaining places at or under which a date shows "few left". */
export const FEW_LEFT_THRESHOLD = 20;
/** Places one order may hold. */
export const MAX_TICKETS_PER_ORDER = 20;
/** How far ahead a visit date may be booked. */
export const BOOKING_HORIZON_DAYS = 90;

export const DAY_STATES = ['open', 'few', 'soldOut', 'closed'] as const;
export type DayState = (typeof DAY_STATES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dateRequired' });

export const ticketInfoQuerySchema = z.object({
  id: z.coerce
    .number({ error: 'invalidValue' })
    .int()
    .min(1, { error: 'invalidValue' })
    .max(MAX_ID, { error: 'invalidValue' }),
  /** First day of the calendar (default today at the attraction); 31 days are answered. */
  from: isoDate.optional(),
});

export const ticketVariantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Base price in RM ("45.00"); a date's price may differ (see days). */
  price: z.string(),
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
  ticketId: z
    .number({ error: 'invalidValue' })
    .int()
    .min(1, { error: 'invalidValue' })
    .max(MAX_ID, { error: 'invalidValue' }),
  date: isoDate,
  slotId: z
    .number({ error: 'invalidValue' })
    .int()
    .min(1, { error: 'invalidValue' })
    .max(MAX_ID, { error: 'invalidValue' })
    .optional(),
  items: z
    .array(
      z.object({
        variantId: z
          .number({ error: 'invalidValue' })
          .int()
          .min(1, { error: 'invalidValue' })
          .max(MAX_ID, { error: 'invalidValue' }),
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
  note: z.string().trim().max(200, { error: 'tooLong' }).optional().default(''),
});
export type CreateTicketOrderBody = z.input<typeof createTicketOrderBodySchema>;
