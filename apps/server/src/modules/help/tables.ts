import type { ColumnType } from 'kysely';
import type { LocalizedJson } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface HelpTables {
  agreement: AgreementTable;
}

export interface AgreementTable {
  type: 'privacy' | 'terms';
  title: LocalizedJson;
  content: LocalizedJson;
  updated_at: string;
  /** Raised by a publish staff mark as a new version: visitors accept the privacy notice again. */
  version: ColumnType<number, number | undefined, number>;
}
