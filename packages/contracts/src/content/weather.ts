import { z } from 'zod';
import type { Locale, LocalizedText } from '../common/locale.ts';

/** Current weather: an icon id, its text in the request's language and the temperature in °C. */
export const weatherNowSchema = z.object({
  code: z.string(),
  text: z.string(),
  temp: z.number(),
  /** True after dark, where the provider says so (the icon draws a moon instead of a sun). */
  night: z.boolean().optional(),
});
export type WeatherNow = z.infer<typeof weatherNowSchema>;

/** One hour of the forecast. `time` is the hour's start in the park's time with its offset. */
export const weatherHourSchema = z.object({
  time: z.string(),
  code: z.string(),
  text: z.string(),
  temp: z.number(),
  /** Chance of rain in %, where the provider gives it. */
  rainChance: z.number().nullable(),
  night: z.boolean(),
});
export type WeatherHour = z.infer<typeof weatherHourSchema>;

/** One day of the forecast, in the park's calendar (YYYY-MM-DD). */
export const weatherDaySchema = z.object({
  date: z.string(),
  code: z.string(),
  text: z.string(),
  high: z.number(),
  low: z.number(),
  rainChance: z.number().nullable(),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;

export const getWeatherDataSchema = z.object({
  now: weatherNowSchema,
  /** Which provider answered: a live one, or `operator` (the park's own reading). */
  source: z.string(),
  /** When the reading was taken: the live provider's fetch, or when the operator entered it. */
  updatedAt: z.string(),
  /** False when the reading is the operator's, because no live provider is set or it is down. */
  live: z.boolean(),
  /** The next hours from the current one (empty without a live provider). */
  hours: z.array(weatherHourSchema),
  /** Today and the days after (empty without a live provider). */
  days: z.array(weatherDaySchema),
});
export type GetWeatherData = z.infer<typeof getWeatherDataSchema>;

/**
 * How many days after a heavy-rain day its tickets may still be moved (the guarantee's window): the
 * public list keeps a day this long, and staff may mark a day no older than this.
 */
export const RAIN_DAY_GRACE_DAYS = 30;

/** The weather guarantee: terms and the dates marked as heavy-rain days (YYYY-MM-DD). */
export const weatherGuaranteeSchema = z.object({
  title: z.string(),
  summary: z.string(),
  terms: z.array(z.string()),
  rainyDates: z.array(z.string()),
});
export type WeatherGuarantee = z.infer<typeof weatherGuaranteeSchema>;

/** What a weather icon draws; several WMO codes share one. */
export type WeatherKind =
  | 'clear'
  | 'partly'
  | 'overcast'
  | 'fog'
  | 'drizzle'
  | 'rain'
  | 'heavy'
  | 'showers'
  | 'thunder'
  | 'snow';

interface WeatherCodeEntry {
  kind: WeatherKind;
  /** The full text (weather page, forecast rows). */
  text: LocalizedText;
  /** A word or two that fits the header beside the temperature. */
  short: LocalizedText;
}

const L = (zh: string, en: string, ma: string): LocalizedText => ({ zh, en, ma });

const CLEAR: WeatherCodeEntry = {
  kind: 'clear',
  text: L('晴', 'Clear', 'Cerah'),
  short: L('晴', 'Clear', 'Cerah'),
};
const PARTLY: WeatherCodeEntry = {
  kind: 'partly',
  text: L('多云', 'Partly cloudy', 'Separa berawan'),
  short: L('多云', 'Cloudy', 'Berawan'),
};
const DRIZZLE: WeatherCodeEntry = {
  kind: 'drizzle',
  text: L('毛毛雨', 'Drizzle', 'Hujan renyai'),
  short: L('小雨', 'Drizzle', 'Renyai'),
};
const RAIN: WeatherCodeEntry = {
  kind: 'rain',
  text: L('雨', 'Rain', 'Hujan'),
  short: L('雨', 'Rain', 'Hujan'),
};
const HEAVY_RAIN: WeatherCodeEntry = {
  kind: 'heavy',
  text: L('大雨', 'Heavy rain', 'Hujan lebat'),
  short: L('大雨', 'Heavy rain', 'Hujan lebat'),
};
const SNOW: WeatherCodeEntry = {
  kind: 'snow',
  text: L('雪', 'Snow', 'Salji'),
  short: L('雪', 'Snow', 'Salji'),
};
const STORM_SHORT = L('雷雨', 'Storm', 'Ribut');

/** Every WMO weather code Open-Meteo sends, with its icon and its texts in the three languages. */
const WEATHER_CODES: Record<number, WeatherCodeEntry> = {
  0: CLEAR,
  1: {
    kind: 'partly',
    text: L('晴间少云', 'Mostly clear', 'Kebanyakannya cerah'),
    short: L('少云', 'Fair', 'Cerah'),
  },
  2: PARTLY,
  3: {
    kind: 'overcast',
    text: L('阴', 'Overcast', 'Mendung'),
    short: L('阴', 'Overcast', 'Mendung'),
  },
  45: { kind: 'fog', text: L('雾', 'Fog', 'Berkabus'), short: L('雾', 'Fog', 'Kabus') },
  48: {
    kind: 'fog',
    text: L('冻雾', 'Freezing fog', 'Kabus beku'),
    short: L('雾', 'Fog', 'Kabus'),
  },
  51: DRIZZLE,
  53: DRIZZLE,
  55: DRIZZLE,
  56: { ...DRIZZLE, text: L('冻毛毛雨', 'Freezing drizzle', 'Hujan renyai beku') },
  57: { ...DRIZZLE, text: L('冻毛毛雨', 'Freezing drizzle', 'Hujan renyai beku') },
  61: { ...RAIN, text: L('小雨', 'Light rain', 'Hujan ringan') },
  63: RAIN,
  65: HEAVY_RAIN,
  66: { ...RAIN, text: L('冻雨', 'Freezing rain', 'Hujan beku') },
  67: { ...HEAVY_RAIN, text: L('强冻雨', 'Heavy freezing rain', 'Hujan beku lebat') },
  71: { ...SNOW, text: L('小雪', 'Light snow', 'Salji ringan') },
  73: SNOW,
  75: { ...SNOW, text: L('大雪', 'Heavy snow', 'Salji lebat') },
  77: { ...SNOW, text: L('米雪', 'Snow grains', 'Butiran salji') },
  80: {
    kind: 'showers',
    text: L('阵雨', 'Showers', 'Hujan sekejap'),
    short: L('阵雨', 'Showers', 'Hujan'),
  },
  81: {
    kind: 'showers',
    text: L('阵雨', 'Showers', 'Hujan sekejap'),
    short: L('阵雨', 'Showers', 'Hujan'),
  },
  82: {
    kind: 'heavy',
    text: L('强阵雨', 'Heavy showers', 'Hujan lebat sekejap'),
    short: L('强阵雨', 'Heavy rain', 'Hujan lebat'),
  },
  85: { ...SNOW, text: L('阵雪', 'Snow showers', 'Salji sekejap') },
  86: { ...SNOW, text: L('强阵雪', 'Heavy snow showers', 'Salji lebat sekejap') },
  95: { kind: 'thunder', text: L('雷阵雨', 'Thunderstorm', 'Ribut petir'), short: STORM_SHORT },
  96: {
    kind: 'thunder',
    text: L('雷阵雨伴冰雹', 'Thunderstorm with hail', 'Ribut petir dan hujan batu'),
    short: STORM_SHORT,
  },
  99: {
    kind: 'thunder',
    text: L('强雷阵雨伴冰雹', 'Thunderstorm with hail', 'Ribut petir dan hujan batu'),
    short: STORM_SHORT,
  },
};

/** A code no table knows (another provider's, or a typo in the operator's reading) reads as cloudy. */
function entryOf(code: string): WeatherCodeEntry {
  return (/^\d{1,3}$/.test(code) ? WEATHER_CODES[Number(code)] : undefined) ?? PARTLY;
}

export function weatherKind(code: string): WeatherKind {
  return entryOf(code).kind;
}

/** The full text of a weather code in one language ("Partly cloudy"). */
export function weatherText(code: string, locale: Locale): string {
  return entryOf(code).text[locale];
}

/** A word or two for the header ("Cloudy"); the full text is for the weather page. */
export function weatherShortText(code: string, locale: Locale): string {
  return entryOf(code).short[locale];
}

/** Codes the table knows (tests walk them all). */
export const WEATHER_CODE_LIST: readonly string[] = Object.keys(WEATHER_CODES);
