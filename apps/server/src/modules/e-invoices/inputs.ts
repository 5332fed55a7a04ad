import type { EInvoiceRequest, EInvoiceSettings, TaxClass } from '@scenic/contracts';
import type { IssuedCreditNote, IssuedReceipt } from '#server/modules/receipts/for-e-invoices.ts';
import type { DocumentBody } from '#server/modules/receipts/issuing.ts';
import type { STATE_CODES, StateCode, TaxType } from '#server/providers/myinvois/codes.ts';
import type {
  Buyer,
  EInvoiceInput,
  EInvoiceLine,
  Supplier,
} from '#server/providers/myinvois/document-input.ts';

/**
 * Our receipts and credit notes in MyInvois's terms (decision 046). Every document is built again
 * from them when it is sent, so a correction (a setting, a buyer's detail) goes in a resubmission.
 */

/** How the tax work's classes are declared: service tax where a rate applies, else none. */
function taxTypeOf(taxClass: TaxClass, rate: number): TaxType {
  if (rate > 0 && (taxClass === 'food_drink' || taxClass === 'services')) return '02';
  return '06';
}

const percent = (hundredths: number) => hundredths / 100;
const english = (text: Partial<Record<string, string>>) =>
  text.en ?? text.ma ?? text.zh ?? Object.values(text)[0] ?? '';
const digitsOnly = (phone: string) => phone.replace(/[\s()-]/g, '');

/** The park as a receipt names it, with the e-invoicing settings for what receipts do not say. */
export function supplierOf(seller: DocumentBody['seller'], settings: EInvoiceSettings): Supplier {
  const address = english(seller.address);
  return {
    name: english(seller.company) || english(seller.park),
    tin: seller.tin,
    brn: seller.companyRegNo,
    sstNumber: seller.sstRegNo || 'NA',
    tourismTaxNumber: settings.tourismTaxNumber,
    msic: settings.msic,
    businessActivity: settings.businessActivity,
    ...(seller.email ? { email: seller.email } : {}),
    phone: digitsOnly(seller.phone),
    address: {
      lines: address ? [address.slice(0, 150)] : [],
      postcode: settings.postcode,
      city: settings.city,
      state: settings.state as StateCode,
      country: 'MYS',
    },
  };
}

/** What a visitor gave, as the e-invoice's buyer (LHDN's general TINs for one without a TIN). */
export type BuyerDetails = Omit<EInvoiceRequest, 'id'>;

export function buyerOf(details: BuyerDetails): Buyer {
  const generalTin = details.idType === 'PASSPORT' ? 'EI00000000020' : 'EI00000000010';
  const { address } = details;
  return {
    name: details.name,
    tin: details.tin || generalTin,
    idType: details.idType,
    idValue: details.idValue,
    email: details.email,
    phone: details.phone,
    address: {
      lines: [address.line1, ...(address.line2 ? [address.line2] : [])],
      ...(address.postcode ? { postcode: address.postcode } : {}),
      city: address.city,
      state: address.state as keyof typeof STATE_CODES,
      country: 'MYS',
    },
  };
}

interface TaxGroup {
  taxClass: TaxClass;
  rate: number;
  taxableSen: number;
  taxSen: number;
}

/** A receipt's taxes less those of its credit notes given, by class and rate (below zero when they gave back more). */
function netTaxes(receipt: IssuedReceipt, notes: readonly IssuedCreditNote[]): TaxGroup[] {
  const groups = receipt.body.taxes.map((tax) => ({ ...tax }));
  for (const note of notes) {
    for (const tax of note.body.taxes) {
      const group = groups.find((g) => g.taxClass === tax.taxClass && g.rate === tax.rate);
      if (group) {
        group.taxableSen -= tax.taxableSen;
        group.taxSen -= tax.taxSen;
      }
    }
  }
  return groups;
}

const sequenceOf = (number: string) => Number(/(\d+)$/.exec(number)?.[1] ?? Number.NaN);

/** Receipts in one line at most: LHDN lets consolidated lines name a range of receipts. */
const RECEIPTS_PER_LINE = 100;

/**
 * The month's consolidated e-invoice lines: the receipts' sales less the credit notes of the same
 * month, grouped by class and rate into ranges of consecutive receipts ("Receipts R-000101 to
 * R-000200"), so a busy month stays well under LHDN's 300 KB per document.
 */
export function consolidatedLines(
  receipts: readonly IssuedReceipt[],
  notes: readonly IssuedCreditNote[],
): EInvoiceLine[] {
  const lines: EInvoiceLine[] = [];
  type Run = { group: TaxGroup; first: string; last: string; lastSeq: number; count: number };
  const open = new Map<string, Run>();
  const close = (run: Run) => {
    const names =
      run.first === run.last ? `Receipt ${run.first}` : `Receipts ${run.first} to ${run.last}`;
    const rate = run.group.rate;
    lines.push({
      description: `${names} (${run.group.taxClass.replace('_', ' and ')})`,
      classification: '004',
      quantity: 1,
      unitPriceSen: run.group.taxableSen,
      taxType: taxTypeOf(run.group.taxClass, rate),
      ...(taxTypeOf(run.group.taxClass, rate) === '02' ? { taxRatePercent: percent(rate) } : {}),
      taxSen: taxTypeOf(run.group.taxClass, rate) === '02' ? run.group.taxSen : 0,
    });
  };
  /**
   * What credit notes gave back beyond a first receipt's sale (a moved ticket refunded at its new,
   * dearer price), by receipt id and class and rate: netted against its supplementary receipts.
   */
  const beyond = new Map<number, TaxGroup[]>();
  for (const receipt of receipts) {
    let groups: TaxGroup[];
    if (receipt.supplementOf === undefined) {
      const own = notes.filter((note) => note.receiptId === receipt.id);
      const netted = netTaxes(receipt, own);
      beyond.set(
        receipt.id,
        netted.filter((group) => group.taxableSen < 0 || group.taxSen < 0),
      );
      groups = netted.filter((group) => group.taxableSen > 0 || group.taxSen > 0);
    } else {
      const owed = beyond.get(receipt.supplementOf) ?? [];
      groups = receipt.body.taxes.map((tax) => {
        const group = { ...tax };
        const back = owed.find((g) => g.taxClass === tax.taxClass && g.rate === tax.rate);
        if (back) {
          const taxable = Math.min(group.taxableSen, -Math.min(0, back.taxableSen));
          const taxSen = Math.min(group.taxSen, -Math.min(0, back.taxSen));
          group.taxableSen -= taxable;
          group.taxSen -= taxSen;
          back.taxableSen += taxable;
          back.taxSen += taxSen;
        }
        return group;
      });
      groups = groups.filter((group) => group.taxableSen > 0 || group.taxSen > 0);
    }
    const seq = sequenceOf(receipt.number);
    for (const group of groups) {
      const key = `${group.taxClass}:${group.rate}`;
      const run = open.get(key);
      if (run && run.lastSeq + 1 === seq && run.count < RECEIPTS_PER_LINE) {
        run.group.taxableSen += group.taxableSen;
        run.group.taxSen += group.taxSen;
        run.last = receipt.number;
        run.lastSeq = seq;
        run.count += 1;
      } else {
        if (run) close(run);
        open.set(key, {
          group: { ...group },
          first: receipt.number,
          last: receipt.number,
          lastSeq: seq,
          count: 1,
        });
      }
    }
  }
  for (const run of open.values()) close(run);
  return lines;
}

/** A receipt's (or credit note's) own lines, for an individual e-invoice or a note. */
export function documentLines(body: DocumentBody): EInvoiceLine[] {
  return body.lines
    .filter((line) => line.quantity > 0)
    .map((line) => {
      const type = taxTypeOf(line.taxClass, line.rate);
      const even = line.netSen % line.quantity === 0;
      return {
        description: english(JSON.parse(line.name) as Record<string, string>).slice(0, 300),
        classification: '022',
        quantity: even ? line.quantity : 1,
        unitPriceSen: even ? line.netSen / line.quantity : line.netSen,
        taxType: type,
        ...(type === '02' ? { taxRatePercent: percent(line.rate) } : {}),
        taxSen: type === '02' ? line.lineTaxSen : 0,
      };
    });
}

export function consolidatedInput(args: {
  number: string;
  issuedAt: Date;
  supplier: Supplier;
  period: { start: string; end: string };
  lines: EInvoiceLine[];
}): EInvoiceInput {
  return {
    kind: 'invoice',
    number: args.number,
    issuedAt: args.issuedAt,
    supplier: args.supplier,
    buyer: 'general-public',
    billingPeriod: { ...args.period, frequency: 'Monthly' },
    lines: args.lines,
  };
}
