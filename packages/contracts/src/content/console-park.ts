import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { idField } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';
import { isEmail, MAX_SHORT_TEXT } from '../common/validation.ts';
import { webAddressProblem } from '../common/web-address.ts';
import {
  allLanguagesSchema,
  pictureAddress,
  sortField,
  translatedText,
  webAddressField,
} from './console-content.ts';

/** Longest intro of the park, per language. */
export const MAX_PARK_INTRO = 2000;

// ---------------------------------------------------------------------------------------------
// The park: what `getScenic` answers, its coordinates and its clock.

/** The park's details as staff edit them: every field `getScenic` answers but the place and clock. */
export const consoleParkInfoSchema = z.object({
  name: allLanguagesSchema,
  intro: allLanguagesSchema,
  address: allLanguagesSchema,
  openingHours: allLanguagesSchema,
  phone: z.string(),
  email: z.string(),
  logo: z.string(),
  cover: z.string(),
  /** The customer-service chat; '' shows no chat button. */
  serviceUrl: z.string(),
});
export type ConsoleParkInfo = z.infer<typeof consoleParkInfoSchema>;

export const consoleParkSchema = z.object({
  info: consoleParkInfoSchema,
  /** Decimal degrees as typed ("3.5219"); '' where none is stored yet. */
  coordinates: z.object({ latitude: z.string(), longitude: z.string() }),
  /**
   * The park's UTC offset. Read-only: it is the server's ATTRACTION_UTC_OFFSET, read once at start
   * (docs/decisions/021-park-settings.md).
   */
  utcOffset: z.string(),
  /** True when the forecast is live (WEATHER_PROVIDER=open-meteo) and so follows the coordinates. */
  liveWeather: z.boolean(),
});
export type ConsolePark = z.infer<typeof consoleParkSchema>;

/** A whole https:// address, or '' for none. */
const chatAddress = webAddressField({ max: 500, optional: true });

export const parkInfoSaveBodySchema = z.object({
  name: translatedText(MAX_SHORT_TEXT),
  intro: translatedText(MAX_PARK_INTRO),
  address: translatedText(300),
  openingHours: translatedText(200),
  phone: z
    .string({ error: 'phoneRequired' })
    .trim()
    .min(1, { error: 'phoneRequired' })
    .max(30, { error: 'parkPhoneInvalid' })
    .regex(/^\+?\d[\d ()-]*\d$/, { error: 'parkPhoneInvalid' }),
  email: z
    .string({ error: 'emailRequired' })
    .trim()
    .min(1, { error: 'emailRequired' })
    .refine(isEmail, { error: 'emailFormat' }),
  logo: pictureAddress,
  cover: pictureAddress,
  serviceUrl: chatAddress,
});
export type ParkInfoSaveBody = z.input<typeof parkInfoSaveBodySchema>;

/**
 * Degrees in decimal, sent as text like money is (a number field would take -1 and 1.5 as a
 * slip, and a float would not keep what was typed): up to 7 decimals, about a centimetre.
 */
function degrees(limit: number, message: 'latitudeInvalid' | 'longitudeInvalid') {
  return z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,7})?$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(-limit, { error: message }).max(limit, { error: message }));
}

/** Where the park is: the live forecast is asked for this place. */
export const coordinatesSaveBodySchema = z.object({
  latitude: degrees(90, 'latitudeInvalid'),
  longitude: degrees(180, 'longitudeInvalid'),
});
export type CoordinatesSaveBody = z.input<typeof coordinatesSaveBodySchema>;

// ---------------------------------------------------------------------------------------------
// Live cameras.

/**
 * What is wrong with a camera's stream address, if anything. It is a whole http(s) address (no user
 * name or password in it, since every visitor reads it), or a file this server serves under
 * /uploads (the demo's live replay, an uploaded clip). Any other scheme (javascript:, data:, file:)
 * is refused.
 */
export function streamAddressProblem(value: string): 'streamInvalid' | 'urlHasCredentials' | null {
  if (value.startsWith('/')) {
    const local = /^\/uploads\/[\w./-]+$/.test(value) && !value.split('/').includes('..');
    return local ? null : 'streamInvalid';
  }
  const problem = webAddressProblem(value, ['https:', 'http:']);
  return problem === 'urlInvalid' ? 'streamInvalid' : problem;
}

export const isStreamAddress = (value: string): boolean => streamAddressProblem(value) === null;

/** A camera as staff edit it: every language of its name. */
export const consoleCameraSchema = z.object({
  id: z.number().int(),
  name: allLanguagesSchema,
  cover: z.string(),
  stream: z.string(),
  online: z.boolean(),
  sort: z.number().int(),
});
export type ConsoleCamera = z.infer<typeof consoleCameraSchema>;

export const consoleCameraListSchema = z.object({ list: z.array(consoleCameraSchema) });

/** Save a camera: with `id` it replaces that one, without it adds one. */
export const cameraSaveBodySchema = z.object({
  id: idField.optional(),
  name: translatedText(MAX_SHORT_TEXT),
  cover: pictureAddress,
  stream: z
    .string({ error: 'streamInvalid' })
    .trim()
    .min(1, { error: 'streamInvalid' })
    .max(500, { error: 'streamInvalid' })
    .superRefine((value, context) => {
      const problem = streamAddressProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  online: z.boolean({ error: 'invalidValue' }),
  sort: sortField,
});
export type CameraSaveBody = z.input<typeof cameraSaveBodySchema>;

// ---------------------------------------------------------------------------------------------
// The weather guarantee.

/** Most terms the guarantee lists. */
export const MAX_GUARANTEE_TERMS = 10;

/** A heavy-rain day as staff see it: who marked it says the note (the weather provider writes one). */
export const consoleRainDaySchema = z.object({
  date: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type ConsoleRainDay = z.infer<typeof consoleRainDaySchema>;

export const consoleWeatherGuaranteeSchema = z.object({
  title: allLanguagesSchema,
  summary: allLanguagesSchema,
  terms: z.array(allLanguagesSchema),
  /** Every heavy-rain day, newest first. */
  rainDays: z.array(consoleRainDaySchema),
  /** The park's today (YYYY-MM-DD): a later day cannot be marked yet. */
  today: z.string(),
  /** The earliest day that may still be marked: older ones no longer let a ticket move. */
  earliest: z.string(),
});
export type ConsoleWeatherGuarantee = z.infer<typeof consoleWeatherGuaranteeSchema>;

export const weatherGuaranteeSaveBodySchema = z.object({
  title: translatedText(MAX_SHORT_TEXT),
  summary: translatedText(300),
  terms: z
    .array(translatedText(500), { error: 'invalidValue' })
    .min(1, { error: 'guaranteeTermsRequired' })
    .max(MAX_GUARANTEE_TERMS, { error: 'tooLong' }),
});
export type WeatherGuaranteeSaveBody = z.input<typeof weatherGuaranteeSaveBodySchema>;

/** Mark a day a heavy-rain day: today or a day of the guarantee's window, never one ahead. */
export const rainDayAddBodySchema = z.object({
  date: calendarDate,
  note: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(200, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' }),
});
export type RainDayAddBody = z.input<typeof rainDayAddBodySchema>;

export const rainDayRemoveBodySchema = z.object({ date: calendarDate });
export type RainDayRemoveBody = z.input<typeof rainDayRemoveBodySchema>;
