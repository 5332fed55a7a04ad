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

/**
 * Every language of a stored text (its JSON column, or the parsed object), as staff edit it; one
 * missing from a hand-written row, or a row with no text at all, reads as empty.
 */
export function allLanguages(
  stored: string | Partial<LocalizedText> | null | undefined,
): LocalizedText {
  const parsed: Partial<LocalizedText> | null | undefined =
    typeof stored === 'string' ? (stored ? JSON.parse(stored) : null) : stored;
  const text = parsed ?? {};
  return { zh: text.zh ?? '', en: text.en ?? '', ma: text.ma ?? '' };
}

/** Picks one language out of a localized text, falling back to English, then Chinese. */
export function pickLocale(
  text: Partial<LocalizedText> | null | undefined,
  locale: Locale,
): string {
  if (!text) return '';
  return text[locale] || text.en || text.zh || '';
}
