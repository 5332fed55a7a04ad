import '#web/lib/antd-render.ts';
import Dialog from 'antd-mobile/es/components/dialog';
import type { TFunction } from 'i18next';

/**
 * "Log out?" with Cancel and Log out; resolves true when the visitor confirms. Going back (the
 * Back gesture or button changes the route) closes it as Cancel, so it never stays over another page.
 */
export function confirmLogout(t: TFunction): Promise<boolean> {
  const closeOnNavigation = () => Dialog.clear();
  window.addEventListener('hashchange', closeOnNavigation, { once: true });
  window.addEventListener('popstate', closeOnNavigation, { once: true });
  return Dialog.confirm({
    title: t('my.logoutTitle'),
    content: t('my.logoutText'),
    confirmText: t('my.logoutConfirm'),
    cancelText: t('common.cancel'),
  }).finally(() => {
    window.removeEventListener('hashchange', closeOnNavigation);
    window.removeEventListener('popstate', closeOnNavigation);
  });
}
