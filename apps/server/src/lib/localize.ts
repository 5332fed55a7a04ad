import { type Locale, type LocalizedText, pickLocale } from '@scenic/contracts';

/** Picks the visitor's language out of a stored localized-text JSON column. */
export function localizeJson(json: string, locale: Locale): string {
  return pickLocale(JSON.parse(json) as Partial<LocalizedText>, locale);
}

export function localize(text: Partial<LocalizedText> | undefined, locale: Locale): string {
  return pickLocale(text, locale);
}

/** Every language of a stored text, as staff edit it; one missing from a hand-written row reads as empty. */
export function allLanguages(stored: string | Partial<LocalizedText>): LocalizedText {
  const text = typeof stored === 'string' ? (JSON.parse(stored) as Partial<LocalizedText>) : stored;
  return { zh: text.zh ?? '', en: text.en ?? '', ma: text.ma ?? '' };
}
