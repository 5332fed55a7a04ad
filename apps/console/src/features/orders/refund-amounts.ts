import type { ConsoleOrderDetail } from '@scenic/contracts';
import { rmToSen } from '@scenic/contracts';

/** What is left to refund: paid less refunded, for an order whose money was taken. */
export function refundableSen(detail: ConsoleOrderDetail): number {
  return detail.payments
    .filter((payment) => payment.status === 'succeeded')
    .reduce((sum, payment) => sum + rmToSen(payment.amount) - rmToSen(payment.refunded), 0);
}

/** What the chosen units come to, never more than is left to refund (the server decides in the end). */
export function previewSen(
  detail: ConsoleOrderDetail,
  whole: boolean,
  units: Record<number, number>,
): number {
  const left = refundableSen(detail);
  if (whole) return left;
  const chosen = detail.lines.reduce(
    (sum, line) => sum + rmToSen(line.unitPrice) * (units[line.id] ?? 0),
    0,
  );
  return Math.min(chosen, left);
}
