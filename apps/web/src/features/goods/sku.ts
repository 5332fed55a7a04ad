import { type GoodsDetail, MAX_UNITS_PER_LINE } from '@scenic/contracts';

/** One combination of options (a SKU) with its price and stock. */
export type Sku = GoodsDetail['goodsSpec'][number];
/** The chosen option of each spec: spec id → option id. */
export type Selection = Record<string, number>;

/** The combination (SKU) of a good with this id, if the good still sells it. */
export function skuOf(detail: GoodsDetail | null | undefined, specId: number): Sku | undefined {
  return detail?.goodsSpec.find((sku) => sku.id === specId);
}

/**
 * The preselected combination: the first of `goodsSpec` (SPEC §3), unless it is sold out and
 * another one is not; a visitor should not open the sheet on a choice they cannot buy.
 */
export function initialSku(detail: GoodsDetail): Sku | undefined {
  const first = detail.goodsSpec[0];
  if (!first || first.stock > 0) return first;
  return detail.goodsSpec.find((sku) => sku.stock > 0) ?? first;
}

export function initialSelection(detail: GoodsDetail): Selection {
  return { ...(initialSku(detail)?.spec_ids ?? {}) };
}

function matches(sku: Sku, selection: Selection, specIds: readonly string[]): boolean {
  return specIds.every((specId) => sku.spec_ids[specId] === selection[specId]);
}

/** The combination every spec's chosen option makes, if there is one. */
export function findSku(detail: GoodsDetail, selection: Selection): Sku | undefined {
  const specIds = detail.spec_list.map((spec) => String(spec.id));
  if (specIds.length === 0) return detail.goodsSpec[0];
  if (specIds.some((specId) => selection[specId] === undefined)) return undefined;
  return detail.goodsSpec.find((sku) => matches(sku, selection, specIds));
}

/**
 * An option can be chosen when, with the other specs' current choices, it makes a combination
 * that is in stock.
 */
export function isOptionAvailable(
  detail: GoodsDetail,
  selection: Selection,
  specId: number,
  optionId: number,
): boolean {
  const next = { ...selection, [String(specId)]: optionId };
  const others = detail.spec_list
    .map((spec) => String(spec.id))
    .filter((id) => next[id] !== undefined);
  return detail.goodsSpec.some((sku) => sku.stock > 0 && matches(sku, next, others));
}

/** At most the stock, and never more than one order line may hold. */
export function maxUnits(sku: Sku | undefined): number {
  return sku ? Math.max(0, Math.min(sku.stock, MAX_UNITS_PER_LINE)) : 0;
}

/** "Medium 30 cm / Red": the chosen options in the order of the specs; empty without specs. */
export function specText(detail: GoodsDetail, sku: Sku | undefined): string {
  if (!sku) return '';
  return detail.spec_list
    .map((spec) => spec.child.find((option) => option.id === sku.spec_ids[String(spec.id)])?.name)
    .filter(Boolean)
    .join(' / ');
}
