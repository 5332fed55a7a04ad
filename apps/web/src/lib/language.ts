import { isLocale, type Locale } from '@scenic/contracts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Languages the picker offers; Malay is reachable with `?lang=ma` (DESIGN §3.1). */
export const PICKER_LOCALES = ['zh', 'en'] as const satisfies readonly Locale[];

/** The value of the `lang` attribute of <html> for each interface language. */
export const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en', ma: 'ms' };

/** Maps a browser language tag to an interface language: zh* → zh, ms* → ma, anything else → en. */
export function localeFromBrowser(tags: readonly string[]): Locale {
  const first = (tags[0] ?? '').toLowerCase();
  if (first.startsWith('zh')) return 'zh';
  if (first.startsWith('ms')) return 'ma';
  return 'en';
}

/** A `lang` query parameter before or after the hash (`/h5/?lang=ma#/` or `/h5/#/ticket?lang=ma`). */
export function localeFromUrl(href: string): Locale | null {
  const url = new URL(href, 'http://localhost');
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?')) : '';
  for (const search of [hashQuery, url.search]) {
    const value = new URLSearchParams(search).get('lang');
    if (isLocale(value)) return value;
  }
  return null;
}

interface LanguageSources {
  href: string;
  stored: string | null;
  browser: readonly string[];
}

/** The URL wins, then the stored choice, then the browser's language on a first visit. */
export function resolveLocale({ href, stored, browser }: LanguageSources): Locale {
  return localeFromUrl(href) ?? (isLocale(stored) ? stored : localeFromBrowser(browser));
}

/** Decides the language at start-up and stores it, so the header and the interface agree. */
export function initialLocale(): Locale {
  const locale = resolveLocale({
    href: window.location.href,
    stored: readStorage(STORAGE_KEYS.lang),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  writeStorage(STORAGE_KEYS.lang, locale);
  return locale;
}

/** The language of the interface and of the `langue` request header. */
export function currentLocale(): Locale {
  const stored = readStorage(STORAGE_KEYS.lang);
  return isLocale(stored) ? stored : 'en';
}
