import './antd-render';
import Dialog from 'antd-mobile/es/components/dialog';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { useOrderTexts } from './use-order-texts';
import { waitingOrderOf, waitingOrderPath } from './waiting-order';

/**
 * The refusal's message over "Go to your waiting order" and "Not now", one under the other so each
 * reads on one line; resolves true when the visitor chooses to go. Going back closes it as
 * "Not now", so it never stays over another page.
 */
export function confirmGoToWaitingOrder(message: string, t: TFunction): Promise<boolean> {
  return new Promise((resolve) => {
    const answer = (go: boolean) => {
      window.removeEventListener('hashchange', closeOnNavigation);
      window.removeEventListener('popstate', closeOnNavigation);
      resolve(go);
    };
    const closeOnNavigation = () => {
      Dialog.clear();
      answer(false);
    };
    window.addEventListener('hashchange', closeOnNavigation, { once: true });
    window.addEventListener('popstate', closeOnNavigation, { once: true });
    Dialog.show({
      content: message,
      closeOnAction: true,
      actions: [
        { key: 'go', text: t('waitingOrder.go'), bold: true },
        { key: 'later', text: t('waitingOrder.later') },
      ],
      onAction: (action) => answer(action.key === 'go'),
      onClose: () => answer(false),
    });
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
