import { z } from 'zod';
import { idField } from '../common/ids.ts';
import { LOCALES } from '../common/locale.ts';
import { isPlainText } from '../common/text.ts';
import { MAX_SHORT_TEXT } from '../common/validation.ts';
import { webAddressProblem } from '../common/web-address.ts';
import { BANNER_KEYS, SECTION_KEYWORDS } from './banner.ts';

/**
 * A text staff write in every language the app speaks, side by side. Each is required: a missing
 * translation is refused (`translationMissing`, naming the field of the missing language), so
 * visitors never see an empty title in one language.
 */
export function translatedText(max: number) {
  const one = z
    .string({ error: 'translationMissing' })
    .trim()
    .min(1, { error: 'translationMissing' })
    .max(max, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' });
  return z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, one])) as {
      zh: typeof one;
      en: typeof one;
      ma: typeof one;
    },
  );
}
export type TranslatedText = z.infer<ReturnType<typeof translatedText>>;

/** A text in every language as the console reads it back (`allLanguages` of a stored text). */
export const allLanguagesSchema = z.object({ zh: z.string(), en: z.string(), ma: z.string() });

/**
 * A price staff type, in RM with at most two decimals ("45", "45.5", "45.50"), never negative.
 * It travels as a string like every amount (decision 001) and the server turns it into sen.
 */
export const priceInRm = z
  .string({ error: 'priceInvalid' })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: 'priceInvalid' });

/** An uploaded picture's address as the upload call answers it, or a demo asset's. */
export const pictureAddress = z
  .string({ error: 'pictureRequired' })
  .trim()
  .min(1, { error: 'pictureRequired' })
  .max(300, { error: 'invalidValue' })
  .regex(/^\/(uploads|assets-demo)\/[\w./-]+$/, { error: 'pictureRequired' });

/**
 * A web address field staff fill in (a banner's link, the chat link, the company's site): trimmed,
 * at most `max` characters, https unless told otherwise, never with credentials; '' when `optional`.
 */
export function webAddressField(options: {
  max: number;
  optional?: boolean;
  schemes?: readonly string[];
}) {
  return z
    .string({ error: 'urlInvalid' })
    .trim()
    .max(options.max, { error: 'urlInvalid' })
    .superRefine((value, context) => {
      if (options.optional && value === '') return;
      const problem = webAddressProblem(value, options.schemes);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

/** Where a row stands in its list: smaller first. */
export const sortField = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(0, { error: 'invalidValue' })
  .max(9999, { error: 'invalidValue' });

/**
 * What a banner does when tapped (SPEC §2), as the console picks it: nothing, an outside address,
 * a section, or one item's detail page. The server writes the spec's `type` and `content` from it
 * and refuses an item that does not exist (`bannerTargetMissing`).
 */
export const bannerActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal(1) }),
    z.object({
      type: z.literal(2),
      url: webAddressField({ max: 500 }),
    }),
    z.object({ type: z.literal(3), section: z.enum(SECTION_KEYWORDS, { error: 'invalidValue' }) }),
    z.object({
      type: z.literal(4),
      target: z.enum(SECTION_KEYWORDS, { error: 'invalidValue' }),
      id: idField,
    }),
  ],
  { error: 'invalidValue' },
);
export type BannerAction = z.infer<typeof bannerActionSchema>;

/** A banner as staff edit it: every language's title, the picture, the action, order and on/off. */
export const consoleBannerSchema = z.object({
  id: z.number().int(),
  slot: z.enum(BANNER_KEYS),
  title: allLanguagesSchema,
  cover: z.string(),
  action: bannerActionSchema,
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

export const consoleBannerListSchema = z.object({ list: z.array(consoleBannerSchema) });

/** The console's banner list: one slot, or both when none is given. */
export const consoleBannerQuerySchema = z.object({
  slot: z.enum(BANNER_KEYS, { error: 'invalidValue' }).optional(),
});
export type ConsoleBannerQuery = z.input<typeof consoleBannerQuerySchema>;

/** Save a banner: with `id` it replaces that one, without it adds one. */
export const bannerSaveBodySchema = z.object({
  id: idField.optional(),
  slot: z.enum(BANNER_KEYS, { error: 'invalidValue' }),
  title: translatedText(MAX_SHORT_TEXT),
  cover: pictureAddress,
  action: bannerActionSchema,
  sort: sortField,
  enabled: z.boolean({ error: 'invalidValue' }),
});
export type BannerSaveBody = z.input<typeof bannerSaveBodySchema>;

/** A notice of the home page's scrolling bar, in every language. */
export const consoleNoticeSchema = z.object({
  id: z.number().int(),
  text: allLanguagesSchema,
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;

export const consoleNoticeListSchema = z.object({ list: z.array(consoleNoticeSchema) });

export const noticeSaveBodySchema = z.object({
  id: idField.optional(),
  text: translatedText(200),
  sort: sortField,
  enabled: z.boolean({ error: 'invalidValue' }),
});
export type NoticeSaveBody = z.input<typeof noticeSaveBodySchema>;

export const contentIdBodySchema = z.object({ id: idField });

/** The home page's countdown as staff set it: on or off, to when (the park's clock), and what. */
export const consoleCountdownSchema = z.object({
  open: z.boolean(),
  /** `YYYY-MM-DD HH:mm`, the attraction's local time. */
  date: z.string(),
  title: allLanguagesSchema,
});
export type ConsoleCountdown = z.infer<typeof consoleCountdownSchema>;

export const countdownSaveBodySchema = z.object({
  open: z.boolean({ error: 'invalidValue' }),
  date: z
    .string({ error: 'countdownDateInvalid' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, { error: 'countdownDateInvalid' })
    .refine(
      (value) => {
        const [day = '', time = ''] = value.split(' ');
        const parsed = new Date(`${day}T${time}:00Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${day}T${time}`);
      },
      { error: 'countdownDateInvalid' },
    ),
  title: translatedText(MAX_SHORT_TEXT),
});
export type CountdownSaveBody = z.input<typeof countdownSaveBodySchema>;
