import type { PaymentStart } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';
import { WAITING_ORDER_CODES } from '#web/lib/waiting-order.ts';

/** Creates an unpaid order of one photograph; the answer says where to pay. */
export async function createImgOrder(id: number): Promise<PaymentStart> {
  const { data } = await request<PaymentStart>('/index/order/createImgOrder', {
    params: { id },
    // A refusal naming the waiting order is shown as a dialog that offers to open it.
    quietCodes: WAITING_ORDER_CODES,
  });
  return data;
}
