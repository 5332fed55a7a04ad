import type { CreateTicketOrderBody, PaymentStart } from '@scenic/contracts';
import { request } from '../../../lib/request';

/** Holds the places and creates an unpaid order; the answer says where to pay. */
export async function createTicketOrder(body: CreateTicketOrderBody): Promise<PaymentStart> {
  const { data } = await request<PaymentStart>('/index/order/createTicketOrder', {
    method: 'POST',
    body,
  });
  return data;
}
