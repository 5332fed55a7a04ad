import { randomInt } from 'node:crypto';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  type GiftCardEntryKind,
  type GiftCardStatus,
} from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { GiftCardRow } from './tables.ts';

/**
 * A card's balance and its ledger move together, here only: one guarded update of the balance
 * (never below zero) and one entry recording the change and the balance after it. So the balance
 * is always the sum of the card's entries, however many checkouts spend it at once.
 */

/** What an entry records besides its amount. */
export interface EntryDetails {
  orderId?: number | null;
  orderNo?: string;
  paymentId?: number | null;
  refundId?: number | null;
  note?: string;
  staffId?: number | null;
}

/** What a move may also require of the card (a redemption: active, not past its day, theirs). */
export interface MoveGuard {
  /** Only an active card whose last day is on or after this date moves. */
  activeOn?: string;
  /** Only a card no one holds yet or this visitor holds; it becomes theirs. */
  holder?: number;
}

/**
 * Moves a card's balance by `amountSen` (negative to spend) and records the entry, in the caller's
 * transaction. Answers the balance after, or null when the guard (or the balance) refused it.
 */
export async function moveBalance(
  trx: Transaction<Database>,
  cardId: number,
  amountSen: number,
  kind: GiftCardEntryKind,
  details: EntryDetails,
  at: string,
  guard: MoveGuard = {},
): Promise<number | null> {
  let update = trx
    .updateTable('gift_card')
    .set((eb) => ({ balance_sen: eb('balance_sen', '+', amountSen), updated_at: at }))
    .where('id', '=', cardId)
    .where((eb) => eb(eb('balance_sen', '+', amountSen), '>=', 0));
  if (guard.activeOn !== undefined) {
    update = update.where('status', '=', 'active').where('expires_on', '>=', guard.activeOn);
  }
  if (guard.holder !== undefined) {
    const holder = guard.holder;
    update = update.where((eb) =>
      eb.or([eb('holder_id', 'is', null), eb('holder_id', '=', holder)]),
    );
  }
  const moved = await update.returning(['balance_sen', 'status']).executeTakeFirst();
  if (!moved) return null;
  if (guard.holder !== undefined) {
    await trx
      .updateTable('gift_card')
      .set({ holder_id: guard.holder })
      .where('id', '=', cardId)
      .where('holder_id', 'is', null)
      .execute();
  }
  // Spent to nothing it is `spent`; money coming back makes a spent card usable again.
  const status: GiftCardStatus | null =
    moved.balance_sen === 0 && moved.status === 'active'
      ? 'spent'
      : moved.balance_sen > 0 && moved.status === 'spent'
        ? 'active'
        : null;
  if (status) {
    await trx.updateTable('gift_card').set({ status }).where('id', '=', cardId).execute();
  }
  await trx
    .insertInto('gift_card_entry')
    .values({
      card_id: cardId,
      kind,
      amount_sen: amountSen,
      balance_after_sen: moved.balance_sen,
      order_id: details.orderId ?? null,
      order_no: details.orderNo ?? '',
      payment_id: details.paymentId ?? null,
      refund_id: details.refundId ?? null,
      note: details.note ?? '',
      staff_id: details.staffId ?? null,
      created_at: at,
    })
    .execute();
  return moved.balance_sen;
}

/** A new card's code: 16 characters of the alphabet, drawn by the system's secure generator. */
export function drawCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) {
    code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  }
  return code;
}

/** A new card's PIN: 6 digits. */
export const drawPin = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The attraction date `months` months after `date` (the 31st of a short month: its last day). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A new card, with its issue entry, in the caller's transaction. */
export async function issueCard(
  trx: Transaction<Database>,
  card: {
    valueSen: number;
    source: GiftCardRow['source'];
    pin: boolean;
    expiresOn: string;
    orderId?: number;
    orderNo?: string;
    orderLineId?: number;
    buyerId?: number;
    reason?: string;
    staffId?: number | null;
  },
  at: string,
): Promise<GiftCardRow> {
  // A code drawn twice is rare (31^16 codes): the unique index stops it, and we draw again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await trx
      .insertInto('gift_card')
      .values({
        code: drawCode(),
        pin: card.pin ? drawPin() : '',
        value_sen: card.valueSen,
        balance_sen: 0,
        status: 'active',
        source: card.source,
        order_id: card.orderId ?? null,
        order_line_id: card.orderLineId ?? null,
        buyer_id: card.buyerId ?? null,
        holder_id: null,
        reason: card.reason ?? '',
        staff_id: card.staffId ?? null,
        expires_on: card.expiresOn,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) continue;
    await moveBalance(
      trx,
      row.id,
      card.valueSen,
      'issue',
      {
        orderId: card.orderId ?? null,
        orderNo: card.orderNo ?? '',
        note: card.reason ?? '',
        staffId: card.staffId ?? null,
      },
      at,
    );
    return { ...row, balance_sen: card.valueSen };
  }
  throw new Error('no free gift card code after several draws');
}
