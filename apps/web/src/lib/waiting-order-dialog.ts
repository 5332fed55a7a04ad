import './antd-render';
import Dialog from 'antd-mobile/es/components/dialog';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { holdBackEntry } from './back-closes';
import { useOrderTexts } from './use-order-texts';
import { waitingOrderOf, waitingOrderPath } from './waiting-order';

/**
 * The refusal's message over "Go to your waiting order" and "Not now", one under the other so each
 * reads on one line; resolves true when the visitor chooses to go. Back closes it as "Not now" and
 * stays on the page. It resolves once its history entry is gone, so the waiting order opens as the
 * next page, not behind that entry.
 */
export function confirmGoToWaitingOrder(message: string, t: TFunction): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    // The first answer counts: choosing an action closes the dialog, which calls onClose after it.
    const answer = (go: boolean) => {
      if (answered) return;
      answered = true;
      void release().then(() => resolve(go));
    };
    const release = holdBackEntry(() => {
      Dialog.clear();
      answer(false);
    });
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
