import '#web/components/commerce.css';
import './orders.css';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useIdParam } from '#web/lib/id-param.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { WithOrder } from './components/order-state';
import { TicketActions } from './components/ticket-actions';
import { TicketSlip } from './components/ticket-slip';

/** The ticket slip (piaoju): the pass to show at the gate, bright and large. */
export default function TicketSlipPage() {
  const { t } = useOrderTexts();
  const id = useIdParam();
  return (
    <WithOrder id={id}>
      {(order) =>
        order.pass ? (
          <div className="order-detail order-detail--slip">
            <TicketSlip order={order} pass={order.pass} />
            <TicketActions order={order} />
          </div>
        ) : (
          <EmptyState
            text={t('slip.notReady')}
            action={{ label: t('orders.details'), to: `/order/ticketDetail?id=${order.id}` }}
          />
        )
      }
    </WithOrder>
  );
}
