import ConfigProvider from 'antd-mobile/es/components/config-provider';
import type { ReactNode } from 'react';
import { KIT_LOCALES } from '#web/lib/kit-locale.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** Gives the UI kit the visitor's language, switching with it (lib/i18n does it outside the tree). */
export function KitConfig({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <ConfigProvider locale={KIT_LOCALES[locale]}>{children}</ConfigProvider>;
}
