import '#web/components/commerce.css';
import './orders.css';
import { useIdParam } from '#web/lib/id-param.ts';
import { DateChangeCard } from './components/date-change-card';
import { OrderInfo } from './components/order-info';
import { OrderPayBar } from './components/order-pay-bar';
import { OrderRefunds } from './components/order-refunds';
import { WithOrder } from './components/order-state';
import { PaymentNotice } from './components/payment-notice';
import { StatusBadge } from './components/status-badge';
import { TicketActions } from './components/ticket-actions';
import { TicketSlip } from './components/ticket-slip';
import { TicketState } from './components/ticket-state';
import { useFollowedOrder } from './hooks/use-followed-order';
import { ticketUsability } from './ticket-usability';

/** While the ticket waits for the gate, the page follows it: a scan turns it used at once. */
const AT_THE_GATE = ['ready_to_use'] as const;

/**
 * A ticket order: its status, the slip while it opens the gate (or the way to pay), what became of
 * it once it no longer does (used, refunded, expired), what was refunded, and its details.
 */
export default function TicketOrderPage() {
  const id = useIdParam();
  useFollowedOrder(id, AT_THE_GATE, { poll: false });
  return (
    <WithOrder id={id}>
      {(order) => {
        const pending = order.status === 'pending_payment';
        const state = ticketUsability(order);
        // A ticket whose day has passed reads as expired before the server has closed it.
        const status = state === 'expired' ? 'expired' : order.status;
        return (
          <div className={`order-detail${pending ? ' with-action-bar' : ''}`}>
            {/* The slip carries the title and status itself; without one, the hero does. */}
            <section className={`order-hero order-hero--${status}`}>
              {state !== 'usable' && <StatusBadge status={status} />}
              {state === 'unpaid' && <p className="order-hero__title">{order.title}</p>}
              <PaymentNotice order={order} />
            </section>
            {/* A move waiting for its difference comes first: the visitor has something to do. */}
            {state === 'usable' && <DateChangeCard order={order} />}
            {state === 'usable' && order.pass && (
              <div className="order-detail__slip">
                <TicketSlip order={order} pass={order.pass} />
                <TicketActions order={order} />
              </div>
            )}
            {(state === 'used' || state === 'refunded' || state === 'expired') && (
              <div className="order-detail__slip">
                <TicketState order={order} state={state} />
              </div>
            )}
            <OrderRefunds order={order} />
            <OrderInfo order={order} />
            {pending && <OrderPayBar order={order} />}
          </div>
        );
      }}
    </WithOrder>
  );
}
