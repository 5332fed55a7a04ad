import type { OrderKind, OrderStatus, PaymentStatus } from '@scenic/contracts';
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
  scenery_favourite: SceneryFavouriteTable;
  camera: CameraTable;
  rain_day: RainDayTable;
  visitor: VisitorTable;
  login_code: LoginCodeTable;
  session: SessionTable;
  outbox: OutboxTable;
  contact_message: ContactMessageTable;
  ticket_variant: TicketVariantTable;
  ticket_slot: TicketSlotTable;
  ticket_day: TicketDayTable;
  ticket_slot_day: TicketSlotDayTable;
  orders: OrdersTable;
  pickup_counter: PickupCounterTable;
  order_line: OrderLineTable;
  payment: PaymentTable;
  payment_event: PaymentEventTable;
  refund: RefundTable;
  ticket_pass: TicketPassTable;
  comment: CommentTable;
  staff: StaffTable;
  staff_session: StaffSessionTable;
  staff_login_throttle: StaffLoginThrottleTable;
  audit_log: AuditLogTable;
}

export interface CommentTable {
  id: Id;
  visitor_id: number;
  order_id: number;
  goods_id: number;
  sku_id: number;
  /** The rated line's name (goods and options) as localized JSON. */
  spec: LocalizedJson;
  score: number;
  content: string;
  created_at: string;
  /** 1 when staff hid it: not shown, not in the good's average. */
  hidden: ColumnType<number, number | undefined, number>;
  /** The park's answer under the review, who gave it and when. */
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  replied_at: ColumnType<string | null, string | null | undefined, string | null>;
  replied_by: ColumnType<number | null, number | null | undefined, number | null>;
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
  description: ColumnType<string, string | undefined, string>;
  /** JSON array of LocalizedText. */
  notes: ColumnType<string, string | undefined, string>;
  /** JSON array of image addresses. */
  images: ColumnType<string, string | undefined, string>;
  /** Places per visit date unless the date's own row says otherwise. */
  daily_capacity: ColumnType<number, number | undefined, number>;
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
  /** Rentals: 'hour' or 'day' ('' for other kinds), at most rent_max of them, deposit per unit. */
  rent_unit: ColumnType<'' | 'hour' | 'day', '' | 'hour' | 'day' | undefined, '' | 'hour' | 'day'>;
  rent_max: ColumnType<number, number | undefined, number>;
  deposit_sen: ColumnType<number, number | undefined, number>;
  /** Food: where it is collected (localised JSON) and the kitchen's minutes. */
  pickup_point: ColumnType<string, string | undefined, string>;
  prep_minutes: ColumnType<number, number | undefined, number>;
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
  /** 1 once staff took the combination off its item while orders still name it: never sold again. */
  retired: ColumnType<number, number | undefined, number>;
}

export interface SceneryTable {
  id: Id;
  title: LocalizedJson;
  cover: string;
  price_sen: number;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
  /** Storage key of the private original; '' until it is stored. */
  original: ColumnType<string, string | undefined, string>;
  /** Public paths of the grid thumbnail and the watermarked preview. */
  thumb: ColumnType<string, string | undefined, string>;
  preview: ColumnType<string, string | undefined, string>;
  /** The original's size in pixels and bytes. */
  width: ColumnType<number, number | undefined, number>;
  height: ColumnType<number, number | undefined, number>;
  bytes: ColumnType<number, number | undefined, number>;
  /** Whether the thumbnail and preview of an uploaded original are made: processing, ready, failed. */
  state: ColumnType<
    'processing' | 'ready' | 'failed',
    'processing' | 'ready' | 'failed' | undefined,
    'processing' | 'ready' | 'failed'
  >;
  /** Why they could not be made (state failed); never a storage key or path. */
  failure: ColumnType<string, string | undefined, string>;
}

export interface CameraTable {
  id: Id;
  name: LocalizedJson;
  cover: string;
  /** Address of the HLS playlist (.m3u8). */
  stream: string;
  online: ColumnType<number, number | undefined, number>;
  sort: ColumnType<number, number | undefined, number>;
}

export interface SceneryFavouriteTable {
  visitor_id: number;
  scenery_id: number;
  created_at: string;
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
  /** The failure reason a gateway or mail server gave (never the message text). */
  error: string | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  /** The gateway's id of the message (Twilio's SM..., the SMTP Message-ID). */
  provider_message_id: string | null;
}

/** kept: only in this table (no gateway); then what the gateway said of it. */
export type OutboxStatus = 'kept' | 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';

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
  /** The staff member who marked it handled or replied (no foreign key: the account may go). */
  handled_by: number | null;
  /** The e-mail reply sent from the console, and when. */
  reply: string | null;
  replied_at: string | null;
}

export interface TicketVariantTable {
  id: Id;
  ticket_id: number;
  name: LocalizedJson;
  price_sen: number;
  sort: number;
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

export interface OrdersTable {
  id: Id;
  order_no: string;
  visitor_id: number;
  kind: OrderKind;
  status: OrderStatus;
  title: LocalizedJson;
  cover: ColumnType<string, string | undefined, string>;
  total_sen: number;
  quantity: number;
  ticket_id: number | null;
  visit_date: string | null;
  slot_id: number | null;
  slot_label: ColumnType<string, string | undefined, string>;
  note: ColumnType<string, string | undefined, string>;
  pay_method: ColumnType<string, string | undefined, string>;
  /** JSON of where a goods order goes ({type: 'pickup'} or an address); empty for tickets. */
  delivery: ColumnType<string, string | undefined, string>;
  /** A rental's unit, how many of them, its days and the deposit left at the counter. */
  rent_unit: ColumnType<string, string | undefined, string>;
  rent_periods: ColumnType<number, number | undefined, number>;
  rent_start: ColumnType<string | null, string | null | undefined, string | null>;
  rent_end: ColumnType<string | null, string | null | undefined, string | null>;
  deposit_sen: ColumnType<number, number | undefined, number>;
  /** Why the counter kept the deposit ('' when it was given back). */
  deposit_note: ColumnType<string, string | undefined, string>;
  /** A food order's pick-up number (given at payment), point and kitchen minutes. */
  pickup_no: ColumnType<string, string | undefined, string>;
  pickup_point: ColumnType<string, string | undefined, string>;
  prep_minutes: ColumnType<number, number | undefined, number>;
  /** The Idempotency-Key the visitor's app placed the order with, and a hash of what it asked; null without one. */
  request_key: ColumnType<string | null, string | null | undefined, never>;
  request_hash: ColumnType<string | null, string | null | undefined, never>;
  created_at: string;
  expires_at: string | null;
  paid_at: string | null;
  updated_at: string;
}

export interface OrderLineTable {
  id: Id;
  order_id: number;
  item_id: number;
  name: LocalizedJson;
  unit_price_sen: number;
  quantity: number;
  /** How many of `quantity` have been refunded. */
  refunded: ColumnType<number, number | undefined, number>;
}

export interface PaymentTable {
  id: Id;
  order_id: number;
  provider: string;
  /** The gateway's id of this payment (the sandbox's is a random, unguessable reference). */
  provider_ref: string;
  amount_sen: number;
  currency: ColumnType<string, string | undefined, string>;
  status: PaymentStatus;
  /** Money taken for an order that could no longer be fulfilled (expired first). */
  needs_refund: ColumnType<number, number | undefined, number>;
  /** How the visitor paid: `sandbox`, or the gateway's method (`card`, `fpx`, `grabpay`); '' until known. */
  method: ColumnType<string, string | undefined, string>;
  /** How much of `amount_sen` has been given back (refunds pending or done). */
  refunded_sen: ColumnType<number, number | undefined, number>;
  /** The gateway's id of the money taken (a Stripe PaymentIntent); '' for the sandbox. */
  gateway_id: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export interface RefundTable {
  id: Id;
  order_id: number;
  payment_id: number;
  amount_sen: number;
  provider: string;
  provider_ref: ColumnType<string, string | undefined, string>;
  status: RefundStatus;
  reason: ColumnType<string, string | undefined, string>;
  /** JSON [{lineId, quantity}]; [] for a payment refunded on its own (paid after expiry, twice). */
  lines: ColumnType<string, string | undefined, string>;
  staff_id: number | null;
  /** Why the gateway refused (never card details). */
  error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface PaymentEventTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: string;
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

export type Setting = Selectable<SettingTable>;
export type OrderRow = Selectable<OrdersTable>;
export type VisitorRow = Selectable<VisitorTable>;
export type NewBanner = Insertable<BannerTable>;
export type GoodsRow = Selectable<GoodsTable>;

export interface PickupCounterTable {
  /** The attraction's day, YYYY-MM-DD. */
  day: string;
  last: number;
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

export type StaffRow = Selectable<StaffTable>;
