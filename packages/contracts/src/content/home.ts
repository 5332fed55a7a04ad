import { z } from 'zod';
import { LOCALES } from '../common/locale.ts';
import { RENT_UNITS } from './catalogue.ts';

/** A media value: one address, or several for a swiper. */
const mediaValueSchema = z.union([z.string(), z.array(z.string())]);

/**
 * Promo object of the home images (SPEC §3). langType 0: `content` is the value itself; otherwise
 * `content` is keyed by locale. `multiple` > 0 makes a swiper, viewType 1 a video. jumpType uses the
 * banner action numbers; type 4 opens the item of kind `contentType` with id `jumpContent`.
 */
export const promoSchema = z.object({
  langType: z.number().int(),
  content: z.union([mediaValueSchema, z.record(z.enum(LOCALES), mediaValueSchema)]),
  multiple: z.number().int(),
  viewType: z.union([z.literal(0), z.literal(1)]),
  magnify: z.union([z.literal(0), z.literal(1)]),
  contentTarget: z.string().optional(),
  jumpType: z.number().int(),
  contentType: z.string().optional(),
  jumpContent: z.string().optional(),
  /** Poster frame shown before a video plays. */
  poster: z.string().optional(),
});
export type Promo = z.infer<typeof promoSchema>;

export const countdownSchema = z.object({
  open: z.union([z.literal(0), z.literal(1)]),
  /** Target moment, in the default date format YYYY/MM/DD HH:mm:ss, attraction local time. */
  date: z.string(),
  days: z.number().int(),
  hours: z.number().int(),
  minutes: z.number().int(),
  seconds: z.number().int(),
  /** What the countdown counts down to, in the request's language. */
  title: z.string().optional(),
  /** The same moment as `date`, as an absolute ISO-8601 instant, so phones in any time zone agree. */
  at: z.string().optional(),
});
export type Countdown = z.infer<typeof countdownSchema>;

export const homeImagesSchema = z.object({
  descTime: countdownSchema,
  map: promoSchema,
  video: promoSchema,
  str: z.object({ attractions: z.string(), tickets: z.string(), step: z.string() }),
  attractions: z.array(z.object({ l: promoSchema, r: promoSchema })),
  ticket: z.object({ l: promoSchema, r: promoSchema }),
  experience: promoSchema,
  goods: promoSchema,
});
export type HomeImages = z.infer<typeof homeImagesSchema>;

export const homeTicketItemSchema = z.object({
  id: z.number().int(),
  cover: z.string(),
  name: z.string(),
  price: z.string(),
});
export const homeGoodsItemSchema = z.object({
  id: z.number().int(),
  cover: z.string(),
  name: z.string(),
  score: z.number(),
  min_price: z.string(),
  /** What a rental's price is for ("hour" or "day"); null for goods that are not rented. */
  rent_unit: z.enum(RENT_UNITS).nullable(),
});
export const homeSceneryItemSchema = z.object({ id: z.number().int(), cover: z.string() });

export const homeShopListSchema = z.object({
  ticketList: z.array(homeTicketItemSchema),
  storeGoods: z.array(homeGoodsItemSchema),
  hireGoods: z.array(homeGoodsItemSchema),
  foodGoods: z.array(homeGoodsItemSchema),
  scenery: z.array(homeSceneryItemSchema),
});
export type HomeShopList = z.infer<typeof homeShopListSchema>;
export type HomeGoodsItem = z.infer<typeof homeGoodsItemSchema>;
export type HomeTicketItem = z.infer<typeof homeTicketItemSchema>;

/** One panorama of the online VR tour (DESIGN §3.10). */
export const sceneLookSchema = z.object({
  id: z.string(),
  title: z.string(),
  panorama: z.string(),
  thumb: z.string(),
  hotspots: z.array(
    z.object({ target: z.string(), yaw: z.number(), pitch: z.number(), label: z.string() }),
  ),
});
export const sceneLookListSchema = z.array(sceneLookSchema);
export type SceneLook = z.infer<typeof sceneLookSchema>;

export const INDEX_DATA_PARTS = ['homeImages', 'shopList', 'sceneLook'] as const;
export const indexDataQuerySchema = z.object({
  type: z.enum(INDEX_DATA_PARTS, { error: 'invalidValue' }).optional(),
});

/**
 * `indexData` without `type`: all three parts in one round trip. The home images and scene look
 * list stay JSON strings as the spec describes; with `type`, `data` is that one part alone.
 */
export const indexDataSchema = z.object({
  homeImages: z.string(),
  shopList: homeShopListSchema,
  sceneLook: z.string(),
});
export type IndexData = z.infer<typeof indexDataSchema>;
