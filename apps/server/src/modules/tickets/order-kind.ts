import type { KindHooks } from '#server/modules/orders/service.ts';
import type { DateChanges } from './date-changes.ts';
import { describeTicketOrders } from './order-view.ts';
import { issuePass, releaseTicketPlaces } from './passes.ts';

/** How a ticket order moves through the orders core. */
export function ticketOrderKind(secret: string, dateChanges: DateChanges): KindHooks {
  return {
    paidStatus: 'ready_to_use',
    numberPrefix: 'T',
    // A ticket not scanned by the end of its visit date lapses unused.
    lapses: { status: 'ready_to_use', dayColumn: 'visit_date' },
    describe: describeTicketOrders(dateChanges),
    onExpire: releaseTicketPlaces,
    onPaid: async (trx, order) => {
      await issuePass(trx, order, secret);
      return undefined;
    },
    // A ticket not yet used gives its places back to its date; a used one has had its visit.
    onRefund: async (trx, order, units) => {
      // A move waiting for its difference does not outlive a refund: its held places go back.
      await dateChanges.dropWaiting(trx, order);
      if (order.status === 'ready_to_use') await releaseTicketPlaces(trx, order, units.total);
    },
  };
}
