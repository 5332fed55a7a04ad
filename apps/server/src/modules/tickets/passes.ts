import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';
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

/**
 * The short code staff type when a QR will not scan: 10 symbols of Crockford's base32, 50 bits
 * drawn by the operating system's secure random source (docs/decisions/034).
 */
export function shortPassCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) {
    code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  }
  return code;
}

/** Draws of a short code before giving up: a clash is a one-in-10^15 event, five in a row never. */
const SHORT_CODE_DRAWS = 5;

/**
 * Issues the pass of a paid ticket order, once. A short code another pass already holds meets the
 * unique index; the insert then does nothing (the transaction stays usable on PostgreSQL) and a
 * new code is drawn.
 */
export async function issuePass(
  trx: Transaction<Database>,
  order: OrderRow,
  secret: string,
  drawShortCode: () => string = shortPassCode,
) {
  for (let draw = 0; draw < SHORT_CODE_DRAWS; draw++) {
    await trx
      .insertInto('ticket_pass')
      .values({
        order_id: order.id,
        code: passCode(secret),
        short_code: drawShortCode(),
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const issued = await trx
      .selectFrom('ticket_pass')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (issued) return;
  }
  throw new Error(`No free short code for the pass of order ${order.id}`);
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
