import { createHmac, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, OrderRow } from '#server/db/database.ts';
import * as repo from './repository.ts';

/**
 * A gate pass: 16 random bytes nobody can guess, and an HMAC tag so the gate can reject a forged
 * code before looking it up.
 */
export function passCode(secret: string): string {
  const random = randomBytes(16).toString('base64url');
  const tag = createHmac('sha256', secret).update(random).digest('base64url').slice(0, 16);
  return `${random}.${tag}`;
}

export function isGenuinePassCode(secret: string, code: string): boolean {
  const [random = '', tag = ''] = code.split('.');
  if (!/^[A-Za-z0-9_-]{22}$/.test(random)) return false;
  return createHmac('sha256', secret).update(random).digest('base64url').slice(0, 16) === tag;
}

/** Issues the pass of a paid ticket order. */
export async function issuePass(trx: Transaction<Database>, order: OrderRow, secret: string) {
  await trx
    .insertInto('ticket_pass')
    .values({ order_id: order.id, code: passCode(secret), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

/** Gives an expired ticket order's places back to its date and slot. */
export async function releaseTicketPlaces(
  trx: Transaction<Database>,
  order: OrderRow,
  quantity = order.quantity,
) {
  if (!order.ticket_id || !order.visit_date || quantity <= 0) return;
  await repo.releaseDay(trx, order.ticket_id, order.visit_date, quantity);
  if (order.slot_id) await repo.releaseSlot(trx, order.slot_id, order.visit_date, quantity);
}
