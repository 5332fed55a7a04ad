import type { ColumnType, Selectable } from 'kysely';
import type { Id, LocalizedJson } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface AuthTables {
  area_code: AreaCodeTable;
  visitor: VisitorTable;
  login_code: LoginCodeTable;
  session: SessionTable;
}

export interface VisitorTable {
  id: Id;
  /** E.164 with its area code ("+60123456789"). */
  phone: string | null;
  email: string | null;
  google_sub: string | null;
  facebook_id: string | null;
  area_code: ColumnType<string, string | undefined, string>;
  nickname: ColumnType<string, string | undefined, string>;
  avatar: ColumnType<string, string | undefined, string>;
  created_at: string;
  last_login_at: string;
  /** When its holder closed the account: every contact is erased, the row stays for its orders. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoginCodeTable {
  id: Id;
  /** "phone:+60123456789" or "email:visitor@example.com". */
  destination: string;
  /** HMAC of the code with the app secret: a stolen table does not give codes away. */
  code_hash: string;
  ip: string;
  tries: ColumnType<number, number | undefined, number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionTable {
  id: Id;
  /** SHA-256 of the token: the token itself is only ever in the visitor's hands. */
  token_hash: string;
  visitor_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export type VisitorRow = Selectable<VisitorTable>;

export interface AreaCodeTable {
  id: Id;
  code: string;
  name: LocalizedJson;
  mainland: number;
  sort: number;
}
