import type { Order } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';

/**
 * Moves a ready-to-use ticket order to another visit date (YYYY-MM-DD). The order comes back: to a
 * dearer date the ticket has not moved yet, and its `dateChange` says what to pay, and where.
 */
export async function changeOrderTime(id: number, date: string): Promise<Order> {
  const { data } = await request<Order>('/index/order/changeOrderTime', { params: { id, date } });
  return data;
}
