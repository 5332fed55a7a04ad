import type { OrderKind, OrderStatus } from '@scenic/contracts';
import type { ColumnType, Selectable } from 'kysely';
import type { Id, LocalizedJson } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface OrdersTables {
  orders: OrdersTable;
  order_line: OrderLineTable;
}

export interface OrdersTable {
  id: Id;
  order_no: string;
  visitor_id: number;
  kind: OrderKind;
  status: OrderStatus;
  title: LocalizedJson;
  cover: ColumnType<string, string | undefined, string>;
  total_sen: number;
  quantity: number;
  ticket_id: number | null;
  visit_date: string | null;
  slot_id: number | null;
  slot_label: ColumnType<string, string | undefined, string>;
  note: ColumnType<string, string | undefined, string>;
  pay_method: ColumnType<string, string | undefined, string>;
  /** JSON of where a goods order goes ({type: 'pickup'} or an address); empty for tickets. */
  delivery: ColumnType<string, string | undefined, string>;
  /** A rental's unit, how many of them, its days and the deposit left at the counter. */
  rent_unit: ColumnType<string, string | undefined, string>;
  rent_periods: ColumnType<number, number | undefined, number>;
  rent_start: ColumnType<string | null, string | null | undefined, string | null>;
  rent_end: ColumnType<string | null, string | null | undefined, string | null>;
  deposit_sen: ColumnType<number, number | undefined, number>;
  /** Why the counter kept the deposit ('' when it was given back). */
  deposit_note: ColumnType<string, string | undefined, string>;
  /** A food order's pick-up number (given at payment), point and kitchen minutes. */
  pickup_no: ColumnType<string, string | undefined, string>;
  pickup_point: ColumnType<string, string | undefined, string>;
  prep_minutes: ColumnType<number, number | undefined, number>;
  /** The Idempotency-Key the visitor's app placed the order with, and a hash of what it asked; null without one. */
  request_key: ColumnType<string | null, string | null | undefined, never>;
  request_hash: ColumnType<string | null, string | null | undefined, never>;
  /** What the order's promotion code took off, and the code ('' without one; decision 040). */
  discount_sen: ColumnType<number, number | undefined, never>;
  promo_code: ColumnType<string, string | undefined, never>;
  created_at: string;
  expires_at: string | null;
  paid_at: string | null;
  updated_at: string;
}

export interface OrderLineTable {
  id: Id;
  order_id: number;
  item_id: number;
  name: LocalizedJson;
  unit_price_sen: number;
  quantity: number;
  /** The unit price before a promotion code; null when the line was sold at its list price. */
  list_price_sen: ColumnType<number | null, number | null | undefined, number | null>;
  /** How many of `quantity` have been refunded. */
  refunded: ColumnType<number, number | undefined, number>;
}

export type OrderRow = Selectable<OrdersTable>;
