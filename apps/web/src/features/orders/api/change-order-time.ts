import { request } from '#web/lib/request.ts';

/** Moves a ready-to-use ticket order to another visit date (YYYY-MM-DD). */
export async function changeOrderTime(id: number, date: string): Promise<void> {
  await request<unknown>('/index/order/changeOrderTime', { params: { id, date } });
}
