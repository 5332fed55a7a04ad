import type { CreateGoodsOrderBody, PaymentStart } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';
import { WAITING_ORDER_CODES } from '#web/lib/waiting-order.ts';

/**
 * Holds the stock and creates an unpaid store, food or rental order; the server prices it. The
 * answer says where to pay.
 */
export async function createGoodsOrder(body: CreateGoodsOrderBody): Promise<PaymentStart> {
  const { data } = await request<PaymentStart>('/index/order/createGoodsOrder', {
    method: 'POST',
    body,
    // A refusal naming the waiting order is shown as a dialog that offers to open it.
    quietCodes: WAITING_ORDER_CODES,
  });
  return data;
}
