/** Today's counter list is short: a typed order number, phone or e-mail filters it in place. */
export function matchesSearch(
  row: { orderNo: string; visitor: { phone: string; email: string } },
  search: string,
): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [row.orderNo, row.visitor.phone, row.visitor.email].some((value) =>
    value.toLowerCase().includes(wanted),
  );
}
