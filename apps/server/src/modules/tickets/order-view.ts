import { formatShortCode, type OrderStatus } from '@scenic/contracts';
import { localizeJson } from '#server/lib/localize.ts';
import type { KindHooks } from '#server/modules/orders/service.ts';
import type { DateChanges } from './date-changes.ts';
import * as repo from './repository.ts';

/** A ticket in these can no longer be used: the visitor is not given its pass. */
const VOID_TICKET_STATUSES: readonly OrderStatus[] = ['refunded', 'expired'];

/**
 * A ticket order's own part of its page: the visit and its gate pass. A visitor's refunded or
 * expired ticket answers no pass: its code opens no gate, so it is not on the phone to be shown
 * (nor kept there for offline use); staff still see it.
 */
export const describeTicketOrders =
  (dateChanges: DateChanges): NonNullable<KindHooks['describe']> =>
  async (db, rows, { audience, locale }) => {
    const ids = rows.map((row) => row.id);
    const [passes, checks, waiting] = await Promise.all([
      repo.passesOf(db, ids),
      repo.gateChecksOf(db, ids),
      dateChanges.waitingOf(db, ids),
    ]);
    return (row) => {
      const change = waiting.find((candidate) => candidate.orderId === row.id);
      const pass =
        audience === 'visitor' && VOID_TICKET_STATUSES.includes(row.status)
          ? undefined
          : passes.find((candidate) => candidate.order_id === row.id);
      return {
        reserveDate: row.visit_date ?? '',
        ticketId: row.ticket_id ?? 0,
        slot: row.slot_label,
        pass: pass
          ? {
              code: pass.code,
              shortCode: formatShortCode(pass.short_code),
              status: pass.status as 'ready' | 'used',
              usedAt: pass.used_at,
              checks: repo.checksByCard(
                checks.filter((check) => check.order_id === row.id),
                (json) => localizeJson(json, locale),
              ),
            }
          : null,
        dateChange: change
          ? {
              date: change.date,
              slot: change.slot,
              difference: change.difference,
              payUrl: change.payUrl,
              expiresAt: change.expiresAt,
            }
          : null,
      };
    };
  };
