import { request } from '../../../lib/request';

/** E-mails the ticket slip to the visitor's address. */
export async function sendTicketEmail(id: number): Promise<void> {
  await request<unknown>('/index/order/ticketSendEmail', { method: 'POST', body: { id } });
}
