import './antd-render';
import { waitingOrderSchema } from '@scenic/contracts';
import Dialog from 'antd-mobile/es/components/dialog';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import { holdBackEntry } from './back-closes';
import { waitingOrderPath } from './order-paths';
import type { ApiError } from './request';

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
 * A refusal because another order waits for payment (`useWaitingOrderPrompt` checked its code):
 * offers to open that order, and opens it if the visitor chooses to.
 */
export function offerWaitingOrder(error: ApiError, t: TFunction, navigate: NavigateFunction): void {
  const parsed = waitingOrderSchema.safeParse(error.data);
  if (!parsed.success) return;
  const waiting = parsed.data;
  void confirmGoToWaitingOrder(error.message, t).then((go) => {
    if (go) navigate(waitingOrderPath(waiting));
  });
}
