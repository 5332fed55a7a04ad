import type { BannerAction } from '@scenic/contracts';
import type { TFunction } from 'i18next';

/** What a banner does when tapped, in words for the list. */
export function actionLabel(action: BannerAction, t: TFunction): string {
  switch (action.type) {
    case 2:
      return `${t('content.action.2')}: ${action.url}`;
    case 3:
      return `${t('content.action.3')}: ${t(`content.kind.${action.section}`)}`;
    case 4:
      return `${t('content.action.4')}: ${t(`content.kind.${action.target}`)} #${action.id}`;
    default:
      return t('content.action.1');
  }
}
