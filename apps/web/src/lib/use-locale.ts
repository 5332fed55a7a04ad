import { isLocale, type Locale } from '@scenic/contracts';
import { useTranslation } from 'react-i18next';

/** The interface language; query keys carry it because the server localises content by `langue`. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}
