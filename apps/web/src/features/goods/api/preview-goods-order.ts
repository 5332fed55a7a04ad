import type { CreateGoodsOrderBody, OrderPreview } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';
import { PROMO_REFUSAL_CODES } from '#web/lib/use-promo-code.ts';

/**
 * What a store, food or rental order would cost with its promotion code, priced by the server as
 * the order would be; nothing is held. A code that does not apply is answered with why, shown
 * under the code's field.
 */
export async function previewGoodsOrder(body: CreateGoodsOrderBody): Promise<OrderPreview> {
  const { data } = await request<OrderPreview>('/index/order/previewGoodsOrder', {
    method: 'POST',
    body,
    // The Apply button says it is checking; no screen-wide spinner.
    loading: false,
    quietCodes: PROMO_REFUSAL_CODES,
  });
  return data;
}
