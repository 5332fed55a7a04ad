import '#web/lib/antd-render.ts';
import Dialog from 'antd-mobile/es/components/dialog';
import type { TFunction } from 'i18next';
import { holdBackEntry } from '#web/lib/back-closes.ts';

/**
 * "Log out?" with Cancel and Log out; resolves true when the visitor confirms. Back closes it as
 * Cancel and stays on the page, so it never stays over another page.
 */
export async function confirmLogout(t: TFunction): Promise<boolean> {
  const release = holdBackEntry(() => Dialog.clear());
  const confirmed = await Dialog.confirm({
    title: t('my.logoutTitle'),
    content: t('my.logoutText'),
    confirmText: t('my.logoutConfirm'),
    cancelText: t('common.cancel'),
  });
  await release();
  return confirmed;
}
