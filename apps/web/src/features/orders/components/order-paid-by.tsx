import type { Order } from '@scenic/contracts';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { leftToPay, paidInParts, partlyPaid } from '../paid-by';
import { payMethodKey } from '../pay-method';

/**
 * Under an order's total: how it was paid, part by part ("Gift card RM 30.00", "Card RM 24.00"),
 * and for an unpaid order a gift card paid part of, what is left to pay.
 */
export function OrderPaidBy({ order }: { order: Order }) {
  const { t } = useOrderTexts();
  const parts = paidInParts(order);
  return (
    <>
      {parts.length > 0 && (
        <ul className="order-paid-by" aria-label={t('orders.paidBy')}>
          {parts.map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's payments never reorder
            <li key={index}>
              <span>{t(payMethodKey(part.method))}</span>
              <span>{formatPrice(t, part.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {partlyPaid(order) && (
        <p className="order-paid-by__left">
          <span>{t('orders.leftToPay')}</span>
          <span className="money">{formatPrice(t, leftToPay(order))}</span>
        </p>
      )}
    </>
  );
}
