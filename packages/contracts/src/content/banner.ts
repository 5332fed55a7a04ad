import { z } from 'zod';

/** Banner slots of the home page (SPEC §3). */
export const BANNER_KEYS = ['home', 'homeCenter'] as const;
export type BannerKey = (typeof BANNER_KEYS)[number];

/** Section keywords used by banner type 3 and the kinds of banner type 4 (SPEC §2). */
export const SECTION_KEYWORDS = ['hire', 'store', 'ticket', 'food', 'scenery'] as const;
export type SectionKeyword = (typeof SECTION_KEYWORDS)[number];

/** Banner action: 1 nothing, 2 external address, 3 section by keyword, 4 JSON {type, id} to a detail page. */
export const BannerType = { none: 1, external: 2, section: 3, detail: 4 } as const;

export const bannerSchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  content: z.string(),
  cover: z.string(),
  title: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const getBannerBodySchema = z.object({
  key: z
    .union([z.enum(BANNER_KEYS), z.array(z.enum(BANNER_KEYS)).min(1).max(BANNER_KEYS.length)], {
      error: 'bannerKeyInvalid',
    })
    .transform((key) => (Array.isArray(key) ? key : [key])),
});
export type GetBannerBody = z.input<typeof getBannerBodySchema>;

export const getBannerDataSchema = z.partialRecord(z.enum(BANNER_KEYS), z.array(bannerSchema));
export type GetBannerData = z.infer<typeof getBannerDataSchema>;

/** Content of a type-4 banner or promo: which kind of item to open, and its id. */
export const detailTargetSchema = z.object({
  type: z.enum(SECTION_KEYWORDS),
  id: z.coerce.number().int().positive(),
});
export type DetailTarget = z.infer<typeof detailTargetSchema>;
