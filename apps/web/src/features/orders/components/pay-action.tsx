import type { Order } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openPayment } from '#web/lib/payment.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { rePayOrder } from '../api/re-pay';
import { formatTimeLeft, useTimeLeft } from '../time-left';
import { paymentSetBack } from './payment-notice';

/** How long after the time is up the order is fetched again to show it expired. */
const EXPIRY_RECHECK_MS = 5000;

interface PayActionProps {
  order: Pick<Order, 'id' | 'status' | 'expiresAt' | 'lastPayment'>;
  /** A large button for the pay page's bar; a small one on cards. */
  size?: 'small' | 'large';
}

/**
 * The time left to pay an unpaid order and its Pay button (orderRePay, then the payment page).
 * When the time runs out the button goes and the order is fetched again to show it expired.
 */
export function PayAction({ order, size = 'small' }: PayActionProps) {
  const { t } = useOrderTexts();
  const queryClient = useQueryClient();
  const left = useTimeLeft(order.expiresAt);
  const pay = useMutation({
    mutationFn: () => rePayOrder(order.id),
    // Nothing left to pay (a gift card's part covered the rest meanwhile): the order shows it paid.
    onSuccess: (payment) =>
      payment.payUrl
        ? openPayment(payment.payUrl)
        : void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });

  const timeUp = order.status === 'pending_payment' && left <= 0;
  useEffect(() => {
    if (!timeUp) return;
    // The server releases the places within its sweep; then the order reads "Expired".
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      EXPIRY_RECHECK_MS,
    );
    return () => clearTimeout(timer);
  }, [timeUp, queryClient]);

  if (order.status !== 'pending_payment') return null;
  if (left <= 0) {
    return <span className="pay-action__expired">{t('orders.expiredHint')}</span>;
  }
  return (
    <div className={`pay-action pay-action--${size}`}>
      <span className="pay-action__left" role="timer">
        {t('orders.payWithin', { time: formatTimeLeft(left) })}
      </span>
      <button
        type="button"
        className={`button button--accent${size === 'small' ? ' button--small' : ' action-bar__button'}`}
        disabled={pay.isPending || pay.isSuccess}
        onClick={() => pay.mutate()}
        data-testid="order-pay"
      >
        {paymentSetBack(order)
          ? t('payment.payAgain')
          : size === 'small'
            ? t('orders.pay')
            : t('orders.payNow')}
      </button>
    </div>
  );
}
