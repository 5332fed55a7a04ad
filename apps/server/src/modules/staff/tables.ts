import type { ColumnType, Selectable } from 'kysely';
import type { Id } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface StaffTables {
  staff: StaffTable;
  staff_session: StaffSessionTable;
  staff_login_throttle: StaffLoginThrottleTable;
}

export interface StaffTable {
  id: Id;
  user_name: string;
  display_name: string;
  /** JSON array of StaffRole names. */
  roles: string;
  /** `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url): the parameters travel with the hash. */
  password_hash: string;
  password_change_required: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<number, number | undefined, number>;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Wrong passwords from one client address for one typed user name (decision 031). */
export interface StaffLoginThrottleTable {
  /** HMAC of the user name as typed (lower case): the name itself is never kept. */
  name_key: string;
  ip: string;
  /** Wrong passwords in a row from this address; a right one, or a quiet day, starts again. */
  failures: number;
  last_failed_at: string;
  /** Until when this address may not try this name again, or null. */
  locked_until: string | null;
}

export interface StaffSessionTable {
  id: Id;
  /** SHA-256 of the token: the token itself is only ever in the staff member's browser. */
  token_hash: string;
  staff_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export type StaffRow = Selectable<StaffTable>;
