import type { GoodsDetail } from '@scenic/contracts';
import { useCartStore } from '#web/stores/cart.ts';
import { lineKey } from '#web/stores/cart-lines.ts';
import { maxUnits, skuOf } from './sku';

/** Why nothing (more) could be added: the text key to show. */
export type AddRefusal = 'sku.soldOut' | 'sku.cartFull';

/**
 * Adds dishes of one combination to the food cart, no more than its stock and what one line may
 * hold; answers why not when nothing fits.
 */
export function addToFoodCart(detail: GoodsDetail, skuId: number, num: number): AddRefusal | null {
  const sku = skuOf(detail, skuId);
  if (!sku || sku.stock <= 0) return 'sku.soldOut';
  const key = lineKey({ goods_id: detail.id, spec_id: sku.id });
  const have = useCartStore.getState().canList.find((line) => lineKey(line) === key)?.num ?? 0;
  const room = maxUnits(sku) - have;
  if (room <= 0) return 'sku.cartFull';
  useCartStore
    .getState()
    .add({ goods_id: detail.id, spec_id: sku.id, num: Math.min(num, room), price: sku.price });
  return null;
}

/** Units of a combination already in the food cart. */
export function foodCartUnits(goodsId: number, specId: number): number {
  const key = lineKey({ goods_id: goodsId, spec_id: specId });
  return useCartStore.getState().canList.find((line) => lineKey(line) === key)?.num ?? 0;
}
