import type { Locale } from '@scenic/contracts';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG, initialLocale } from './language';
import { STORAGE_KEYS, writeStorage } from './storage';

type Messages = { default: ResourceKey };

/** One chunk per language: a visitor downloads only the language they read. */
const loaders: Record<Locale, () => Promise<Messages>> = {
  zh: () => import('../locales/zh.json'),
  en: () => import('../locales/en.json'),
  ma: () => import('../locales/ma.json'),
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = loaders[language as Locale] ?? loaders.en;
    load().then(
      (messages) => callback(null, messages.default),
      (error: Error) => callback(error, null),
    );
  },
};

function reflectOnDocument(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale] ?? 'en';
}

export const i18n = i18next.createInstance();

export async function initI18n(locale: Locale = initialLocale()): Promise<void> {
  reflectOnDocument(locale);
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: ['zh', 'en', 'ma'],
      ns: ['translation'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

/** Switches the interface and the `langue` header together and remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStorage(STORAGE_KEYS.lang, locale);
  reflectOnDocument(locale);
  await i18n.changeLanguage(locale);
}
