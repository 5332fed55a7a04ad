import type { Order } from '@scenic/contracts';
import { request } from '../../../lib/request';

/** The visitor's orders for one visit date (used for the heavy-rain days). */
export async function dateFindOrder(date: string, signal?: AbortSignal): Promise<Order[]> {
  const { data } = await request<Order[] | { list: Order[] }>('/index/order/dateFindOrder', {
    method: 'POST',
    body: { date },
    loading: false,
    signal,
  });
  return Array.isArray(data) ? data : data.list;
}
