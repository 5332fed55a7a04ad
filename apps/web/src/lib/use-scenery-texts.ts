import { useTranslation } from 'react-i18next';
import { SCENERY_PAGE_NS } from './i18n';

/** The scenery, live camera and VR pages' `t`: their texts, then the order texts, then the shared ones. */
export function useSceneryTexts() {
  return useTranslation(SCENERY_PAGE_NS, { nsMode: 'fallback' });
}
