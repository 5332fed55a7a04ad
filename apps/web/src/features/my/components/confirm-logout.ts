import '../../../lib/antd-render';
import Dialog from 'antd-mobile/es/components/dialog';
import type { TFunction } from 'i18next';

/** "Log out?" with Cancel and Log out; resolves true when the visitor confirms. */
export function confirmLogout(t: TFunction): Promise<boolean> {
  return Dialog.confirm({
    title: t('my.logoutTitle'),
    content: t('my.logoutText'),
    confirmText: t('my.logoutConfirm'),
    cancelText: t('common.cancel'),
  });
}
