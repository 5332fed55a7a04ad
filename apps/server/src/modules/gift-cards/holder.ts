import { showGiftCardCode } from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { moveBalance } from './ledger.ts';

/**
 * A closing account's gift cards (decision 045): the cards it holds with money on them are shown
 * in the warning, then forfeited (voided, their balance out in one ledger entry each). Cards it
 * bought that nobody holds yet stay usable by whoever has the code.
 */

/** Active cards the visitor holds with a balance, soonest expiry first. */
export function heldCardsWithBalance(db: Db, visitorId: number) {
  return db
    .selectFrom('gift_card')
    .select(['id', 'code', 'balance_sen', 'expires_on'])
    .where('holder_id', '=', visitorId)
    .where('status', '=', 'active')
    .where('balance_sen', '>', 0)
    .orderBy('expires_on')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, code: showGiftCardCode(row.code) })));
}

/** Voids each card the visitor holds; answers the sen forfeited. */
export async function forfeitHeldCards(
  trx: Transaction<Database>,
  visitorId: number,
  at: string,
): Promise<number> {
  const reason = 'account closed by its holder';
  const held = await trx
    .selectFrom('gift_card')
    .select('id')
    .where('holder_id', '=', visitorId)
    .where('status', '=', 'active')
    .execute();
  let forfeited = 0;
  for (const { id } of held) {
    const card = await trx
      .updateTable('gift_card')
      .set({ status: 'void', reason, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .returning(['balance_sen'])
      .executeTakeFirst();
    if (!card) continue;
    forfeited += card.balance_sen;
    if (card.balance_sen > 0) {
      await moveBalance(trx, id, -card.balance_sen, 'void', { note: reason }, at);
    }
  }
  return forfeited;
}
