import type { PaymentStart } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';

/** A new payment for an unpaid order, while it has not expired. */
export async function rePayOrder(id: number): Promise<PaymentStart> {
  const { data } = await request<PaymentStart>('/index/order/orderRePay', {
    method: 'POST',
    body: { id },
  });
  return data;
}
