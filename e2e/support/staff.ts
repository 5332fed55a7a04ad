import { inject } from 'vitest';
import { E2E_STAFF_KEY } from './server.ts';

/** Moves an order along as the kitchen or the rental counter would (the staff API). */
export async function advanceOrder(orderNo: string, to: string): Promise<void> {
  const response = await fetch(`${inject('baseUrl')}/api/index/staff/order/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-staff-key': E2E_STAFF_KEY },
    body: JSON.stringify({ orderNo, to }),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 0) throw new Error(`advance ${orderNo} to ${to}: ${answer.msg}`);
}

/** The first good of a kind whose name matches, as the catalogue lists it. */
export async function findGoods(
  kind: string,
  keyword: string,
): Promise<{ id: number; name: string }> {
  const response = await fetch(
    `${inject('baseUrl')}/api/index/index/goodList?kind=${kind}&keyword=${encodeURIComponent(keyword)}`,
    { headers: { langue: 'en' } },
  );
  const { data } = (await response.json()) as { data: { list: { id: number; name: string }[] } };
  const found = data.list[0];
  if (!found) throw new Error(`no ${kind} goods match ${keyword}`);
  return found;
}
