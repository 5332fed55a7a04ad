import { type Order, rmToSen, senToRm } from '@scenic/contracts';

/** An order kept on the phone by an older version of the app has no `paidBy`: nothing listed. */
type Paid = Pick<Order, 'total'> & { paidBy?: Order['paidBy'] };

const partsOf = (order: Paid): Order['paidBy'] => order.paidBy ?? [];

/** What the order's payments so far came to (a gift card's part at checkout, then the rest). */
function paidSen(order: Paid): number {
  return partsOf(order).reduce((sum, part) => sum + rmToSen(part.amount), 0);
}

/** What is still to pay of an order: its total less what was paid of it already, never below 0. */
export function leftToPay(order: Paid): string {
  return senToRm(Math.max(rmToSen(order.total) - paidSen(order), 0));
}

/** An unpaid order of which a part is paid already (a gift card paid some of it at checkout). */
export function partlyPaid(order: Paid & Pick<Order, 'status'>): boolean {
  return order.status === 'pending_payment' && paidSen(order) > 0;
}

/**
 * The order's payments worth listing under its total: any, when a gift card paid a part or there
 * was more than one payment; none for one payment of the whole, which says nothing the total does not.
 */
export function paidInParts(order: Paid): Order['paidBy'] {
  const parts = partsOf(order);
  return parts.length > 1 || parts.some((part) => part.method === 'giftcard') ? parts : [];
}
