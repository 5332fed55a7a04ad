import { isLocale, type Locale } from '@scenic/contracts';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setKitLocale } from './kit-locale';
import { HTML_LANG, initialLocale } from './language';
import { STORAGE_KEYS, writeStorage } from './storage';

type Messages = { default: ResourceKey };

/**
 * One chunk per language and namespace: a visitor downloads only the language they read, and the
 * account pages' texts (login, My centre, help, agreements) only when one of them opens.
 */
const loaders: Record<string, Record<Locale, () => Promise<Messages>>> = {
  translation: {
    zh: () => import('#web/locales/zh.json'),
    en: () => import('#web/locales/en.json'),
    ma: () => import('#web/locales/ma.json'),
  },
  account: {
    zh: () => import('#web/locales/account/zh.json'),
    en: () => import('#web/locales/account/en.json'),
    ma: () => import('#web/locales/account/ma.json'),
  },
  orders: {
    zh: () => import('#web/locales/orders/zh.json'),
    en: () => import('#web/locales/orders/en.json'),
    ma: () => import('#web/locales/orders/ma.json'),
  },
  scenery: {
    zh: () => import('#web/locales/scenery/zh.json'),
    en: () => import('#web/locales/scenery/en.json'),
    ma: () => import('#web/locales/scenery/ma.json'),
  },
  goods: {
    zh: () => import('#web/locales/goods/zh.json'),
    en: () => import('#web/locales/goods/en.json'),
    ma: () => import('#web/locales/goods/ma.json'),
  },
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const set = loaders[namespace] ?? loaders.translation;
    const load = set?.[language as Locale] ?? set?.en;
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (messages) => callback(null, messages.default),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * Starts loading a namespace's texts before i18next asks for them (the first page's, while the
 * entry starts); its later read then finds the module loaded.
 */
export function warmTexts(namespace: string, locale: Locale): void {
  void loaders[namespace]?.[locale]?.().catch(() => undefined);
}

/** The account pages' namespace; their chunks load it alongside their code. */
export const ACCOUNT_NS = 'account';

export function loadAccountTexts(): Promise<void> {
  return i18n.loadNamespaces(ACCOUNT_NS);
}

/** The ticket and order pages' namespace (ticket list and detail, orders, ticket slip, weather). */
export const ORDERS_NS = 'orders';
/** What those pages read: their own texts first, then the shared ones (prices, retry). */
export const ORDER_PAGE_NS = [ORDERS_NS, 'translation'];

export function loadOrderTexts(): Promise<void> {
  return i18n.loadNamespaces(ORDERS_NS);
}

/** The store, rental and food pages' namespace (lists, details, cart, buy sheet, reviews). */
export const GOODS_NS = 'goods';
/** What those pages read: their own texts, then the order texts, then the shared ones. */
export const GOODS_PAGE_NS = [GOODS_NS, ORDERS_NS, 'translation'];

export function loadGoodsTexts(): Promise<void> {
  return i18n.loadNamespaces([GOODS_NS, ORDERS_NS]);
}

/** The scenery images, live cameras and VR tour pages' namespace. */
export const SCENERY_NS = 'scenery';
export const SCENERY_PAGE_NS = [SCENERY_NS, ORDERS_NS, 'translation'];

export function loadSceneryTexts(): Promise<void> {
  return i18n.loadNamespaces([SCENERY_NS, ORDERS_NS]);
}

function reflectOnDocument(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale] ?? 'en';
}

export const i18n = i18next.createInstance();

export async function initI18n(locale: Locale = initialLocale()): Promise<void> {
  reflectOnDocument(locale);
  // The kit's toasts and dialogs render outside the tree: they follow every change of language.
  i18n.on('languageChanged', (language) => {
    if (isLocale(language)) setKitLocale(language);
  });
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: ['zh', 'en', 'ma'],
      ns: ['translation'],
      defaultNS: 'translation',
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
