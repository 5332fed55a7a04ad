import '#web/components/commerce.css';
import './orders.css';
import { useIdParam } from '#web/lib/id-param.ts';
import { WithOrder } from './components/order-state';
import { PayOrderLayout } from './components/pay-order-layout';

/** Paying for a ticket order: what it holds, the time left and the Pay button. */
export default function TicketPayPage() {
  const id = useIdParam();
  return <WithOrder id={id}>{(order) => <PayOrderLayout order={order} />}</WithOrder>;
}
