/** The three interface languages. `ma` is the spec's code for Malay. */
export const LOCALES = ['zh', 'en', 'ma'] as const;
export type Locale = (typeof LOCALES)[number];

/** The `langue` request header defaults to zh (SPEC §1, §7). */
export const DEFAULT_HEADER_LOCALE: Locale = 'zh';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads a `langue` header value; anything unknown falls back to the header default. */
export function localeFromHeader(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_HEADER_LOCALE;
}

/** Text kept in all three languages. */
export type LocalizedText = Record<Locale, string>;

/** Picks one language out of a localized text, falling back to English, then Chinese. */
export function pickLocale(
  text: Partial<LocalizedText> | null | undefined,
  locale: Locale,
): string {
  if (!text) return '';
  return text[locale] || text.en || text.zh || '';
}
