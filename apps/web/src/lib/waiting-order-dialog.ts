import './antd-render';
import Dialog from 'antd-mobile/es/components/dialog';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { useOrderTexts } from './use-order-texts';
import { waitingOrderOf, waitingOrderPath } from './waiting-order';

/**
 * The refusal's message with "Go to your waiting order" and "Not now"; resolves true when the
 * visitor chooses to go. Going back closes it as "Not now", so it never stays over another page.
 */
export function confirmGoToWaitingOrder(message: string, t: TFunction): Promise<boolean> {
  const closeOnNavigation = () => Dialog.clear();
  window.addEventListener('hashchange', closeOnNavigation, { once: true });
  window.addEventListener('popstate', closeOnNavigation, { once: true });
  return Dialog.confirm({
    content: message,
    confirmText: t('waitingOrder.go'),
    cancelText: t('waitingOrder.later'),
  }).finally(() => {
    window.removeEventListener('hashchange', closeOnNavigation);
    window.removeEventListener('popstate', closeOnNavigation);
  });
}

/**
 * For a page that places orders: when an order is refused because another waits for payment,
 * offers to open that one. Answers whether the failure was of that kind.
 */
export function useWaitingOrderPrompt(): (error: unknown) => boolean {
  const { t } = useOrderTexts();
  const navigate = useNavigate();
  return (error) => {
    const waiting = waitingOrderOf(error);
    if (!waiting || !(error instanceof Error)) return false;
    void confirmGoToWaitingOrder(error.message, t).then((go) => {
      if (go) navigate(waitingOrderPath(waiting));
    });
    return true;
  };
}
