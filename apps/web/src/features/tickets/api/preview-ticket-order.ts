import type { CreateTicketOrderBody, OrderPreview } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';
import { PROMO_REFUSAL_CODES } from '#web/lib/use-promo-code.ts';

/**
 * What the booking would cost with its promotion code, priced by the server as the order would be;
 * nothing is held. A code that does not apply is answered with why, shown under the code's field.
 */
export async function previewTicketOrder(body: CreateTicketOrderBody): Promise<OrderPreview> {
  const { data } = await request<OrderPreview>('/index/order/previewTicketOrder', {
    method: 'POST',
    body,
    // The Apply button says it is checking; no screen-wide spinner.
    loading: false,
    quietCodes: PROMO_REFUSAL_CODES,
  });
  return data;
}
