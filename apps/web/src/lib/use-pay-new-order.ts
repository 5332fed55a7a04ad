import type { Order, PaymentStart } from '@scenic/contracts';
import { useNavigate } from 'react-router';
import { orderDetailPath } from './order-paths';
import { openPayment } from './payment';

/**
 * Opens the payment page of an order just placed. The checkout is first replaced by the order's
 * own page, so Back from the payment page lands on the unpaid order (countdown, Pay) instead of
 * on a checkout that would place a second order. An order a gift card paid in full has no payment
 * page (`payUrl` is ''): its own page, already paid, is where the visitor stays.
 */
export function usePayNewOrder(kind: Order['kind']): (payment: PaymentStart) => void {
  const navigate = useNavigate();
  return (payment) => {
    navigate(orderDetailPath({ id: payment.id, kind }), { replace: true });
    if (payment.payUrl) openPayment(payment.payUrl);
  };
}
