import type { Order } from '@scenic/contracts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';

/** The latest payment of an unpaid order did not go through: a reason to pay again. */
export function paymentSetBack(order: Pick<Order, 'status' | 'lastPayment'>): boolean {
  return (
    order.status === 'pending_payment' &&
    (order.lastPayment === 'failed' || order.lastPayment === 'canceled')
  );
}

/** Under the status of an unpaid order: its last payment failed or was cancelled, and no money moved. */
export function PaymentNotice({ order }: { order: Pick<Order, 'status' | 'lastPayment'> }) {
  const { t } = useOrderTexts();
  if (!paymentSetBack(order)) return null;
  return (
    <p className="order-hero__alert" role="status" data-testid="payment-notice">
      {t(order.lastPayment === 'failed' ? 'payment.failed' : 'payment.canceled')}
    </p>
  );
}
