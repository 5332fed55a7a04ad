import type { DocumentKind, StateCode, TaxType } from './codes.ts';

/**
 * What an e-invoice says, in our terms: money in integer sen, times as instants. `document.ts`
 * turns it into LHDN's JSON UBL; the receipts and tax work fills it from paid orders.
 */
export interface EInvoiceInput {
  kind: DocumentKind;
  /** Our document number: the e-invoice's ID, its `codeNumber`, and the idempotency key. Max 50. */
  number: string;
  /** When it is issued; LHDN wants the current date and time, sent in UTC. */
  issuedAt: Date;
  supplier: Supplier;
  /** A named buyer, or the general public for a consolidated e-invoice. */
  buyer: Buyer | 'general-public';
  lines: EInvoiceLine[];
  /** The period a consolidated (monthly) e-invoice covers, as dates (YYYY-MM-DD). */
  billingPeriod?: { start: string; end: string; frequency?: string } | undefined;
  /** For a credit or refund note: the e-invoice it adjusts, by our number and LHDN's UUID. */
  original?: { number: string; uuid: string } | undefined;
  /** LHDN payment mode code (01 cash, 03 card, 04 bank transfer, 08 e-wallet...), when known. */
  paymentMode?: string | undefined;
}

export interface Address {
  /** One to three lines; the first is mandatory. */
  lines: string[];
  postcode?: string | undefined;
  city: string;
  state: StateCode;
  /** ISO 3166-1 alpha-3; MYS for Malaysia. */
  country: string;
}

export interface Supplier {
  name: string;
  tin: string;
  /** Business registration number (SSM): 12 digits since 2019. */
  brn: string;
  /** SST registration number(s), up to two separated by ';'; "NA" when not registered. */
  sstNumber?: string | undefined;
  /** Tourism tax registration number; "NA" when not registered. */
  tourismTaxNumber?: string | undefined;
  /** 5-digit MSIC code of the business activity (93210: amusement and theme parks). */
  msic: string;
  businessActivity: string;
  email?: string | undefined;
  phone: string;
  address: Address;
}

export interface Buyer {
  name: string;
  tin: string;
  /** How the buyer is registered: a business (BRN), a Malaysian (NRIC), a foreigner (PASSPORT). */
  idType: 'BRN' | 'NRIC' | 'PASSPORT' | 'ARMY';
  idValue: string;
  sstNumber?: string | undefined;
  email?: string | undefined;
  phone: string;
  address: Address;
}

export interface EInvoiceLine {
  description: string;
  /** LHDN classification code (3 digits); 004 on a consolidated e-invoice. */
  classification: string;
  quantity: number;
  /** UN/ECE unit code; C62 ("one") when not given. */
  unitCode?: string | undefined;
  unitPriceSen: number;
  /** Taken off this line before tax (a promotion code), with why. */
  discountSen?: number | undefined;
  discountReason?: string | undefined;
  taxType: TaxType;
  /** Percent rate as computed by the tax work (6, 8); absent for no tax. */
  taxRatePercent?: number | undefined;
  taxSen: number;
  /** Why no tax is charged, when the tax type is E (exempt). */
  exemptionReason?: string | undefined;
}

/** One thing wrong with an input: where, and what is wrong there, in words an operator can act on. */
export interface InputProblem {
  path: string;
  problem: string;
}

export class EInvoiceInputError extends Error {
  override name = 'EInvoiceInputError';
  readonly problems: InputProblem[];
  constructor(problems: InputProblem[]) {
    super(
      `The e-invoice cannot be made: ${problems.map((p) => `${p.path} ${p.problem}`).join('; ')}`,
    );
    this.problems = problems;
  }
}
