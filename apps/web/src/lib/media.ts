import type { Locale, Promo } from '@scenic/contracts';

type MediaValue = string | string[];

function asList(value: MediaValue | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((item) => item.trim() !== '');
}

/** A promo's media addresses: plain content when langType is 0, else the visitor's language's. */
export function promoSources(promo: Promo, locale: Locale): string[] {
  const { content } = promo;
  if (promo.langType === 0 || typeof content === 'string' || Array.isArray(content)) {
    return asList(content as MediaValue);
  }
  const byLocale = content as Partial<Record<Locale, MediaValue>>;
  return asList(byLocale[locale] ?? byLocale.en ?? byLocale.zh);
}
