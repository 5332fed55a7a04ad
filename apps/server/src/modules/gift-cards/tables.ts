import type { GiftCardEntryKind, GiftCardStatus } from '@scenic/contracts';
import type { ColumnType, Selectable } from 'kysely';
import type { Id } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface GiftCardsTables {
  gift_card: GiftCardTable;
  gift_card_entry: GiftCardEntryTable;
}

export interface GiftCardTable {
  id: Id;
  /** 16 characters of GIFT_CARD_ALPHABET, normalised (no dashes). */
  code: string;
  /** 6 digits, or '' where the operator wants no PINs. */
  pin: ColumnType<string, string | undefined, string>;
  value_sen: number;
  /** Changed by guarded updates only: never below zero, always the sum of the card's entries. */
  balance_sen: number;
  status: GiftCardStatus;
  /** `sold` in the shop, `issued` by staff. */
  source: 'sold' | 'issued';
  order_id: number | null;
  order_line_id: number | null;
  buyer_id: number | null;
  /** The visitor who added it to My centre or used it first; only they may use it. */
  holder_id: number | null;
  /** Why staff issued it, or why it was voided. */
  reason: ColumnType<string, string | undefined, string>;
  staff_id: number | null;
  /** The last attraction date it pays on. */
  expires_on: string;
  created_at: string;
  updated_at: string;
}

export interface GiftCardEntryTable {
  id: Id;
  card_id: number;
  kind: GiftCardEntryKind;
  /** Signed sen: + issue, refund, release; − redeem, expire, void. */
  amount_sen: number;
  balance_after_sen: number;
  order_id: number | null;
  order_no: ColumnType<string, string | undefined, string>;
  payment_id: number | null;
  refund_id: number | null;
  note: ColumnType<string, string | undefined, string>;
  staff_id: number | null;
  created_at: string;
}

export type GiftCardRow = Selectable<GiftCardTable>;
