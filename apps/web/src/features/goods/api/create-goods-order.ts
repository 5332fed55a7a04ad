import type { CreateGoodsOrderBody, PaymentStart } from '@scenic/contracts';
import { request } from '../../../lib/request';

/**
 * Holds the stock and creates an unpaid store, food or rental order; the server prices it. The
 * answer says where to pay.
 */
export async function createGoodsOrder(body: CreateGoodsOrderBody): Promise<PaymentStart> {
  const { data } = await request<PaymentStart>('/index/order/createGoodsOrder', {
    method: 'POST',
    body,
  });
  return data;
}
