import type { Kysely } from 'kysely';
import type { AuditTables } from '#server/modules/audit/tables.ts';
import type { AuthTables } from '#server/modules/auth/tables.ts';
import type { CamerasTables } from '#server/modules/cameras/tables.ts';
import type { CatalogueTables } from '#server/modules/catalogue/tables.ts';
import type { CommentsTables } from '#server/modules/comments/tables.ts';
import type { ContactTables } from '#server/modules/contact/tables.ts';
import type { EInvoicesTables } from '#server/modules/e-invoices/tables.ts';
import type { GiftCardsTables } from '#server/modules/gift-cards/tables.ts';
import type { GoodsOrdersTables } from '#server/modules/goods-orders/tables.ts';
import type { HelpTables } from '#server/modules/help/tables.ts';
import type { HomeTables } from '#server/modules/home/tables.ts';
import type { OrdersTables } from '#server/modules/orders/tables.ts';
import type { PaymentsTables } from '#server/modules/payments/tables.ts';
import type { PrivacyTables } from '#server/modules/privacy/tables.ts';
import type { PromotionsTables } from '#server/modules/promotions/tables.ts';
import type { ReceiptsTables } from '#server/modules/receipts/tables.ts';
import type { SceneryTables } from '#server/modules/scenery/tables.ts';
import type { SettingsTables } from '#server/modules/settings/tables.ts';
import type { StaffTables } from '#server/modules/staff/tables.ts';
import type { TicketsTables } from '#server/modules/tickets/tables.ts';
import type { WeatherTables } from '#server/modules/weather/tables.ts';
import type { MessagingTables } from '#server/providers/messaging/tables.ts';

/**
 * The whole schema as Kysely sees it, composed of the tables each module owns (its `tables.ts`). Portable across SQLite and PostgreSQL: timestamps are ISO-8601
 * UTC text, calendar dates YYYY-MM-DD text, localized text and structured content JSON text,
 * money integer sen (docs/decisions/002-portable-schema.md).
 */
export interface Database
  extends AuditTables,
    AuthTables,
    CamerasTables,
    CatalogueTables,
    CommentsTables,
    ContactTables,
    GiftCardsTables,
    HelpTables,
    HomeTables,
    SettingsTables,
    WeatherTables,
    GoodsOrdersTables,
    MessagingTables,
    OrdersTables,
    PaymentsTables,
    PromotionsTables,
    SceneryTables,
    StaffTables,
    TicketsTables,
    ReceiptsTables,
    PrivacyTables,
    EInvoicesTables {}

/**
 * The one handle every module queries through: the database itself or a transaction on it (a
 * Kysely transaction is a Kysely instance). A function that must run inside a transaction takes
 * `Transaction<Database>` instead.
 */
export type Db = Kysely<Database>;
