import '../../components/commerce.css';
import './orders.css';
import { WithOrder } from './components/order-state';
import { PayOrderLayout } from './components/pay-order-layout';
import { useIdParam } from './use-id-param';

/** Paying for a ticket order: what it holds, the time left and the Pay button. */
export default function TicketPayPage() {
  const id = useIdParam();
  return (
    <WithOrder id={id}>
      {(order) => <PayOrderLayout order={order} detailsTo={`/order/ticketDetail?id=${order.id}`} />}
    </WithOrder>
  );
}
