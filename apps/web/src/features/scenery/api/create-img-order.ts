import type { PaymentStart } from '@scenic/contracts';
import { asAttempt } from '#web/lib/checkout-attempt.ts';
import { request } from '#web/lib/request.ts';
import { WAITING_ORDER_CODES } from '#web/lib/waiting-order.ts';

/**
 * Creates an unpaid order of one photograph; the answer says where to pay. A retry after the
 * network dropped sends the same Idempotency-Key: one order, not two.
 */
export function createImgOrder(id: number): Promise<PaymentStart> {
  return asAttempt('image', { id }, async (idempotencyKey) => {
    const { data } = await request<PaymentStart>('/index/order/createImgOrder', {
      params: { id },
      idempotencyKey,
      // A refusal naming the waiting order is shown as a dialog that offers to open it.
      quietCodes: WAITING_ORDER_CODES,
    });
    return data;
  });
}
