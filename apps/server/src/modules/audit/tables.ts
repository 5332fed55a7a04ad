import type { ColumnType } from 'kysely';
import type { Id } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface AuditTables {
  audit_log: AuditLogTable;
}

export interface AuditLogTable {
  id: Id;
  staff_id: number | null;
  action: string;
  target: string | null;
  /** JSON of the record before and after the change (never a password or its hash). */
  before: string | null;
  after: string | null;
  ip: ColumnType<string, string | undefined, string>;
  /** The machine that made the move with the staff key ('staff-key'); null when a person did. */
  machine: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}
