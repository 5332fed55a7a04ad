import type { GoodsDetail } from '@scenic/contracts';
import { useEffect } from 'react';
import { type CartLine, lineKey } from '#web/stores/cart-lines.ts';
import { skuOf } from './sku';

/**
 * The cart lines at the current price of their combination, from the fetched goods details (a
 * line keeps its saved price only while its detail loads). Stale saved prices are refreshed in
 * the store, so its checkedPrice follows too.
 */
export function useCurrentPrices<Line extends CartLine>(
  lines: readonly Line[],
  detailOf: (goodsId: number) => GoodsDetail | undefined,
  refreshPrices: (prices: Record<string, string>) => void,
): Line[] {
  const current = lines.map((line) => {
    const sku = skuOf(detailOf(line.goods_id), line.spec_id);
    return sku ? { ...line, price: sku.price } : line;
  });
  const changed = current.filter(
    (line, index) => String(line.price) !== String(lines[index]?.price),
  );
  const signature = changed.map((line) => `${lineKey(line)}=${line.price}`).join(',');
  useEffect(() => {
    if (!signature) return;
    refreshPrices(
      Object.fromEntries(signature.split(',').map((pair) => pair.split('=') as [string, string])),
    );
  }, [signature, refreshPrices]);
  return current;
}
