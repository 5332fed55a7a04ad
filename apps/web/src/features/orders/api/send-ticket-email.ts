import { request } from '#web/lib/request.ts';

/** E-mails the ticket slip to `email`, or to the visitor's own address when left out. */
export async function sendTicketEmail(id: number, email?: string): Promise<void> {
  await request<unknown>('/index/order/ticketSendEmail', {
    method: 'POST',
    body: email ? { id, email } : { id },
  });
}
