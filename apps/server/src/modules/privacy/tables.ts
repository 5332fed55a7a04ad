import type { Id } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface PrivacyTables {
  privacy_consent: PrivacyConsentTable;
  retention_run: RetentionRunTable;
}

/** A visitor accepted this version of the privacy notice, at this time. */
export interface PrivacyConsentTable {
  id: Id;
  visitor_id: number;
  version: number;
  accepted_at: string;
}

/** When the retention purge is next due: the instance that moves `due_at` on runs it. */
export interface RetentionRunTable {
  job: string;
  due_at: string;
  ran_at: string | null;
  /** JSON of how many rows each kind of data lost in the last run. */
  result: string;
}
