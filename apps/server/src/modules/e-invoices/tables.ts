import type { ColumnType, Selectable } from 'kysely';
import type { Id } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface EInvoicesTables {
  e_invoice_document: EInvoiceDocumentTable;
  e_invoice_journal: EInvoiceJournalTable;
  e_invoice_buyer: EInvoiceBuyerTable;
  e_invoice_run: EInvoiceRunTable;
}

export type EInvoiceKind =
  | 'invoice_consolidated'
  | 'invoice_individual'
  | 'credit_note'
  | 'refund_note';
export type EInvoiceStatus = 'queued' | 'submitted' | 'valid' | 'invalid' | 'cancelled';

/** One document sent (or to send) to MyInvois, under our number. */
export interface EInvoiceDocumentTable {
  id: Id;
  kind: EInvoiceKind;
  number: string;
  /** YYYY-MM, for a consolidated e-invoice. */
  period: string | null;
  order_id: number | null;
  receipt_id: number | null;
  credit_note_id: number | null;
  original_id: number | null;
  status: EInvoiceStatus;
  uuid: string | null;
  long_id: string | null;
  submission_uid: string | null;
  /** JSON string[]: LHDN's reasons, or the last failure while sending. */
  errors: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  lease_until: string | null;
  created_at: string;
  validated_at: string | null;
}

/** The MyInvois client's journal, kept here so restarts and other instances see it. */
export interface EInvoiceJournalTable {
  number: string;
  entry: string;
  updated_at: string;
}

/** The details a visitor gave for an individual e-invoice, kept only as long as the law asks. */
export interface EInvoiceBuyerTable {
  document_id: number;
  details: string;
  keep_until: string;
}

/** When the next monthly consolidation is due: the instance that moves `due_at` on runs it. */
export interface EInvoiceRunTable {
  job: string;
  due_at: string;
  ran_at: string | null;
}

export type EInvoiceDocumentRow = Selectable<EInvoiceDocumentTable>;
