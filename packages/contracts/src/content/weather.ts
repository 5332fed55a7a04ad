import { z } from 'zod';

/** Current weather: an icon id, its text in the request's language and the temperature in °C. */
export const weatherNowSchema = z.object({
  code: z.string(),
  text: z.string(),
  temp: z.number(),
});
export type WeatherNow = z.infer<typeof weatherNowSchema>;

export const getWeatherDataSchema = z.object({
  now: weatherNowSchema,
  /** Which provider answered: a live one, or the operator's fallback when none is reachable. */
  source: z.string(),
  updatedAt: z.string(),
});
export type GetWeatherData = z.infer<typeof getWeatherDataSchema>;

/** The weather guarantee: terms and the dates marked as heavy-rain days (YYYY-MM-DD). */
export const weatherGuaranteeSchema = z.object({
  title: z.string(),
  summary: z.string(),
  terms: z.array(z.string()),
  rainyDates: z.array(z.string()),
});
export type WeatherGuarantee = z.infer<typeof weatherGuaranteeSchema>;

/** WMO weather codes, grouped as the weather display draws them, with their text per language. */
const WEATHER_GROUPS: { codes: number[]; text: Record<'zh' | 'en' | 'ma', string> }[] = [
  { codes: [0], text: { zh: '晴', en: 'Clear', ma: 'Cerah' } },
  { codes: [1, 2], text: { zh: '多云', en: 'Partly cloudy', ma: 'Separa berawan' } },
  { codes: [3], text: { zh: '阴', en: 'Overcast', ma: 'Mendung' } },
  { codes: [45, 48], text: { zh: '雾', en: 'Fog', ma: 'Berkabus' } },
  { codes: [51, 53, 55, 56, 57], text: { zh: '毛毛雨', en: 'Drizzle', ma: 'Hujan renyai' } },
  { codes: [61, 63, 66, 80, 81], text: { zh: '雨', en: 'Rain', ma: 'Hujan' } },
  { codes: [65, 67, 82], text: { zh: '大雨', en: 'Heavy rain', ma: 'Hujan lebat' } },
  { codes: [95, 96, 99], text: { zh: '雷阵雨', en: 'Thunderstorm', ma: 'Ribut petir' } },
];

export function weatherText(code: string, locale: 'zh' | 'en' | 'ma'): string {
  const numeric = Number(code);
  const group = WEATHER_GROUPS.find((entry) => entry.codes.includes(numeric));
  return group ? group.text[locale] : (WEATHER_GROUPS[1]?.text[locale] ?? '');
}
