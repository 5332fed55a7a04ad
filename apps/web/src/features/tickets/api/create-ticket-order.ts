import type { CreateTicketOrderBody, PaymentStart } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';
import { WAITING_ORDER_CODES } from '#web/lib/waiting-order.ts';

/** Holds the places and creates an unpaid order; the answer says where to pay. */
export async function createTicketOrder(body: CreateTicketOrderBody): Promise<PaymentStart> {
  const { data } = await request<PaymentStart>('/index/order/createTicketOrder', {
    method: 'POST',
    body,
    // A refusal naming the waiting order is shown as a dialog that offers to open it.
    quietCodes: WAITING_ORDER_CODES,
  });
  return data;
}
