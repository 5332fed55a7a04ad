import { combinationKey, type LocalizedText, optionCombinations } from '@scenic/contracts';

/** An option as the form holds it: `key` stays with it while staff rename or reorder. */
export interface OptionDraft {
  key: string;
  id?: number;
  name: LocalizedText;
}

export interface SpecDraft {
  key: string;
  id?: number;
  name: LocalizedText;
  options: OptionDraft[];
}

/** One row of the price and stock table: a combination, by option keys and positions. */
export interface SkuRow {
  /** The options' keys, one per spec, in spec order. */
  combo: string[];
  /** The options' positions in their specs, as the save call takes them. */
  options: number[];
  price: string;
  stock: number | null;
  /** The stock the row was loaded with, so the save moves stock by what staff changed. */
  stockWas?: number;
}

const setKey = (keys: readonly string[]) => [...keys].sort().join('|');

/**
 * The price and stock table for these specs: one row per combination, the first spec changing
 * slowest. A combination that was there keeps its row (price, stock, the stock it was loaded
 * with); a new one starts from the price of the row it grew out of (a spec or option added), with
 * its stock left for staff to fill in, so stock is never counted twice.
 */
export function skuRows(specs: readonly SpecDraft[], previous: readonly SkuRow[]): SkuRow[] {
  const known = new Map(previous.map((row) => [setKey(row.combo), row]));
  const counts = specs.map((spec) => spec.options.length);
  if (counts.some((count) => count === 0)) return [];
  return optionCombinations(counts).map((positions) => {
    const combo = positions.map((position, spec) => specs[spec]?.options[position]?.key ?? '');
    const same = known.get(setKey(combo));
    if (same) return { ...same, combo, options: positions };
    // The row it grew out of: the most options in common, all of its options still in it.
    const parent = previous
      .filter((row) => row.combo.every((key) => combo.includes(key)))
      .sort((a, b) => b.combo.length - a.combo.length)[0];
    // Or, a spec taken away, one of the rows it merges.
    const child = previous.find((row) => combo.every((key) => row.combo.includes(key)));
    return { combo, options: positions, price: (parent ?? child)?.price ?? '', stock: null };
  });
}

/** The key of a row for React and for tests. */
export const rowKey = (row: SkuRow) => combinationKey(row.options);

/** Whether every row has a price and a stock staff may save (the server checks the same). */
export function rowProblem(row: SkuRow): 'price' | 'stock' | null {
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(row.price.trim())) return 'price';
  if (row.stock === null || !Number.isInteger(row.stock) || row.stock < 0) return 'stock';
  return null;
}
