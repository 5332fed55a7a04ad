import { z } from 'zod';
import { idField, idQuery, pageQuery } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';
import { priceInRm } from '../content/console-content.ts';

/**
 * Gift cards (issue 24, decision 042). A card is a code of 16 letters and digits, shown in groups
 * of four ("K7QM-3XPA-9D2F-HT4W"); typed with any case, spaces or dashes it is the same card. Where
 * the operator wants PINs, a card also has a PIN of 6 digits.
 */

/** The letters and digits a card's code is drawn from (no 0/O, 1/I/L: read aloud without doubt). */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

/** The code as stored and compared: no spaces or dashes, upper case. */
export function normaliseGiftCardCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** The code as shown: groups of four. */
export function showGiftCardCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/** What a card's statuses mean: usable, spent to nothing, past its date, voided by staff. */
export const GIFT_CARD_STATUSES = ['active', 'spent', 'expired', 'void'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** The ledger's kinds of entry: every change of a card's balance is one of them. */
export const GIFT_CARD_ENTRY_KINDS = [
  /** Issued: sold in the shop or given by staff (+). */
  'issue',
  /** Paid (part of) an order (−). */
  'redeem',
  /** A refund of an order it paid, given back to it (+). */
  'refund',
  /** An unpaid order it paid part of expired: that part comes back (+). */
  'release',
  /** Its date passed with money left (−). */
  'expire',
  /** Voided by staff, or refunded as a sale while unspent (−). */
  'void',
] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

/** Wrong card codes or PINs one visitor may try before waiting (`giftCardTooManyTries`). */
export const GIFT_CARD_WRONG_LIMIT = 10;

/** A card as the visitor types it: its code and, where cards have one, its PIN. */
export const giftCardInputSchema = z.object({
  code: z
    .string({ error: 'giftCardCodeRequired' })
    .max(64, { error: 'tooLong' })
    .transform(normaliseGiftCardCode)
    .refine((code) => code.length > 0, { error: 'giftCardCodeRequired' }),
  pin: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(12, { error: 'tooLong' })
    .optional()
    .default(''),
});
export type GiftCardInput = z.input<typeof giftCardInputSchema>;

/** Adding a card to My centre (or checking one at checkout): the card typed. */
export const addGiftCardBodySchema = giftCardInputSchema;
export type AddGiftCardBody = z.input<typeof addGiftCardBodySchema>;

/** A card as its holder or buyer sees it in My centre. */
export const giftCardSchema = z.object({
  id: z.number().int(),
  /** Shown in groups of four. */
  code: z.string(),
  /** Its PIN ('' for a card without one): the buyer sends it with the code. */
  pin: z.string(),
  /** What it was issued for, and what is left, in RM. */
  value: z.string(),
  balance: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  /** The attraction date after which it no longer pays. */
  expiresOn: z.string(),
  /**
   * `held`: in this visitor's wallet (added, or used at a checkout); `bought`: bought by this
   * visitor and not yet added by anyone (to send on); `given`: bought here and since added by
   * someone else.
   */
  mine: z.enum(['held', 'bought', 'given']),
  /** The shop order it was bought in ('' for one staff issued). */
  orderNo: z.string(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

/** One entry of a card's ledger, newest first in the console. */
export const giftCardEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(GIFT_CARD_ENTRY_KINDS),
  /** Signed, in RM ("-20.00" for a redemption). */
  amount: z.string(),
  balanceAfter: z.string(),
  orderNo: z.string(),
  note: z.string(),
  staff: z.string(),
  at: z.string(),
});
export type GiftCardEntry = z.infer<typeof giftCardEntrySchema>;

/** A card as staff see it in the console. */
export const consoleGiftCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  hasPin: z.boolean(),
  value: z.string(),
  balance: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  /** `sold` in the shop, `issued` by staff. */
  source: z.enum(['sold', 'issued']),
  orderNo: z.string(),
  /** Why staff issued or voided it ('' for a sold, active card). */
  reason: z.string(),
  /** Who holds it, masked (a phone's last digits, an e-mail's first letter and domain; '' while no one has added it). */
  holder: z.string(),
  createdAt: z.string(),
  expiresOn: z.string(),
});
export type ConsoleGiftCard = z.infer<typeof consoleGiftCardSchema>;

/** Gift-card money at a glance: what is out there still to spend is owed to card holders. */
export const giftCardTotalsSchema = z.object({
  /** Balances left on active cards: a liability until spent. */
  outstanding: z.string(),
  /** Issued in all, sold and by staff. */
  sold: z.string(),
  issued: z.string(),
  /** Spent on orders (less refunds back to cards). */
  redeemed: z.string(),
  /** Taken by expiry and voids. */
  expired: z.string(),
  activeCards: z.number().int(),
});
export type GiftCardTotals = z.infer<typeof giftCardTotalsSchema>;

export const consoleGiftCardListQuerySchema = z.object({
  /** A code (any case, spaces or dashes), an order number or a phone's last digits. */
  q: z.string().trim().max(64, { error: 'tooLong' }).optional().default(''),
  status: z.enum(GIFT_CARD_STATUSES, { error: 'invalidValue' }).optional(),
  page: pageQuery,
});
export type ConsoleGiftCardListQuery = z.input<typeof consoleGiftCardListQuerySchema>;

export const consoleGiftCardListSchema = z.object({
  rows: z.array(consoleGiftCardSchema),
  total: z.number().int(),
  totals: giftCardTotalsSchema,
});
export type ConsoleGiftCardList = z.infer<typeof consoleGiftCardListSchema>;

/** Why staff issue or void a card: plain text, required. */
const staffReason = z
  .string({ error: 'giftCardReasonRequired' })
  .trim()
  .min(3, { error: 'giftCardReasonRequired' })
  .max(200, { error: 'tooLong' })
  .refine(isPlainText, { error: 'textInvalidCharacters' });

/** Most one card may be issued for by staff, in RM. */
export const GIFT_CARD_MAX_RM = 5000;

/** A card staff issue (compensation, a prize): its amount and why. */
export const issueGiftCardBodySchema = z.object({
  amount: priceInRm.refine((value) => Number(value) >= 1 && Number(value) <= GIFT_CARD_MAX_RM, {
    error: 'giftCardAmountInvalid',
  }),
  reason: staffReason,
});
export type IssueGiftCardBody = z.input<typeof issueGiftCardBodySchema>;

/** A card just issued by staff: its PIN shows this once, to hand over with the code. */
export const issuedGiftCardSchema = z.object({ card: consoleGiftCardSchema, pin: z.string() });
export type IssuedGiftCard = z.infer<typeof issuedGiftCardSchema>;

export const voidGiftCardBodySchema = z.object({ id: idField, reason: staffReason });
export type VoidGiftCardBody = z.input<typeof voidGiftCardBodySchema>;

export const giftCardLedgerQuerySchema = z.object({ id: idQuery });
export const giftCardLedgerSchema = z.object({
  card: consoleGiftCardSchema,
  entries: z.array(giftCardEntrySchema),
});
export type GiftCardLedger = z.infer<typeof giftCardLedgerSchema>;

/** The operator's gift-card rules. */
export const giftCardSettingsSchema = z.object({
  /** Whether new cards get a PIN to type with the code. */
  pin: z.boolean({ error: 'invalidValue' }),
  /** How long a new card pays for, in months from its issue. */
  validityMonths: z
    .number({ error: 'giftCardValidityInvalid' })
    .int({ error: 'giftCardValidityInvalid' })
    .min(1, { error: 'giftCardValidityInvalid' })
    .max(120, { error: 'giftCardValidityInvalid' }),
});
export type GiftCardSettings = z.infer<typeof giftCardSettingsSchema>;
export const DEFAULT_GIFT_CARD_SETTINGS: GiftCardSettings = { pin: false, validityMonths: 36 };

/** The visitor's cards in My centre, those they hold first. */
export const myGiftCardsSchema = z.object({ list: z.array(giftCardSchema) });
export type MyGiftCards = z.infer<typeof myGiftCardsSchema>;
