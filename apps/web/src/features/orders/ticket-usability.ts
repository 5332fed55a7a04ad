import type { Order } from '@scenic/contracts';
import { parkToday } from '#web/lib/park-date.ts';

/**
 * Where a ticket order stands for the gate: `usable` (its code is shown), `used`, `refunded`,
 * `expired` (paid but its visit date has passed), or `unpaid` (no ticket yet, or it lapsed
 * unpaid). A ticket still marked ready whose visit date has passed at the park counts as expired:
 * the server closes it soon, and an order kept on the phone may be older than that.
 */
export type TicketUsability = 'usable' | 'used' | 'refunded' | 'expired' | 'unpaid';

export function ticketUsability(
  order: Pick<Order, 'status' | 'pass' | 'paidAt' | 'reserveDate'>,
  today: string = parkToday(),
): TicketUsability {
  switch (order.status) {
    case 'refunded':
      return 'refunded';
    case 'used':
      return 'used';
    case 'expired':
      return order.paidAt ? 'expired' : 'unpaid';
    case 'ready_to_use':
      if (order.reserveDate && order.reserveDate < today) return 'expired';
      if (order.pass?.status === 'used') return 'used';
      return order.pass ? 'usable' : 'unpaid';
    default:
      return 'unpaid';
  }
}
