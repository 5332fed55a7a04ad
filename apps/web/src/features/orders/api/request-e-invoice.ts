import type { EInvoiceRequest, OrderEInvoice } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';

/** Asks for an e-invoice of the visitor's paid order with their details. */
export async function requestEInvoice(body: EInvoiceRequest): Promise<OrderEInvoice> {
  const { data } = await request<OrderEInvoice>('/index/order/einvoice/request', {
    method: 'POST',
    body,
  });
  return data;
}
