import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { idField, idQuery } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';
import { priceInRm } from '../content/console-content.ts';
import { ORDER_KINDS } from './orders.ts';
import { normalisePromoCode, PROMO_CODE_PATTERN } from './promo-code.ts';

/** How a promotion takes money off. */
export const PROMO_TYPES = ['percent', 'amount', 'price'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

/**
 * What a promotion is for: all lists empty, everything; otherwise a line qualifies through any
 * choice it matches (its kind, ticket, ticket type, good or category; decision 040).
 */
export const promoScopeSchema = z.object({
  kinds: z.array(z.enum(ORDER_KINDS, { error: 'invalidValue' })).max(5),
  ticketIds: z.array(idField).max(100),
  variantIds: z.array(idField).max(200),
  goodsIds: z.array(idField).max(200),
  categoryIds: z.array(idField).max(100),
});
export type PromoScope = z.infer<typeof promoScopeSchema>;

/** The saving a code makes on an order, before it is placed ("see the saving before paying"). */
export const orderPreviewSchema = z.object({
  /** What the order costs at list prices. */
  subtotal: z.string(),
  /** What the code takes off ("0.00" without a code). */
  discount: z.string(),
  total: z.string(),
  /** The code as applied (normalised), or '' without one. */
  code: z.string(),
  /** What the gift card sent with it would pay ("0.00" without one; decision 042). */
  giftCard: z.string(),
  /** What is left for the payment page: the total less the gift card's part. */
  toPay: z.string(),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

/** A limit staff may set; left out, there is none. */
const optionalWhole = (max: number) =>
  z
    .number({ error: 'promoLimitInvalid' })
    .int({ error: 'promoLimitInvalid' })
    .min(1, { error: 'promoLimitInvalid' })
    .max(max, { error: 'promoLimitInvalid' })
    .optional();

/** Most single-use codes one batch makes. */
export const PROMO_BATCH_MAX = 5000;

/** The operator's rule for ticket moves to a cheaper date (decision 041). */
export const dateChangeSettingsSchema = z.object({
  /** Whether a move to a cheaper date gives the difference back (off by default). */
  refundCheaper: z.boolean({ error: 'invalidValue' }),
});
export type DateChangeSettingsBody = z.infer<typeof dateChangeSettingsSchema>;

/** A promotion as staff create or change it (console). */
export const promotionSaveBodySchema = z
  .object({
    id: idField.optional(),
    name: z
      .string({ error: 'promoNameRequired' })
      .trim()
      .min(1, { error: 'promoNameRequired' })
      .max(80, { error: 'tooLong' })
      .refine(isPlainText, { error: 'textInvalidCharacters' }),
    type: z.enum(PROMO_TYPES, { error: 'invalidValue' }),
    /** Percent (1–100) for `percent`; an amount in RM for `amount` and `price`. */
    value: z.string({ error: 'promoValueInvalid' }).trim(),
    /** Left out: for everything. */
    scope: promoScopeSchema.optional(),
    /** Attraction dates, both included; a date left out leaves that end open. */
    saleFrom: calendarDate.optional(),
    saleTo: calendarDate.optional(),
    visitFrom: calendarDate.optional(),
    visitTo: calendarDate.optional(),
    maxUses: optionalWhole(1_000_000),
    maxPerVisitor: optionalWhole(1000),
    maxUnitsPerOrder: optionalWhole(100),
    minSpend: priceInRm.default('0'),
    /** A shared code (`code`), or `count` single-use codes made by the server (new promotions only). */
    codes: z
      .discriminatedUnion(
        'mode',
        [
          z.object({
            mode: z.literal('shared'),
            code: z
              .string({ error: 'promoCodeFormat' })
              .transform(normalisePromoCode)
              .refine((code) => PROMO_CODE_PATTERN.test(code), { error: 'promoCodeFormat' }),
          }),
          z.object({
            mode: z.literal('batch'),
            count: z
              .number({ error: 'promoBatchInvalid' })
              .int({ error: 'promoBatchInvalid' })
              .min(1, { error: 'promoBatchInvalid' })
              .max(PROMO_BATCH_MAX, { error: 'promoBatchInvalid' }),
            prefix: z
              .string({ error: 'promoCodeFormat' })
              .transform(normalisePromoCode)
              .refine((prefix) => /^[A-Z0-9]{0,8}$/.test(prefix), { error: 'promoCodeFormat' })
              .default(''),
          }),
        ],
        { error: 'invalidValue' },
      )
      .optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (body.type === 'percent') {
      if (!/^\d{1,3}$/.test(body.value) || Number(body.value) < 1 || Number(body.value) > 100) {
        issue('promoPercentInvalid', 'value');
      }
    } else if (!priceInRm.safeParse(body.value).success || Number(body.value) <= 0) {
      if (!(body.type === 'price' && /^0*(\.0*)?$/.test(body.value))) {
        issue('promoValueInvalid', 'value');
      }
    }
    if (body.saleFrom && body.saleTo && body.saleTo < body.saleFrom) {
      issue('dateRangeInvalid', 'saleTo');
    }
    if (body.visitFrom && body.visitTo && body.visitTo < body.visitFrom) {
      issue('dateRangeInvalid', 'visitTo');
    }
    if (body.id === undefined && !body.codes) issue('promoCodesRequired', 'codes');
  });
export type PromotionSaveBody = z.input<typeof promotionSaveBodySchema>;

export const promotionIdBodySchema = z.object({ id: idField });
export const promotionIdQuerySchema = z.object({ id: idQuery });

/** A promotion as the console lists it. */
export const consolePromotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PROMO_TYPES),
  value: z.string(),
  scope: promoScopeSchema,
  saleFrom: z.string().nullable(),
  saleTo: z.string().nullable(),
  visitFrom: z.string().nullable(),
  visitTo: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxPerVisitor: z.number().int().nullable(),
  maxUnitsPerOrder: z.number().int().nullable(),
  minSpend: z.string(),
  /** The shared code, or null for a batch of single-use codes. */
  code: z.string().nullable(),
  /** How many codes the promotion has (1 for a shared code). */
  codeCount: z.number().int(),
  /** Uses on paid orders, and uses held by orders waiting for payment. */
  used: z.number().int(),
  held: z.number().int(),
  /** What paid orders saved with it, in all. */
  saved: z.string(),
  createdAt: z.string(),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;
export const consolePromotionListSchema = z.object({ list: z.array(consolePromotionSchema) });

export const PROMO_USE_STATUSES = ['held', 'kept', 'released'] as const;
export type PromoUseStatus = (typeof PROMO_USE_STATUSES)[number];

/** One order that used a promotion. */
export const consolePromoUseSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  code: z.string(),
  saving: z.string(),
  /** held: the order waits for payment; kept: paid; released: expired or refunded whole. */
  status: z.enum(PROMO_USE_STATUSES),
  at: z.string(),
});
export const consolePromoUseListSchema = z.object({
  list: z.array(consolePromoUseSchema),
});
