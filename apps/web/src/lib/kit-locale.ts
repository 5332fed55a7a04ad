import type { Locale } from '@scenic/contracts';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { Locale as KitLocale } from 'antd-mobile/es/locales/base';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { kitLocaleMa } from './kit-locale-ma';

/** The UI kit's words (screen-reader names of its buttons and mask, its few texts) per language. */
export const KIT_LOCALES: Record<Locale, KitLocale> = { zh: zhCN, en: enUS, ma: kitLocaleMa };

/**
 * The language of what the kit renders outside the React tree (Toast, Dialog.show, ...): those read
 * the kit's default configuration, not the provider. The kit's own default is Chinese.
 */
export function setKitLocale(locale: Locale): void {
  setDefaultConfig({ locale: KIT_LOCALES[locale] });
}
