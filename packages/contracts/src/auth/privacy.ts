import { z } from 'zod';
import { isPlainText } from '../common/text.ts';
import { priceInRm } from '../content/console-content.ts';
import { ORDER_KINDS } from '../orders/orders.ts';

/**
 * Personal data under Malaysia's PDPA 2010 as amended in 2024 (decision 045): the privacy notice a
 * visitor accepts (Notice and Choice), a copy of everything the park holds on them (access, and
 * portability since the amendment), correcting their details, closing the account, and how long
 * the park keeps what it no longer needs (Retention).
 */

/** Longest nickname, in characters. */
export const NICKNAME_MAX = 30;

/** Where the signed-in visitor stands with the privacy notice. */
export const privacyStatusSchema = z.object({
  /** The version published now; 0 while the park has published none. */
  version: z.number().int(),
  /** When that version was published (ISO time; '' while none is). */
  publishedAt: z.string(),
  /** The latest version this visitor accepted, and when; null before their first. */
  acceptedVersion: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
  /** True when a version is published that this visitor has not accepted yet. */
  needsAcceptance: z.boolean(),
});
export type PrivacyStatus = z.infer<typeof privacyStatusSchema>;

/** Accepting the version the visitor was shown (an older one is refused: 3090). */
export const privacyAcceptBodySchema = z.object({
  version: z
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(1_000_000, { error: 'invalidValue' }),
});
export type PrivacyAcceptBody = z.input<typeof privacyAcceptBodySchema>;

/** The details a visitor corrects themselves (a contact changes only with a code: see below). */
export const profileBodySchema = z.object({
  nickname: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(NICKNAME_MAX, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' }),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

const record = z.record(z.string(), z.unknown());

/**
 * Everything the park holds on the visitor, as one JSON document they download. Each list holds
 * only their own rows; codes of passes and gift cards are theirs, so they are included.
 */
export const personalDataSchema = z.object({
  format: z.literal('bukit-awan-personal-data/1'),
  exportedAt: z.string(),
  account: record,
  signIns: z.array(record),
  consents: z.array(record),
  orders: z.array(record),
  giftCards: z.array(record),
  reviews: z.array(record),
  messages: z.array(record),
  favourites: z.array(record),
  /** The e-invoices the visitor asked for, with the details they gave for them (decision 046). */
  eInvoices: z.array(record),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** What closing the account would do now: what blocks it, and what the visitor would lose. */
export const closePreviewSchema = z.object({
  /** Orders waiting for payment: while one is, the account cannot close (3092). */
  unpaidOrders: z.array(
    z.object({
      id: z.number().int(),
      orderNo: z.string(),
      kind: z.enum(ORDER_KINDS),
      expiresAt: z.string().nullable(),
    }),
  ),
  /** Cards the visitor holds with money on them: forfeited on closing. */
  giftCards: z.array(z.object({ code: z.string(), balance: z.string(), expiresOn: z.string() })),
  /** Their sum in RM: the visitor confirms this figure (`forfeit`). */
  forfeit: z.string(),
  /** Orders kept (with their payments, receipts and tax records) once the person is removed. */
  ordersKept: z.number().int(),
});
export type ClosePreview = z.infer<typeof closePreviewSchema>;

export const closeAccountBodySchema = z.object({
  /** The gift-card balance the visitor saw and accepts to lose ("0.00" with none); 3093 if it moved. */
  forfeit: priceInRm,
  confirm: z.literal(true, { error: 'invalidValue' }),
});
export type CloseAccountBody = z.input<typeof closeAccountBodySchema>;
export const closedAccountSchema = z.object({ closedAt: z.string() });

/** What the retention purge erases, each after its number of days (decision 045). */
export const RETENTION_KINDS = [
  /** Login codes (their destination and client address), once long past use. */
  'loginCodes',
  /** The text of e-mails and SMS in the outbox (the delivery record stays). */
  'outboxBodies',
  /** Client addresses: the audit log's, login codes', contact messages', staff lock-outs'. */
  'ipAddresses',
  /** The help centre's contact messages, open or handled. */
  'contactMessages',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** The longest period the operator may set: ten years. */
export const RETENTION_MAX_DAYS = 3650;

const retentionDays = z
  .number({ error: 'retentionDaysInvalid' })
  .int({ error: 'retentionDaysInvalid' })
  .min(1, { error: 'retentionDaysInvalid' })
  .max(RETENTION_MAX_DAYS, { error: 'retentionDaysInvalid' });

export const retentionSettingsSchema = z.object({
  loginCodes: retentionDays,
  outboxBodies: retentionDays,
  ipAddresses: retentionDays,
  contactMessages: retentionDays,
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** The defaults, documented in the README ("Personal data (PDPA)"). */
export const DEFAULT_RETENTION: RetentionSettings = {
  loginCodes: 30,
  outboxBodies: 90,
  ipAddresses: 180,
  contactMessages: 365,
};

/** The console's retention screen: the periods, and what the last run erased. */
export const retentionViewSchema = z.object({
  settings: retentionSettingsSchema,
  lastRun: z
    .object({
      at: z.string(),
      purged: z.record(z.string(), z.number().int()),
    })
    .nullable(),
  nextRunAt: z.string(),
});
export type RetentionView = z.infer<typeof retentionViewSchema>;
