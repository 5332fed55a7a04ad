import { ERRORS, type WaitingOrder, waitingOrderSchema } from '@scenic/contracts';
import { orderDetailPath } from './order-paths';
import { ApiError } from './request';

/**
 * Refusals because the visitor already holds enough unpaid (orders, places of a date, units of an
 * item); their `data` is the order waiting for payment.
 */
export const WAITING_ORDER_CODES: readonly number[] = [
  ERRORS.unpaidOrdersLimit.code,
  ERRORS.unpaidPlacesLimit.code,
  ERRORS.unpaidUnitsLimit.code,
];

/** The waiting order a failed order points to, or null for any other failure. */
export function waitingOrderOf(error: unknown): WaitingOrder | null {
  if (!(error instanceof ApiError) || !WAITING_ORDER_CODES.includes(error.code)) return null;
  const parsed = waitingOrderSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** Where a waiting order is paid: the ticket and image pay pages, else the order's own page. */
export function waitingOrderPath(order: Pick<WaitingOrder, 'id' | 'kind'>): string {
  if (order.kind === 'ticket') return `/order/ticketPay?id=${order.id}`;
  if (order.kind === 'image') return `/order/imagePay?id=${order.id}`;
  return orderDetailPath(order);
}
