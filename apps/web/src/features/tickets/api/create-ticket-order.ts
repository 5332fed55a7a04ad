import type { CreateTicketOrderBody, PaymentStart } from '@scenic/contracts';
import { asAttempt, attemptContents } from '#web/lib/checkout-attempt.ts';
import { GIFT_CARD_REFUSAL_CODES } from '#web/lib/gift-cards.ts';
import { request } from '#web/lib/request.ts';
import { PROMO_REFUSAL_CODES } from '#web/lib/use-promo-code.ts';
import { WAITING_ORDER_CODES } from '#web/lib/waiting-order.ts';

/**
 * Holds the places and creates an unpaid order; the answer says where to pay. A retry of the same
 * booking (its answer lost to the network) sends the same Idempotency-Key: one order, not two.
 */
export function createTicketOrder(body: CreateTicketOrderBody): Promise<PaymentStart> {
  return asAttempt('ticket', attemptContents(body), async (idempotencyKey) => {
    const { data } = await request<PaymentStart>('/index/order/createTicketOrder', {
      method: 'POST',
      body,
      idempotencyKey,
      // A refusal naming the waiting order is shown as a dialog that offers to open it; one of
      // the promotion code or the gift card, under its field.
      quietCodes: [...WAITING_ORDER_CODES, ...PROMO_REFUSAL_CODES, ...GIFT_CARD_REFUSAL_CODES],
    });
    return data;
  });
}
