import type { GoodsDetail } from '@scenic/contracts';

type Sku = GoodsDetail['goodsSpec'][number];

/** The combination (SKU) of a good with this id, if the good still sells it. */
export function skuOf(detail: GoodsDetail, specId: number): Sku | undefined {
  return detail.goodsSpec.find((sku) => sku.id === specId);
}

/** The chosen options of a combination in the visitor's words: "Large / Blue". */
export function specText(detail: GoodsDetail, specId: number): string {
  const sku = skuOf(detail, specId);
  if (!sku) return '';
  return detail.spec_list
    .map((spec) => spec.child.find((option) => option.id === sku.spec_ids[String(spec.id)])?.name)
    .filter((name): name is string => !!name)
    .join(' / ');
}
