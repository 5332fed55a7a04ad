import '#web/components/commerce.css';
import './orders.css';
import { useIdParam } from '#web/lib/id-param.ts';
import { OrderInfo } from './components/order-info';
import { OrderPayBar } from './components/order-pay-bar';
import { WithOrder } from './components/order-state';
import { PaymentNotice } from './components/payment-notice';
import { StatusBadge } from './components/status-badge';
import { TicketActions } from './components/ticket-actions';
import { TicketSlip } from './components/ticket-slip';

/** A ticket order: its status, the slip once paid (or the way to pay), and its details. */
export default function TicketOrderPage() {
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
              <PaymentNotice order={order} />
            </section>
            {order.pass && (
              <div className="order-detail__slip">
                <TicketSlip order={order} pass={order.pass} />
                <TicketActions order={order} />
              </div>
            )}
            <OrderInfo order={order} />
            {pending && <OrderPayBar order={order} />}
          </div>
        );
      }}
    </WithOrder>
  );
}
