import type { Order, OrderRefund } from '@scenic/contracts';
import { formatDateTime } from '#web/lib/date-format.ts';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { refundNextKey } from '../pay-method';

/** When a refund was made and whether the money has reached the visitor yet. */
export function RefundWhen({ refund }: { refund: OrderRefund }) {
  const { t } = useOrderTexts();
  return (
    <>
      {formatDateTime(refund.createdAt)} ·{' '}
      <span className={refund.done ? 'order-refund__done' : 'order-refund__pending'}>
        {t(refund.done ? 'orders.refundReturned' : 'orders.refundOnItsWay')}
      </span>
    </>
  );
}

/**
 * Why the money went back: staff's words exactly as written (React writes them as text, never as
 * markup), or, for a payment the order never took, what happened.
 */
export function RefundReason({ refund }: { refund: OrderRefund }) {
  const { t } = useOrderTexts();
  if (refund.cause === 'payment') {
    return <p className="order-refund__reason">{t('refund.payment')}</p>;
  }
  if (!refund.reason) return null;
  return (
    <p className="order-refund__reason" data-testid="refund-reason">
      <span className="order-refund__label">{t('refund.reason')}</span> {refund.reason}
    </p>
  );
}

function RefundEntry({ refund }: { refund: OrderRefund }) {
  const { t } = useOrderTexts();
  return (
    <li className="order-refund" data-testid="order-refund">
      <p className="order-refund__head">
        <span className="order-refund__when">
          <RefundWhen refund={refund} />
        </span>
        <span className="money order-refund__amount">{formatPrice(t, refund.amount)}</span>
      </p>
      {refund.lines.length > 0 && (
        <ul className="order-refund__lines">
          {refund.lines.map((line) => (
            <li key={line.name}>
              <span>
                {line.name} <span className="order-lines__qty">× {line.quantity}</span>
              </span>
              <span>{formatPrice(t, line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <RefundReason refund={refund} />
    </li>
  );
}

/**
 * Money given back on an order, near its top: each refund with when, how much, of which lines and
 * why, then what happens next for the way the visitor paid (a card, FPX, GrabPay, a test payment).
 */
export function OrderRefunds({ order }: { order: Order }) {
  const { t } = useOrderTexts();
  if (order.refunds.length === 0) return null;
  const onlyPayments = order.refunds.every((refund) => refund.cause === 'payment');
  const title = onlyPayments
    ? 'refund.titlePayment'
    : order.status === 'refunded'
      ? 'refund.title'
      : 'refund.titlePartly';
  return (
    <section className="detail-card order-refunds" aria-labelledby="order-refunds">
      <h2 id="order-refunds" className="detail-card__title">
        {t(title)}
      </h2>
      <ul className="order-refunds__list">
        {order.refunds.map((refund) => (
          <RefundEntry key={`${refund.createdAt}-${refund.amount}`} refund={refund} />
        ))}
      </ul>
      <p className="order-refunds__next" data-testid="refund-next">
        {t(refundNextKey(order.payMethod))}
      </p>
    </section>
  );
}
