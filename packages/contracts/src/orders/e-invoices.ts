import { z } from 'zod';
import { idField, idQuery, wholeNumberQuery } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';

/**
 * MyInvois e-invoices (issue 25, decision 046): the visitor's request for an e-invoice of their
 * own paid order, its state, and the console's list and settings.
 */

/** A Malaysian TIN: IG and 9 to 11 digits (individual), or one or two letters and digits. */
export const MALAYSIAN_TIN = /^(?:IG\d{9,11}|[A-Z]{1,2}\d{8,12})$/;
export const NRIC_NUMBER = /^\d{12}$/;
export const PASSPORT_NUMBER = /^[A-Z0-9]{1,12}$/;

/** Malaysian states and federal territories as LHDN codes them (01 Johor ... 16 Putrajaya). */
export const E_INVOICE_STATES = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
] as const;

const text = (max: number, required = 'invalidValue') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: 'tooLong' })
    .refine(isPlainText, { error: 'textInvalidCharacters' });

const upper = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

export const eInvoiceRequestSchema = z
  .object({
    /** The visitor's paid order. */
    id: idField,
    name: text(300, 'nameRequired'),
    /** Their TIN; without one, an NRIC or passport number is enough (LHDN's general TIN is used). */
    tin: z
      .string({ error: 'eInvoiceTinFormat' })
      .transform(upper)
      .refine((tin) => tin === '' || MALAYSIAN_TIN.test(tin), { error: 'eInvoiceTinFormat' })
      .optional(),
    idType: z.enum(['NRIC', 'PASSPORT', 'BRN'], { error: 'invalidValue' }),
    idValue: z.string({ error: 'eInvoiceIdentityRequired' }).transform(upper),
    email: z.email({ error: 'emailFormat' }).max(320, { error: 'tooLong' }),
    phone: z
      .string({ error: 'phoneRequired' })
      .transform((phone) => phone.replace(/[\s-]/g, ''))
      .refine((phone) => /^\+?\d{7,19}$/.test(phone), { error: 'phoneFormat' }),
    address: z.object(
      {
        line1: text(150, 'eInvoiceAddressRequired'),
        line2: text(150).optional(),
        postcode: z
          .string({ error: 'invalidValue' })
          .regex(/^\d{5}$/, { error: 'invalidValue' })
          .optional(),
        city: text(50, 'eInvoiceAddressRequired'),
        state: z.enum(E_INVOICE_STATES, { error: 'eInvoiceAddressRequired' }),
      },
      { error: 'eInvoiceAddressRequired' },
    ),
  })
  .superRefine((request, ctx) => {
    const { idType, idValue } = request;
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['idValue'] });
    if (idValue === '') return fail('eInvoiceIdentityRequired');
    if (idType === 'NRIC' && !NRIC_NUMBER.test(idValue)) fail('eInvoiceNricFormat');
    if (idType === 'PASSPORT' && !PASSPORT_NUMBER.test(idValue)) fail('eInvoicePassportFormat');
    if (idType === 'BRN' && !/^\d{12}$/.test(idValue)) fail('invalidValue');
    if (idType === 'BRN' && !request.tin) {
      ctx.addIssue({ code: 'custom', message: 'eInvoiceTinFormat', path: ['tin'] });
    }
  });
export type EInvoiceRequest = z.infer<typeof eInvoiceRequestSchema>;

export const E_INVOICE_STATUSES = ['queued', 'submitted', 'valid', 'invalid', 'cancelled'] as const;
export type EInvoiceState = (typeof E_INVOICE_STATUSES)[number];

/** The state of a visitor's order as to e-invoices, for the receipt page. */
export const orderEInvoiceSchema = z.object({
  /** Whether the park issues e-invoices at all. */
  enabled: z.boolean(),
  /** The sale's month has closed: it is in that month's consolidated e-invoice. */
  monthClosed: z.boolean(),
  /** The month of the sale (YYYY-MM). */
  month: z.string(),
  /** The e-invoice of this order, once asked for. */
  document: z
    .object({
      number: z.string(),
      status: z.enum(E_INVOICE_STATUSES),
      /** The public MyInvois link its QR code carries, once valid. */
      validationLink: z.string().nullable(),
    })
    .nullable(),
});
export type OrderEInvoice = z.infer<typeof orderEInvoiceSchema>;

export const orderEInvoiceQuerySchema = z.object({ id: idQuery });

export const E_INVOICE_KINDS = [
  'invoice_consolidated',
  'invoice_individual',
  'credit_note',
  'refund_note',
] as const;

/** One document in the console's list. */
export const consoleEInvoiceSchema = z.object({
  id: z.number(),
  kind: z.enum(E_INVOICE_KINDS),
  number: z.string(),
  /** YYYY-MM of a consolidated e-invoice. */
  period: z.string().nullable(),
  orderId: z.number().nullable(),
  status: z.enum(E_INVOICE_STATUSES),
  uuid: z.string().nullable(),
  /** LHDN's reasons for an invalid one, or the last failure while sending. */
  errors: z.array(z.string()),
  attempts: z.number(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  validatedAt: z.string().nullable(),
  validationLink: z.string().nullable(),
});
export type ConsoleEInvoice = z.infer<typeof consoleEInvoiceSchema>;

export const consoleEInvoiceListQuerySchema = z.object({
  status: z.enum(E_INVOICE_STATUSES, { error: 'invalidValue' }).optional(),
  page: wholeNumberQuery(1, 100_000).default(1),
  pageSize: wholeNumberQuery(1, 100).default(20),
});

export const consoleEInvoiceListSchema = z.object({
  items: z.array(consoleEInvoiceSchema),
  total: z.number(),
});

export const eInvoiceIdBodySchema = z.object({ id: idField });

export const eInvoiceCancelBodySchema = z.object({
  id: idField,
  reason: text(300),
});

/**
 * The operator's e-invoicing settings (admins, audited). Off by default: a park below the
 * RM 1 million threshold need not e-invoice yet. The name, TIN, company and SST numbers come from
 * the receipts' registration numbers.
 */
export const eInvoiceSettingsSchema = z.object({
  enabled: z.boolean({ error: 'invalidValue' }),
  /** 5-digit MSIC code of the business activity (93210: amusement and theme parks). */
  msic: z.string({ error: 'invalidValue' }).regex(/^\d{5}$/, { error: 'invalidValue' }),
  businessActivity: text(300),
  /** The park's address as LHDN codes it. */
  state: z.enum(E_INVOICE_STATES, { error: 'invalidValue' }),
  city: text(50),
  postcode: z.string({ error: 'invalidValue' }).regex(/^\d{5}$/, { error: 'invalidValue' }),
  /** Tourism tax registration number, "NA" when not registered. */
  tourismTaxNumber: text(40),
});
export type EInvoiceSettings = z.infer<typeof eInvoiceSettingsSchema>;

export const DEFAULT_E_INVOICE_SETTINGS: EInvoiceSettings = {
  enabled: false,
  msic: '93210',
  businessActivity: 'Activities of amusement parks and theme parks',
  state: '14',
  city: 'Kuala Lumpur',
  postcode: '50000',
  tourismTaxNumber: 'NA',
};

/** The settings as the console shows them, with whether MyInvois credentials are configured. */
export const consoleEInvoiceSettingsSchema = z.object({
  settings: eInvoiceSettingsSchema,
  /** The server has MyInvois credentials and a signing certificate (environment). */
  connected: z.boolean(),
});
