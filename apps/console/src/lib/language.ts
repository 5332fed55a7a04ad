import { isLocale, type Locale } from '@scenic/contracts';
import { storedLanguage } from './session';

/** The `lang` attribute of <html> and the UI kit's locale name for each console language. */
export const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en', ma: 'ms' };

export const LANGUAGE_NAMES: Record<Locale, string> = {
  zh: '中文',
  en: 'English',
  ma: 'Bahasa Melayu',
};

/** The stored choice wins, then the browser's language: zh* → zh, ms* → ma, anything else → en. */
export function resolveLanguage(stored: string | null, browser: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  const first = (browser[0] ?? '').toLowerCase();
  if (first.startsWith('zh')) return 'zh';
  if (first.startsWith('ms')) return 'ma';
  return 'en';
}

export function initialLanguage(): Locale {
  return resolveLanguage(
    storedLanguage.get(),
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
}
