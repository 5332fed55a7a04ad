import type { ColumnType } from 'kysely';
import type { Id, LocalizedJson } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface TicketsTables {
  ticket: TicketTable;
  ticket_variant: TicketVariantTable;
  ticket_slot: TicketSlotTable;
  ticket_day: TicketDayTable;
  ticket_slot_day: TicketSlotDayTable;
  ticket_pass: TicketPassTable;
  gate_check: GateCheckTable;
  gate_exception: GateExceptionTable;
  ticket_date_change: TicketDateChangeTable;
}

export interface TicketTable {
  id: Id;
  name: LocalizedJson;
  intro: LocalizedJson;
  cover: string;
  price_sen: number;
  /** JSON array of LocalizedText. */
  tags: string;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
  description: ColumnType<string, string | undefined, string>;
  /** JSON array of LocalizedText. */
  notes: ColumnType<string, string | undefined, string>;
  /** JSON array of image addresses. */
  images: ColumnType<string, string | undefined, string>;
  /** Places per visit date unless the date's own row says otherwise. */
  daily_capacity: ColumnType<number, number | undefined, number>;
}

export interface TicketVariantTable {
  id: Id;
  ticket_id: number;
  name: LocalizedJson;
  price_sen: number;
  sort: number;
  /** What the gate must see for this type (a MyKad, an OKU card); null when nothing. */
  check_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A card or proof the gate checks, from the operator's list (never a card's number). */
export interface GateCheckTable {
  id: Id;
  name: LocalizedJson;
  sort: number;
}

/** People admitted at another type than they bought, because the gate did not see their card. */
export interface GateExceptionTable {
  id: Id;
  order_id: number;
  /** The type bought, and the one they were admitted at (its name as it was then). */
  variant_id: number;
  people: number;
  as_variant_id: number;
  as_name: LocalizedJson;
  /** What the others' type costs more that day, for all of them (0 when it is not dearer). */
  difference_sen: number;
  note: string;
  /** Who admitted them (null for a machine at the gate). */
  staff_id: number | null;
  created_at: string;
}

export interface TicketSlotTable {
  id: Id;
  ticket_id: number;
  label: string;
  capacity: number;
  sort: number;
}

export interface TicketDayTable {
  ticket_id: number;
  date: string;
  capacity: number;
  sold: ColumnType<number, number | undefined, number>;
  closed: ColumnType<number, number | undefined, number>;
  /** The day's price as a percentage of the variants' base prices (120 on a holiday). */
  price_percent: ColumnType<number, number | undefined, number>;
  /** 1 when staff set this date's places; 0 while they follow the ticket's daily places. */
  capacity_set: ColumnType<number, number | undefined, number>;
}

export interface TicketSlotDayTable {
  slot_id: number;
  date: string;
  sold: ColumnType<number, number | undefined, number>;
}

export interface TicketPassTable {
  id: Id;
  order_id: number;
  code: string;
  /** The code staff type (K7Q4M9TD2X, shown grouped); unique. */
  short_code: string;
  status: ColumnType<string, string | undefined, string>;
  used_at: string | null;
  created_at: string;
}

/** A move to a dearer date waiting for its difference (decision 041). */
export interface TicketDateChangeTable {
  id: Id;
  order_id: number;
  from_date: string;
  from_slot_id: number | null;
  to_date: string;
  to_slot_id: number | null;
  to_slot_label: ColumnType<string, string | undefined, string>;
  /** The places held on the new date (the order's tickets). */
  places: number;
  difference_sen: number;
  /** JSON: each line's id, unit price and list price once moved. */
  prices: string;
  status: 'waiting' | 'done' | 'lapsed';
  created_at: string;
  expires_at: string;
  updated_at: string;
}
