import type { PaymentStart } from '@scenic/contracts';
import { request } from '../../../lib/request';

/** Creates an unpaid order of one photograph; the answer says where to pay. */
export async function createImgOrder(id: number): Promise<PaymentStart> {
  const { data } = await request<PaymentStart>('/index/order/createImgOrder', { params: { id } });
  return data;
}
