import { z } from 'zod';
import { idQuery, limitQuery, pageQuery } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';

/** Kinds of goods, named by the section keywords of SPEC §2. */
export const GOODS_KINDS = ['store', 'hire', 'food'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

/** A rental is priced per hour or per day. */
export const RENT_UNITS = ['hour', 'day'] as const;
export type RentUnit = (typeof RENT_UNITS)[number];

export const ticketListItemSchema = z.object({
  id: z.number().int(),
  cover: z.string(),
  name: z.string(),
  intro: z.string(),
  price: z.string(),
  tags: z.array(z.string()),
});
export const ticketListSchema = z.array(ticketListItemSchema);
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

export const goodsListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GOODS_KINDS),
  type_id: z.number().int(),
  cover: z.string(),
  name: z.string(),
  intro: z.string(),
  score: z.number(),
  min_price: z.string(),
  sales: z.number().int(),
  /** A rental's price unit ('hour' or 'day'); null for other kinds. */
  rent_unit: z.enum(RENT_UNITS).nullable(),
});
export type GoodsListItem = z.infer<typeof goodsListItemSchema>;

const kindQuery = z.enum(GOODS_KINDS, { error: 'invalidValue' }).default('store');

export const goodListQuerySchema = z.object({
  kind: kindQuery,
  typeId: idQuery.optional(),
  keyword: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(50, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' })
    .optional(),
  page: pageQuery,
  limit: limitQuery(10),
});
export type GoodListQuery = z.input<typeof goodListQuerySchema>;

export const goodListDataSchema = z.object({
  list: z.array(goodsListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type GoodListData = z.infer<typeof goodListDataSchema>;

export const kindQuerySchema = z.object({ kind: kindQuery });

export const goodsTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export const goodsTypeListSchema = z.array(goodsTypeSchema);
export type GoodsType = z.infer<typeof goodsTypeSchema>;

/** `getGoods`: a kind's whole menu grouped by type, as the food counter and the store browse it. */
export const goodsByTypeSchema = z.array(
  goodsTypeSchema.extend({ goods: z.array(goodsListItemSchema) }),
);
export type GoodsByType = z.infer<typeof goodsByTypeSchema>;

export const goodsDetailQuerySchema = z.object({
  id: idQuery,
});

/** One spec of a good (size, colour...) and its options (SPEC §3 `spec_list`, `child`). */
export const specSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  child: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/**
 * One combination of options (a SKU) with its price and stock. `spec_ids` maps a spec id to the
 * chosen child id; the first entry is the preselected combination (SPEC §3 `goodsSpec`).
 */
export const goodsSpecSchema = z.object({
  id: z.number().int(),
  spec_ids: z.record(z.string(), z.number().int()),
  price: z.string(),
  stock: z.number().int(),
});

export const goodsDetailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GOODS_KINDS),
  type_id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  description: z.string(),
  cover: z.string(),
  images: z.array(z.string()),
  score: z.number(),
  min_price: z.string(),
  sales: z.number().int(),
  spec_list: z.array(specSchema),
  goodsSpec: z.array(goodsSpecSchema),
  /** Rentals: price unit, at most how many units one rental may last, deposit per item. */
  rent: z
    .object({ unit: z.enum(RENT_UNITS), max: z.number().int(), deposit: z.string() })
    .nullable(),
  /** Food: where it is collected and how many minutes the kitchen needs. */
  food: z.object({ pickupPoint: z.string(), prepMinutes: z.number().int() }).nullable(),
  /**
   * A gift card (decision 042): each combination's price is its value; once paid its code is in
   * the buyer's My centre, to use or send on. Nothing is handed over or posted.
   */
  giftCard: z.boolean(),
});
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;
