import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { idField } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';
import { giftCardInputSchema } from './gift-cards.ts';
import { promoCodeField } from './promo-code.ts';

/** Units of one line a visitor may order. */
export const MAX_UNITS_PER_LINE = 99;

/** Longest delivery address fields, in characters; the phone counts digits, spaces and dashes. */
export const ADDRESS_NAME_MAX = 50;
export const ADDRESS_PHONE_MAX = 20;
export const ADDRESS_REGION_MAX = 100;
export const ADDRESS_DETAIL_MAX = 200;
/** Longest note to the shop or the kitchen, in characters. */
export const ORDER_NOTE_MAX = 200;

const ADDRESS_PHONE_PATTERN = new RegExp(`^\\+?[\\d\\s-]{6,${ADDRESS_PHONE_MAX}}$`);

/** Where a store order goes: picked up at the park, or sent to an address (SPEC §5 address form). */
export const deliverySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('pickup') }),
    z.object({
      type: z.literal('address'),
      name: z
        .string({ error: 'addressNameRequired' })
        .trim()
        .min(1, { error: 'addressNameRequired' })
        .max(ADDRESS_NAME_MAX, { error: 'tooLong' })
        .refine(isPlainText, { error: 'textInvalidCharacters' }),
      phone: z
        .string({ error: 'addressPhoneInvalid' })
        .trim()
        .regex(ADDRESS_PHONE_PATTERN, { error: 'addressPhoneInvalid' }),
      region: z
        .string({ error: 'addressRegionRequired' })
        .trim()
        .min(1, { error: 'addressRegionRequired' })
        .max(ADDRESS_REGION_MAX, { error: 'tooLong' })
        .refine(isPlainText, { error: 'textInvalidCharacters' }),
      detail: z
        .string({ error: 'addressDetailRequired' })
        .trim()
        .min(1, { error: 'addressDetailRequired' })
        .max(ADDRESS_DETAIL_MAX, { error: 'tooLong' })
        .refine(isPlainText, { error: 'textInvalidCharacters' }),
    }),
  ],
  { error: 'invalidValue' },
);
export type Delivery = z.infer<typeof deliverySchema>;

/** A cart line as SPEC §3 names it: goods, chosen combination (SKU), quantity. */
export const goodsOrderLineSchema = z.object({
  goods_id: idField,
  spec_id: idField,
  num: z
    .number({ error: 'quantityInvalid' })
    .int({ error: 'quantityInvalid' })
    .min(1, { error: 'quantityInvalid' })
    .max(MAX_UNITS_PER_LINE, { error: 'quantityInvalid' }),
});

/**
 * When a rental runs: from `start` to `end` (whole days, both included) for goods rented by the
 * day, or `hours` hours on `start` for goods rented by the hour.
 */
export const rentalPeriodSchema = z.object(
  {
    start: calendarDate,
    end: calendarDate.optional(),
    hours: z
      .number({ error: 'rentalHoursInvalid' })
      .int({ error: 'rentalHoursInvalid' })
      .min(1, { error: 'rentalHoursInvalid' })
      .max(24, { error: 'rentalHoursInvalid' })
      .optional(),
  },
  { error: 'dateRequired' },
);
export type RentalPeriod = z.infer<typeof rentalPeriodSchema>;

/** How far ahead a rental may start, in days. */
export const RENTAL_BOOKING_DAYS = 30;

export const createGoodsOrderBodySchema = z.object({
  kind: z.enum(['store', 'food', 'hire'], { error: 'invalidValue' }),
  items: z
    .array(goodsOrderLineSchema, { error: 'quantityInvalid' })
    .min(1, { error: 'quantityInvalid' })
    .max(30),
  delivery: deliverySchema.optional(),
  /** Required for rentals. */
  rental: rentalPeriodSchema.optional(),
  /** A promotion code typed at checkout; the server prices it (decision 040). */
  promoCode: promoCodeField.optional(),
  /** A gift card paying the order, whole or in part (decision 042); the rest is paid as usual. */
  giftCard: giftCardInputSchema.optional(),
  note: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(ORDER_NOTE_MAX, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' })
    .optional()
    .default(''),
});
export type CreateGoodsOrderBody = z.input<typeof createGoodsOrderBodySchema>;
