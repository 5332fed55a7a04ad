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
