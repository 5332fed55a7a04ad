import type { Order, OrderGroup, OrderStatus } from '@scenic/contracts';

/**
 * The tabs of My orders: every order, then the status groups of every kind (`ORDER_GROUPS`):
 * to pay, under way (a ticket to use, food being made, a rental out...), done, and closed.
 */
export const ORDER_TABS = [
  'all',
  'unpaid',
  'active',
  'done',
  'closed',
] as const satisfies readonly ('all' | OrderGroup)[];
export type OrderTab = (typeof ORDER_TABS)[number];

/** The i18n key of a status label (SPEC §4), in the `orders` namespace. */
export const statusKey = (status: OrderStatus) => `status.${status}`;

/** How a status badge is coloured: to act on, good to go, finished, or ended without use. */
export function statusTone(status: OrderStatus): 'action' | 'ready' | 'done' | 'off' {
  switch (status) {
    case 'pending_payment':
      return 'action';
    case 'paid':
    case 'ready_to_use':
    case 'making':
    case 'ready_for_pickup':
    case 'processing':
    case 'in_progress':
      return 'ready';
    case 'used':
    case 'completed':
      return 'done';
    default:
      return 'off';
  }
}

/** An unpaid order can still be paid until it expires. */
export function canPay(order: Pick<Order, 'status' | 'expiresAt'>, now: number): boolean {
  return (
    order.status === 'pending_payment' &&
    !!order.expiresAt &&
    new Date(order.expiresAt).getTime() > now
  );
}
