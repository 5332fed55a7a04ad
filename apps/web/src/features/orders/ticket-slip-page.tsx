import '#web/components/commerce.css';
import './orders.css';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useIdParam } from '#web/lib/id-param.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { OrderRefunds } from './components/order-refunds';
import { WithOrder } from './components/order-state';
import { TicketActions } from './components/ticket-actions';
import { TicketSlip } from './components/ticket-slip';
import { TicketState } from './components/ticket-state';
import { useFollowedOrder } from './hooks/use-followed-order';
import { ticketUsability } from './ticket-usability';

const AT_THE_GATE = ['ready_to_use'] as const;

/**
 * The ticket slip (piaoju): the pass to show at the gate, bright and large, while it opens the
 * gate; once used, refunded or expired, what became of it instead, and no code at all.
 */
export default function TicketSlipPage() {
  const { t } = useOrderTexts();
  const id = useIdParam();
  useFollowedOrder(id, AT_THE_GATE, { poll: false });
  return (
    <WithOrder id={id}>
      {(order) => {
        const state = ticketUsability(order);
        const details = { label: t('orders.details'), to: `/order/ticketDetail?id=${order.id}` };
        if (state === 'usable' || state === 'unpaid') {
          return order.pass && state === 'usable' ? (
            <div className="order-detail order-detail--slip">
              <TicketSlip order={order} pass={order.pass} />
              <TicketActions order={order} />
            </div>
          ) : (
            <EmptyState text={t('slip.notReady')} action={details} />
          );
        }
        return (
          <div className="order-detail order-detail--slip">
            <TicketState order={order} state={state} />
            <OrderRefunds order={order} />
          </div>
        );
      }}
    </WithOrder>
  );
}
