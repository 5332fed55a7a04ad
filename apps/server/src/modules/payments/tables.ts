import type { PaymentStatus } from '@scenic/contracts';
import type { ColumnType } from 'kysely';
import type { Id } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface PaymentsTables {
  payment: PaymentTable;
  payment_event: PaymentEventTable;
  refund: RefundTable;
}

export interface PaymentTable {
  id: Id;
  order_id: number;
  provider: string;
  /** The gateway's id of this payment (the sandbox's is a random, unguessable reference). */
  provider_ref: string;
  amount_sen: number;
  currency: ColumnType<string, string | undefined, string>;
  status: PaymentStatus;
  /** Money taken for an order that could no longer be fulfilled (expired first). */
  needs_refund: ColumnType<number, number | undefined, number>;
  /** How the visitor paid: `sandbox`, or the gateway's method (`card`, `fpx`, `touchngo`...); '' until known. */
  method: ColumnType<string, string | undefined, string>;
  /** How much of `amount_sen` has been given back (refunds pending or done). */
  refunded_sen: ColumnType<number, number | undefined, number>;
  /** The gateway's id of the money taken (a Stripe PaymentIntent, a Curlec payment); '' for the sandbox. */
  gateway_id: ColumnType<string, string | undefined, string>;
  /** What it pays besides the order's price: '' for the order, `date_change:<id>` for a move. */
  purpose: ColumnType<string, string | undefined, never>;
  /** When a payment for a purpose that lapsed was withdrawn (its page takes no money); else null. */
  withdrawn_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The gateway's hosted checkout opened for it (a Curlec payment link's id); '' before one. */
  checkout_id: ColumnType<string, string | undefined, string>;
  /** Where that checkout is, so the visitor comes back to the same one; '' before one. */
  checkout_url: ColumnType<string, string | undefined, string>;
  /** When that checkout stops taking money; null before one. */
  checkout_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export interface RefundTable {
  id: Id;
  order_id: number;
  payment_id: number;
  amount_sen: number;
  provider: string;
  provider_ref: ColumnType<string, string | undefined, string>;
  status: RefundStatus;
  reason: ColumnType<string, string | undefined, string>;
  /** JSON [{lineId, quantity}]; [] for a payment refunded on its own (paid after expiry, twice). */
  lines: ColumnType<string, string | undefined, string>;
  staff_id: number | null;
  /** Why the gateway refused (never card details). */
  error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface PaymentEventTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: string;
}
