/**
 * Taking an amount off an order's lines exactly, in sen (issue 24: promotion codes; gift cards pay
 * rather than discount). The rule, one for every discount:
 *
 * - The amount comes off the lines it is for, never more than they cost: no unit ends below zero.
 * - Each unit bears a share in proportion to its price; shares are whole sen, given out by the
 *   largest remainder (ties to the earlier line), so the shares add up to the amount exactly.
 * - The units of one line then differ by at most one sen: a line whose units came out unequal is
 *   split in two lines (those bearing the extra sen first), so every line keeps one unit price and
 *   a refund of some units of it gives back exactly what they cost.
 */
export interface LineToDiscount {
  itemId: number;
  name: string;
  unitPriceSen: number;
  quantity: number;
}

export interface DiscountedLine extends LineToDiscount {
  /** The unit price before the discount (the same as `unitPriceSen` for a line it is not for). */
  listPriceSen: number;
}

/**
 * `lines` with `amountSen` taken off those `isFor` says (all of them without it). Answers the new
 * lines and the amount actually taken (less than asked when the lines cost less).
 */
export function takeOff<T extends LineToDiscount>(
  lines: readonly T[],
  amountSen: number,
  isFor: (line: T) => boolean = () => true,
): { lines: (T & DiscountedLine)[]; takenSen: number } {
  const eligible = lines.filter(isFor);
  const base = eligible.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
  const taken = Math.max(0, Math.min(Math.floor(amountSen), base));
  if (taken === 0 || base === 0) {
    return {
      lines: lines.map((line) => ({ ...line, listPriceSen: line.unitPriceSen })),
      takenSen: 0,
    };
  }
  // Each eligible line's exact share, whole sen first, then the remainders by size.
  // In whole numbers: an order's sen stay far below 2^53 even multiplied together.
  const shares = eligible.map((line) => {
    const scaled = taken * line.unitPriceSen * line.quantity;
    const sen = Math.floor(scaled / base);
    return { line, sen, rest: scaled - sen * base };
  });
  let left = taken - shares.reduce((sum, share) => sum + share.sen, 0);
  const byRest = shares
    .map((share, index) => ({ share, index }))
    .sort((a, b) => b.share.rest - a.share.rest || a.index - b.index);
  for (const { share } of byRest) {
    if (left === 0) break;
    share.sen += 1;
    left -= 1;
  }
  const shareOf = new Map(shares.map((share) => [share.line, share.sen]));
  const out: (T & DiscountedLine)[] = [];
  for (const line of lines) {
    const lineShare = shareOf.get(line);
    if (lineShare === undefined) {
      out.push({ ...line, listPriceSen: line.unitPriceSen });
      continue;
    }
    // A line's share over its units: `more` units bear one sen more than the others.
    const perUnit = Math.floor(lineShare / line.quantity);
    const more = lineShare - perUnit * line.quantity;
    if (more > 0) {
      out.push({
        ...line,
        quantity: more,
        unitPriceSen: line.unitPriceSen - perUnit - 1,
        listPriceSen: line.unitPriceSen,
      });
    }
    if (line.quantity - more > 0) {
      out.push({
        ...line,
        quantity: line.quantity - more,
        unitPriceSen: line.unitPriceSen - perUnit,
        listPriceSen: line.unitPriceSen,
      });
    }
  }
  return { lines: out, takenSen: taken };
}
