import { type Locale, type OrderRefund, senToRm } from '@scenic/contracts';
import { localizeJson } from '#server/lib/localize.ts';
import type { RefundStatus } from '#server/modules/payments/tables.ts';

/** What a refund row holds that the visitor reads. */
interface RefundRow {
  amount_sen: number;
  status: RefundStatus;
  reason: string;
  /** JSON [{lineId, quantity}]; [] for a payment refunded on its own. */
  lines: string;
  created_at: string;
}

/** An order line, as far as a refund names it. */
interface LineRow {
  id: number;
  name: string;
  unit_price_sen: number;
}

function refundedUnits(json: string): { lineId: number; quantity: number }[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as { lineId: number; quantity: number }[]) : [];
  } catch {
    return [];
  }
}

/**
 * A refund as the visitor reads it on their order and in their payment records: how much, when,
 * whether it has reached them, why (staff's words as they wrote them), and the units of each line
 * it gave back. A refund of no lines is a payment the order never took, given back on its own: its
 * reason is the console's note to itself, so the visitor is told the cause instead.
 */
export function refundView(refund: RefundRow, lines: LineRow[], locale: Locale): OrderRefund {
  const units = refundedUnits(refund.lines);
  const cause = units.length === 0 ? 'payment' : 'order';
  return {
    amount: senToRm(refund.amount_sen),
    createdAt: refund.created_at,
    done: refund.status === 'succeeded',
    cause,
    reason: cause === 'order' ? refund.reason : '',
    lines: units.flatMap((unit) => {
      const line = lines.find((candidate) => candidate.id === unit.lineId);
      return line
        ? [
            {
              name: localizeJson(line.name, locale),
              quantity: unit.quantity,
              amount: senToRm(line.unit_price_sen * unit.quantity),
            },
          ]
        : [];
    }),
  };
}
