import '../../components/commerce.css';
import './orders.css';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/price';
import { useOrderTexts } from '../../lib/use-order-texts';
import { OrderInfo } from './components/order-info';
import { WithOrder } from './components/order-state';
import { PayAction } from './components/pay-action';
import { StatusBadge } from './components/status-badge';
import { useIdParam } from './use-id-param';

/** Paying for a ticket order: what it holds, the time left and the Pay button. */
export default function TicketPayPage() {
  const { t } = useOrderTexts();
  const id = useIdParam();
  return (
    <WithOrder id={id}>
      {(order) => (
        <div className="order-detail with-action-bar">
          <section className={`order-hero order-hero--${order.status}`}>
            <StatusBadge status={order.status} />
            <p className="order-hero__title">{order.title}</p>
          </section>
          <OrderInfo order={order} />
          <div className="action-bar">
            <div className="action-bar__price">
              <span className="action-bar__label">{t('orders.total')}</span>
              <span className="money money--large">{formatPrice(t, order.total)}</span>
            </div>
            {order.status === 'pending_payment' ? (
              <PayAction order={order} size="large" />
            ) : (
              <Link
                className="button button--primary action-bar__button"
                to={`/order/ticketDetail?id=${order.id}`}
              >
                {t('orders.details')}
              </Link>
            )}
          </div>
        </div>
      )}
    </WithOrder>
  );
}
