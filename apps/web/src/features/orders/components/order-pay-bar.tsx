import type { Order } from '@scenic/contracts';
import { Link } from 'react-router';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { leftToPay, partlyPaid } from '../paid-by';
import { PayAction } from './pay-action';

/**
 * The foot bar of an order: its total (or what is left to pay of it), then Pay while unpaid, or the
 * way to its details once paid.
 */
export function OrderPayBar({ order, detailsTo }: { order: Order; detailsTo?: string }) {
  const { t } = useOrderTexts();
  // A gift card paid part of it at checkout: the amount beside Pay is what Pay pays.
  const rest = partlyPaid(order);
  return (
    <div className="action-bar">
      <div className="action-bar__price">
        <span className="action-bar__label">{t(rest ? 'orders.leftToPay' : 'orders.total')}</span>
        <span className="money money--large">
          {formatPrice(t, rest ? leftToPay(order) : order.total)}
        </span>
      </div>
      {order.status === 'pending_payment' ? (
        <PayAction order={order} size="large" />
      ) : (
        detailsTo && (
          <Link className="button button--primary action-bar__button" to={detailsTo}>
            {t('orders.details')}
          </Link>
        )
      )}
    </div>
  );
}
