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
}
