import type { ConsoleOrderDetail } from '@scenic/contracts';

/**
 * The price before the promotion code of each discounted line, by line id. The staff lines (with
 * the ids a refund names) carry no list price; the order's own lines do, read in the same order
 * (by line id): a line is paired only when its name and price agree, so a mismatch shows nothing
 * rather than a wrong price.
 */
export function listPricesOf(detail: ConsoleOrderDetail): Map<number, string> {
  const prices = new Map<number, string>();
  const ordered = detail.order.lines;
  if (!detail.order.discount || ordered.length !== detail.lines.length) return prices;
  detail.lines.forEach((line, index) => {
    const same = ordered[index];
    if (
      same &&
      same.name === line.name &&
      same.unitPrice === line.unitPrice &&
      same.listUnitPrice !== line.unitPrice
    ) {
      prices.set(line.id, same.listUnitPrice);
    }
  });
  return prices;
}
