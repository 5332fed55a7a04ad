import type { RatedTaxClass } from '@scenic/contracts';
import type { Selectable } from 'kysely';
import type { Id } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface ReceiptsTables {
  tax_rate: TaxRateTable;
  order_tax: OrderTaxTable;
  tax_document_series: TaxDocumentSeriesTable;
  receipt: ReceiptTable;
  credit_note: CreditNoteTable;
  supplementary_receipt: SupplementaryReceiptTable;
}

export interface TaxRateTable {
  id: Id;
  tax_class: RatedTaxClass;
  /** Hundredths of a percent: 600 is 6%. */
  rate: number;
  /** The first day (YYYY-MM-DD, the park's calendar) it applies; until the class's next rate. */
  valid_from: string;
  created_at: string;
}

/** An order's lines as they were taxed when it was placed (JSON of `TaxedLine[]`). */
export interface OrderTaxTable {
  order_id: number;
  prices_include_tax: number;
  lines: string;
  created_at: string;
}

/** The last number given in a series ('receipt', 'credit_note'). */
export interface TaxDocumentSeriesTable {
  series: 'receipt' | 'credit_note';
  last_no: number;
}

export interface ReceiptTable {
  id: Id;
  order_id: number;
  number: string;
  issued_at: string;
  /** JSON of the document as issued: it never changes. */
  body: string;
}

export interface CreditNoteTable {
  id: Id;
  receipt_id: number;
  order_id: number;
  number: string;
  issued_at: string;
  body: string;
}

/** A receipt for what was paid after an order's receipt (a date change's difference). */
export interface SupplementaryReceiptTable {
  id: Id;
  /** The order's first receipt. */
  receipt_id: number;
  order_id: number;
  /** In the receipts' series ("R-000124"). */
  number: string;
  issued_at: string;
  body: string;
}

export type TaxRateRow = Selectable<TaxRateTable>;
