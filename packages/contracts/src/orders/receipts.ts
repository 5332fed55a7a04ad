import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { idField, idQuery } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';
import { ORDER_KINDS, type OrderKind } from './orders.ts';

/**
 * Receipts, credit notes and the taxes on them (issue 25, decision 044). Money is integer sen on
 * the server and RM strings on the wire; a rate is a percentage with at most two decimals ("6",
 * "8.00", "25"), kept on the server in hundredths of a percent (600 is 6%).
 */

/**
 * What a sold item is taxed as: service tax on food and drink, service tax on other services,
 * entertainment duty, or nothing (exempt; also every gift card at sale, taxed when spent).
 */
export const TAX_CLASSES = ['food_drink', 'services', 'entertainment', 'exempt'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** The classes that carry a rate ("exempt" is always 0%). */
export const RATED_TAX_CLASSES = ['food_drink', 'services', 'entertainment'] as const;
export type RatedTaxClass = (typeof RATED_TAX_CLASSES)[number];

/** What each kind of order's items are taxed as, unless the operator sets an item otherwise. */
export const DEFAULT_KIND_TAX_CLASSES: Record<OrderKind, TaxClass> = {
  ticket: 'entertainment',
  food: 'food_drink',
  rental: 'services',
  shop: 'exempt',
  image: 'exempt',
};

/** How many items may be taxed otherwise than their kind. */
export const MAX_TAX_ITEMS = 500;

/** A rate as staff type it: a percentage from 0 to 100 with at most two decimals. */
export const taxRateText = z
  .string({ error: 'taxRateInvalid' })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'taxRateInvalid' })
  .refine((rate) => Number(rate) <= 100, { error: 'taxRateInvalid' });

/** A rate in hundredths of a percent (600) as the wire shows it ("6.00"). */
export function rateToText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A rate typed by staff ("6", "8.5") in hundredths of a percent (600, 850). */
export function rateFromText(rate: string): number {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A registration number as the authorities write it (company "202301012345" or "123456-A", SST
 * "W10-1808-31012345", TIN "C12345678010"): letters, digits, spaces, dashes, dots, slashes and
 * brackets; '' while the operator has not filled it in.
 */
const registrationNumber = z
  .string({ error: 'registrationNumberInvalid' })
  .trim()
  .max(40, { error: 'tooLong' })
  .regex(/^[A-Za-z0-9 ()./-]*$/, { error: 'registrationNumberInvalid' })
  .refine(isPlainText, { error: 'textInvalidCharacters' });

/** The numbers every receipt shows under the park's name. */
export const registrationNumbersSchema = z.object({
  /** The company's registration number (SSM). */
  companyRegNo: registrationNumber,
  /** The service tax (SST) registration number. */
  sstRegNo: registrationNumber,
  /** The tax identification number (TIN). */
  tin: registrationNumber,
});
export type RegistrationNumbers = z.infer<typeof registrationNumbersSchema>;

/** One item taxed otherwise than its kind: a ticket, a good (shop, food, rental) or a photo. */
export const taxItemSchema = z.object({
  kind: z.enum(ORDER_KINDS, { error: 'invalidValue' }),
  /** The ticket's, the good's or the photo's id (not a ticket type's or a combination's). */
  itemId: idField,
  taxClass: z.enum(TAX_CLASSES, { error: 'invalidValue' }),
});
export type TaxItem = z.infer<typeof taxItemSchema>;

const taxClassField = z.enum(TAX_CLASSES, { error: 'invalidValue' });

/** The operator's tax settings (console, admins, audited). */
export const taxSettingsSchema = z
  .object({
    /** Whether the prices visitors see include the tax (the tax is then part of them). */
    pricesIncludeTax: z.boolean({ error: 'invalidValue' }),
    /** What each kind's items are taxed as. */
    kindClasses: z.object({
      ticket: taxClassField,
      shop: taxClassField,
      food: taxClassField,
      image: taxClassField,
      rental: taxClassField,
    }) satisfies z.ZodType<Record<OrderKind, TaxClass>>,
    /** Items taxed otherwise than their kind. */
    items: z.array(taxItemSchema).max(MAX_TAX_ITEMS, { error: 'invalidValue' }),
    registration: registrationNumbersSchema,
  })
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.items.forEach((item, index) => {
      const key = `${item.kind}:${item.itemId}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['items', index] });
      }
      seen.add(key);
    });
  });
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  pricesIncludeTax: true,
  kindClasses: DEFAULT_KIND_TAX_CLASSES,
  items: [],
  registration: { companyRegNo: '', sstRegNo: '', tin: '' },
};

/** A rate of a class from a day on (until the next rate of the class starts). */
export const taxRateSchema = z.object({
  id: z.number().int(),
  taxClass: z.enum(RATED_TAX_CLASSES),
  /** Percent, two decimals ("6.00"). */
  rate: z.string(),
  /** The first day it applies, on the park's calendar. */
  from: z.string(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/** The tax settings screen: the settings, every rate, and the park's today. */
export const consoleTaxSettingsSchema = z.object({
  settings: taxSettingsSchema,
  rates: z.array(taxRateSchema),
  today: z.string(),
});
export type ConsoleTaxSettings = z.infer<typeof consoleTaxSettingsSchema>;

/** A new rate of a class from a day (today or later: a receipt never changes). */
export const addTaxRateBodySchema = z.object({
  taxClass: z.enum(RATED_TAX_CLASSES, { error: 'invalidValue' }),
  rate: taxRateText,
  from: calendarDate,
});
export type AddTaxRateBody = z.input<typeof addTaxRateBodySchema>;

export const removeTaxRateBodySchema = z.object({ id: idField });

/** One line of a receipt or a credit note. */
export const receiptLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** What one unit cost, tax included, after a promotion code. */
  unitPrice: z.string(),
  taxClass: z.enum(TAX_CLASSES),
  /** Percent ("6.00"); "0.00" for exempt lines. */
  rate: z.string(),
  /** The line's tax, and its amount without and with it. */
  tax: z.string(),
  net: z.string(),
  amount: z.string(),
  /** A gift card sold: not taxed now, taxed as what it pays for when spent (decision 042). */
  giftCard: z.boolean(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** The tax of one class and rate over a document's lines. */
export const receiptTaxSchema = z.object({
  taxClass: z.enum(TAX_CLASSES),
  rate: z.string(),
  /** What it was charged on (the lines' amounts without tax), and the tax. */
  taxable: z.string(),
  tax: z.string(),
});
export type ReceiptTax = z.infer<typeof receiptTaxSchema>;

/** Who sold: the park and the company behind it, as they stood when the document was issued. */
export const receiptSellerSchema = z.object({
  park: z.string(),
  company: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  companyRegNo: z.string(),
  sstRegNo: z.string(),
  tin: z.string(),
});
export type ReceiptSeller = z.infer<typeof receiptSellerSchema>;

/** What a receipt and a credit note both show. */
const taxDocument = {
  id: z.number().int(),
  /** Receipts "R-000123", credit notes "CN-000045": each its own gap-free series. */
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  seller: receiptSellerSchema,
  pricesIncludeTax: z.boolean(),
  lines: z.array(receiptLineSchema),
  /** The lines without tax, each class's tax, and what was paid (or given back) in all. */
  subtotal: z.string(),
  taxes: z.array(receiptTaxSchema),
  total: z.string(),
};

export const receiptSchema = z.object({
  ...taxDocument,
  type: z.literal('receipt'),
  paidAt: z.string(),
  /** The promotion code and what it took off before tax (already in the lines); null without one. */
  discount: z.object({ code: z.string(), amount: z.string() }).nullable(),
  /** How it was paid: a gift card's part, then the rest (the order's `paidBy`). */
  paidBy: z.array(z.object({ method: z.string(), amount: z.string() })),
  /**
   * A supplementary receipt: the difference paid for moving the visit from one date to another
   * (YYYY-MM-DD), and the order's first receipt. Absent on an order's first receipt.
   */
  dateChange: z.object({ from: z.string(), to: z.string() }).optional(),
  receiptNumber: z.string().optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const creditNoteSchema = z.object({
  ...taxDocument,
  type: z.literal('credit_note'),
  /** The receipt it corrects. */
  receiptNumber: z.string(),
  /** Why it was given back, as staff typed it. */
  reason: z.string(),
  /** A cheaper date's difference given back: the visit moved from one date to another. */
  dateChange: z.object({ from: z.string(), to: z.string() }).optional(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/**
 * An order's receipt, its supplementary receipts (a date change's difference paid later) and the
 * credit notes of its refunds, oldest first.
 */
export const orderReceiptsSchema = z.object({
  receipt: receiptSchema,
  supplementaryReceipts: z.array(receiptSchema),
  creditNotes: z.array(creditNoteSchema),
});
export type OrderReceipts = z.infer<typeof orderReceiptsSchema>;

export const receiptQuerySchema = z.object({ id: idQuery });

/**
 * A PDF of an order's receipt, or (with `note`) of one of its credit notes, or (with `supplement`)
 * of one of its supplementary receipts.
 */
export const receiptPdfQuerySchema = z.object({
  id: idQuery,
  note: idQuery.optional(),
  supplement: idQuery.optional(),
});
