import { type Locale, type LocalizedText, pickLocale } from '@scenic/contracts';

/** Picks the visitor's language out of a stored localized-text JSON column. */
export function localizeJson(json: string, locale: Locale): string {
  return pickLocale(JSON.parse(json) as Partial<LocalizedText>, locale);
}

export function localize(text: Partial<LocalizedText> | undefined, locale: Locale): string {
  return pickLocale(text, locale);
}
