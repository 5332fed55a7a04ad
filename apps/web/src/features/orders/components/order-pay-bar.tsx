import type { Order } from '@scenic/contracts';
import { Link } from 'react-router';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { PayAction } from './pay-action';

/** The foot bar of an order: its total, then Pay while unpaid, or the way to its details once paid. */
export function OrderPayBar({ order, detailsTo }: { order: Order; detailsTo?: string }) {
  const { t } = useOrderTexts();
  return (
    <div className="action-bar">
      <div className="action-bar__price">
        <span className="action-bar__label">{t('orders.total')}</span>
        <span className="money money--large">{formatPrice(t, order.total)}</span>
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
