import '../../components/commerce.css';
import './orders.css';
import { formatPrice } from '../../lib/price';
import { useOrderTexts } from '../../lib/use-order-texts';
import { OrderInfo } from './components/order-info';
import { WithOrder } from './components/order-state';
import { PayAction } from './components/pay-action';
import { StatusBadge } from './components/status-badge';
import { TicketActions } from './components/ticket-actions';
import { TicketSlip } from './components/ticket-slip';
import { useIdParam } from './use-id-param';

/** A ticket order: its status, the slip once paid (or the way to pay), and its details. */
export default function TicketOrderPage() {
  const { t } = useOrderTexts();
  const id = useIdParam();
  return (
    <WithOrder id={id}>
      {(order) => {
        const pending = order.status === 'pending_payment';
        return (
          <div className={`order-detail${pending ? ' with-action-bar' : ''}`}>
            {/* The slip carries the title and status itself; without one, the hero does. */}
            <section className={`order-hero order-hero--${order.status}`}>
              {!order.pass && <StatusBadge status={order.status} />}
              {!order.pass && <p className="order-hero__title">{order.title}</p>}
            </section>
            {order.pass && (
              <div className="order-detail__slip">
                <TicketSlip order={order} pass={order.pass} />
                <TicketActions order={order} />
              </div>
            )}
            <OrderInfo order={order} />
            {pending && (
              <div className="action-bar">
                <div className="action-bar__price">
                  <span className="action-bar__label">{t('orders.total')}</span>
                  <span className="money money--large">{formatPrice(t, order.total)}</span>
                </div>
                <PayAction order={order} size="large" />
              </div>
            )}
          </div>
        );
      }}
    </WithOrder>
  );
}
