import { z } from 'zod';
import { MAX_SHORT_TEXT } from '../common/validation.ts';
import {
  allLanguagesSchema,
  bannerActionSchema,
  pictureAddress,
  translatedText,
} from './console-content.ts';

/** What a promo shows: one picture, a swiper of pictures, or a video with its poster (SPEC §2). */
export const PROMO_KINDS = ['image', 'swiper', 'video'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** The most pictures one swiper holds, and the most rows of attraction pairs. */
export const MAX_SWIPER_PICTURES = 10;
export const MAX_ATTRACTION_ROWS = 20;

/** The home page's sections that hold promos, in the order visitors see them. */
export const HOME_PROMO_SECTIONS = [
  'map',
  'video',
  'attractions',
  'ticket',
  'experience',
  'goods',
] as const;

const VIDEO_FILE = /\.(mp4|webm)$/i;

/** A video's address as /console/uploads/video answers it (or a demo asset's): MP4 or WebM. */
export const videoAddress = z
  .string({ error: 'promoVideoRequired' })
  .trim()
  .min(1, { error: 'promoVideoRequired' })
  .max(300, { error: 'invalidValue' })
  .regex(/^\/(uploads|assets-demo)\/[\w./-]+\.(mp4|webm)$/i, { error: 'promoVideoRequired' });

/**
 * The addresses of one language's media (or all languages'): pictures or a video; which is which,
 * and how many, is checked against the promo's kind.
 */
const mediaList = z
  .array(pictureAddress, { error: 'promoMediaMissing' })
  .max(MAX_SWIPER_PICTURES, { error: 'invalidValue' });

/** One language's media of a per-language promo: missing, it names the language. */
const mediaIn = (message: string) =>
  z.array(pictureAddress, { error: message }).max(MAX_SWIPER_PICTURES, { error: 'invalidValue' });

const perLanguageMedia = z.object({
  zh: mediaIn('promoMissingZh'),
  en: mediaIn('promoMissingEn'),
  ma: mediaIn('promoMissingMa'),
});

/** Names the language whose media is missing, in the caller's language. */
const MISSING_IN = { zh: 'promoMissingZh', en: 'promoMissingEn', ma: 'promoMissingMa' } as const;

const promoFields = {
  kind: z.enum(PROMO_KINDS, { error: 'invalidValue' }),
  /** The video's poster frame, shown before it plays; required for a video, else "". */
  poster: z.union([z.literal(''), pictureAddress], { error: 'pictureRequired' }),
  /** A tap opens the picture full screen (then the action is not used). */
  magnify: z.boolean({ error: 'invalidValue' }),
  /** What a tap opens, as a banner's (SPEC §2), when the picture does not magnify. */
  action: bannerActionSchema,
};

/**
 * One promo as staff edit it: the same media for every language, or one per language (each
 * required), with what it shows and what a tap does. The server writes SPEC §3's promo object
 * (langType, content, multiple, viewType, magnify, jumpType, contentType, jumpContent, poster).
 */
export const promoSaveSchema = z
  .discriminatedUnion(
    'perLanguage',
    [
      z.object({ perLanguage: z.literal(false), media: mediaList, ...promoFields }),
      z.object({ perLanguage: z.literal(true), media: perLanguageMedia, ...promoFields }),
    ],
    { error: 'invalidValue' },
  )
  .superRefine((promo, context) => {
    const lists: [string[], (string | number)[]][] = promo.perLanguage
      ? (['zh', 'en', 'ma'] as const).map((locale) => [promo.media[locale], ['media', locale]])
      : [[promo.media, ['media']]];
    for (const [list, path] of lists) {
      const locale = path[1];
      const problem =
        list.length === 0 && typeof locale === 'string'
          ? MISSING_IN[locale as 'zh' | 'en' | 'ma']
          : mediaProblem(promo.kind, list);
      if (problem) context.addIssue({ code: 'custom', message: problem, path });
    }
    if (promo.kind === 'video' && promo.poster === '') {
      context.addIssue({ code: 'custom', message: 'promoPosterRequired', path: ['poster'] });
    }
  });
export type PromoSave = z.input<typeof promoSaveSchema>;

/** What is wrong with one language's media for a promo of `kind`, as a message key, if anything. */
export function mediaProblem(kind: PromoKind, list: readonly string[]): string | null {
  if (list.length === 0) return kind === 'video' ? 'promoVideoRequired' : 'promoMediaMissing';
  if (kind === 'video') {
    return list.length === 1 && VIDEO_FILE.test(list[0] ?? '') ? null : 'promoVideoRequired';
  }
  if (list.some((address) => VIDEO_FILE.test(address))) return 'pictureRequired';
  if (kind === 'swiper') return list.length >= 2 ? null : 'promoSwiperTooFew';
  return list.length === 1 ? null : 'promoOnePicture';
}

const pairSchema = z.object({ l: promoSaveSchema, r: promoSaveSchema });

/**
 * The home page's images as staff save them: every promo and the section titles in zh, en and
 * ma. The countdown (`descTime`) is not part of it: it has its own call and stays as stored.
 */
export const homeSaveBodySchema = z.object({
  map: promoSaveSchema,
  video: promoSaveSchema,
  attractions: z
    .array(pairSchema, { error: 'invalidValue' })
    .max(MAX_ATTRACTION_ROWS, { error: 'invalidValue' }),
  ticket: pairSchema,
  experience: promoSaveSchema,
  goods: promoSaveSchema,
  str: z.object({
    attractions: translatedText(MAX_SHORT_TEXT),
    tickets: translatedText(MAX_SHORT_TEXT),
    step: translatedText(MAX_SHORT_TEXT),
  }),
});
export type HomeSaveBody = z.input<typeof homeSaveBodySchema>;

/** One promo as the console reads it (a stored one it cannot show reads as empty media). */
export const consolePromoSchema = z.discriminatedUnion('perLanguage', [
  z.object({
    perLanguage: z.literal(false),
    media: z.array(z.string()),
    kind: z.enum(PROMO_KINDS),
    poster: z.string(),
    magnify: z.boolean(),
    action: bannerActionSchema,
  }),
  z.object({
    perLanguage: z.literal(true),
    media: z.object({ zh: z.array(z.string()), en: z.array(z.string()), ma: z.array(z.string()) }),
    kind: z.enum(PROMO_KINDS),
    poster: z.string(),
    magnify: z.boolean(),
    action: bannerActionSchema,
  }),
]);
export type ConsolePromo = z.infer<typeof consolePromoSchema>;

const consolePairSchema = z.object({ l: consolePromoSchema, r: consolePromoSchema });

/** The home page's images as staff edit them: every promo, every language, the section titles. */
export const consoleHomeSchema = z.object({
  map: consolePromoSchema,
  video: consolePromoSchema,
  attractions: z.array(consolePairSchema),
  ticket: consolePairSchema,
  experience: consolePromoSchema,
  goods: consolePromoSchema,
  str: z.object({
    attractions: allLanguagesSchema,
    tickets: allLanguagesSchema,
    step: allLanguagesSchema,
  }),
});
export type ConsoleHome = z.infer<typeof consoleHomeSchema>;
