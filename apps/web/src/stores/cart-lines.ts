import { MAX_UNITS_PER_LINE, rmToSen, senToRm } from '@scenic/contracts';

/** One cart line (SPEC §3); pages may keep display fields beside the four the rules use. */
export interface CartLine {
  goods_id: number;
  spec_id: number;
  num: number;
  /** Unit price in RM, "12.50" as the API sends it. */
  price: string | number;
  name?: string;
  cover?: string;
  specText?: string;
}

/** A line is the same goods in the same spec. */
export function lineKey(line: Pick<CartLine, 'goods_id' | 'spec_id'>): string {
  return `${line.goods_id}:${line.spec_id}`;
}

export interface CartTotals {
  isAllChecked: boolean;
  /** Sum of num × price over checked lines with 2 decimals, or 0 when it is zero. */
  checkedPrice: string | 0;
  /** Quantity of goods on the checked lines. */
  checkNums: number;
}

function priceInSen(price: CartLine['price']): number {
  return rmToSen(typeof price === 'number' ? price.toFixed(2) : price);
}

export function totals(lines: readonly CartLine[], checkList: readonly string[]): CartTotals {
  const checked = lines.filter((line) => checkList.includes(lineKey(line)));
  const sen = checked.reduce((sum, line) => sum + line.num * priceInSen(line.price), 0);
  return {
    isAllChecked: lines.length > 0 && checked.length === lines.length,
    checkedPrice: sen === 0 ? 0 : senToRm(sen),
    checkNums: checked.reduce((sum, line) => sum + line.num, 0),
  };
}

/**
 * Same goods and spec: the quantities add up, to at most what one order takes of an item (the
 * server refuses more); otherwise the line is appended.
 */
export function mergeLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const key = lineKey(line);
  const existing = lines.find((item) => lineKey(item) === key);
  if (!existing) return [...lines, { ...line }];
  return lines.map((item) =>
    item === existing ? { ...item, num: Math.min(item.num + line.num, MAX_UNITS_PER_LINE) } : item,
  );
}

export function toggleKey(checkList: readonly string[], key: string): string[] {
  return checkList.includes(key) ? checkList.filter((item) => item !== key) : [...checkList, key];
}
