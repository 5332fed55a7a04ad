import { useTranslation } from 'react-i18next';
import { GOODS_PAGE_NS } from './i18n';

/** The store, rental and food pages' `t`: their texts, then the order texts, then the shared ones. */
export function useGoodsTexts() {
  return useTranslation(GOODS_PAGE_NS, { nsMode: 'fallback' });
}
