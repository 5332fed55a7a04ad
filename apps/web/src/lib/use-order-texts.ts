import { useTranslation } from 'react-i18next';
import { ORDER_PAGE_NS } from './i18n';

/** The ticket and order pages' `t`: their own texts, falling back to the shared ones (prices). */
export function useOrderTexts() {
  return useTranslation(ORDER_PAGE_NS, { nsMode: 'fallback' });
}
