import type { Db } from '#server/db/database.ts';

/**
 * What closing an account reads of the visitor's orders (decision 045). Orders themselves are never
 * changed by it: they stay, with their payments and receipts, pointing at the anonymised visitor.
 */

/** The visitor's orders still waiting for payment, oldest first. */
export function unpaidOrdersOf(db: Db, visitorId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'kind', 'expires_at'])
    .where('visitor_id', '=', visitorId)
    .where('status', '=', 'pending_payment')
    .orderBy('id')
    .execute();
}

/** How many orders the visitor ever placed (kept when the account closes). */
export async function countOrdersOf(db: Db, visitorId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('visitor_id', '=', visitorId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
