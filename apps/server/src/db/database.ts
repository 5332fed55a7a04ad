import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The whole schema as Kysely sees it. Portable across SQLite and PostgreSQL: timestamps are ISO-8601
 * UTC text, calendar dates YYYY-MM-DD text, localized text and structured content JSON text,
 * money integer sen (docs/decisions/002-portable-schema.md).
 */
export interface Database {
  setting: SettingTable;
  banner: BannerTable;
  notice: NoticeTable;
  area_code: AreaCodeTable;
  agreement: AgreementTable;
  ticket: TicketTable;
  goods_type: GoodsTypeTable;
  goods: GoodsTable;
  goods_spec: GoodsSpecTable;
  goods_spec_option: GoodsSpecOptionTable;
  goods_sku: GoodsSkuTable;
  scenery: SceneryTable;
  rain_day: RainDayTable;
  visitor: VisitorTable;
  login_code: LoginCodeTable;
  session: SessionTable;
  outbox: OutboxTable;
  contact_message: ContactMessageTable;
}

type Id = Generated<number>;
/** JSON of a `LocalizedText` ({zh, en, ma}). */
type LocalizedJson = string;

export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface BannerTable {
  id: Id;
  slot: 'home' | 'homeCenter';
  type: number;
  cover: string;
  content: string;
  title: LocalizedJson;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
}

export interface NoticeTable {
  id: Id;
  text: LocalizedJson;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
}

export interface AreaCodeTable {
  id: Id;
  code: string;
  name: LocalizedJson;
  mainland: number;
  sort: number;
}

export interface AgreementTable {
  type: 'privacy' | 'terms';
  title: LocalizedJson;
  content: LocalizedJson;
  updated_at: string;
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
}

export interface GoodsTypeTable {
  id: Id;
  kind: 'store' | 'hire' | 'food';
  name: LocalizedJson;
  sort: number;
}

export interface GoodsTable {
  id: Id;
  kind: 'store' | 'hire' | 'food';
  type_id: number;
  name: LocalizedJson;
  intro: LocalizedJson;
  description: LocalizedJson;
  cover: string;
  /** JSON array of image addresses. */
  images: string;
  /** Average rating times ten (4.8 → 48), kept exact. */
  score_tenths: number;
  sales: number;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
}

export interface GoodsSpecTable {
  id: Id;
  goods_id: number;
  name: LocalizedJson;
  sort: number;
}

export interface GoodsSpecOptionTable {
  id: Id;
  spec_id: number;
  name: LocalizedJson;
  sort: number;
}

export interface GoodsSkuTable {
  id: Id;
  goods_id: number;
  /** The chosen option id of each spec, ascending, comma-separated ("3,7"); one SKU per combination. */
  option_ids: string;
  price_sen: number;
  stock: number;
}

export interface SceneryTable {
  id: Id;
  title: LocalizedJson;
  cover: string;
  price_sen: number;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
}

export interface RainDayTable {
  date: string;
  note: string;
  created_at: string;
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

export interface OutboxTable {
  id: Id;
  channel: 'sms' | 'email';
  recipient: string;
  subject: ColumnType<string, string | undefined, string>;
  body: string;
  html: string | null;
  purpose: string;
  provider: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

export interface ContactMessageTable {
  id: Id;
  visitor_id: number | null;
  name: string;
  phone: string;
  email: string;
  content: string;
  ip: string;
  created_at: string;
  handled_at: string | null;
}

export type Setting = Selectable<SettingTable>;
export type VisitorRow = Selectable<VisitorTable>;
export type NewBanner = Insertable<BannerTable>;
export type GoodsRow = Selectable<GoodsTable>;
