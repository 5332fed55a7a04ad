import { isLocale, type Locale } from '@scenic/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '#console/locales/en.json';
import ma from '#console/locales/ma.json';
import zh from '#console/locales/zh.json';
import { HTML_LANG, initialLanguage } from './language';
import { storedLanguage } from './session';

/** Staff read the console on desktops and counters: all three languages ship in one small file. */
export const i18n = i18next.createInstance();

function reflectOnDocument(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale];
}

export async function initI18n(locale: Locale = initialLanguage()): Promise<void> {
  reflectOnDocument(locale);
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['zh', 'en', 'ma'],
    resources: { zh: { translation: zh }, en: { translation: en }, ma: { translation: ma } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Switches the interface and the `langue` header (so the server's messages follow) together. */
export async function changeLanguage(locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  storedLanguage.set(locale);
  reflectOnDocument(locale);
  await i18n.changeLanguage(locale);
}

export function currentLanguage(): Locale {
  return isLocale(i18n.language) ? i18n.language : 'en';
}
