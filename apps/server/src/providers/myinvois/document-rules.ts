import { STATE_CODES, TAX_TYPES } from './codes.ts';
import type { Address, Buyer, EInvoiceInput, InputProblem, Supplier } from './document-input.ts';

/**
 * The shapes LHDN's validator holds fields to (the SDK's field tables and validation rules). These
 * catch a missing or mistyped field before submission; they do not prove a TIN is registered.
 */
const TIN = /^(?:IG\d{9,11}|EI\d{11}|[A-Z]{1,2}\d{8,12})$/;
const BRN = /^(?:\d{12}|\d{1,7}-[A-Z])$/;
const NRIC = /^\d{12}$/;
const PASSPORT = /^[A-Z0-9]{1,12}$/;
const MSIC = /^\d{5}$/;
const SST = /^(?:NA|[A-Z0-9-]{1,17}(?:;[A-Z0-9-]{1,17})?)$/;
const TOURISM_TAX = /^(?:NA|[A-Z0-9-]{1,17})$/;
const PHONE = /^\+?\d{7,19}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COUNTRY = /^[A-Z]{3}$/;
const CLASSIFICATION = /^\d{3}$/;
const LHDN_UUID = /^[A-Z0-9]{26}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Check = (problems: InputProblem[], path: string, value: unknown) => void;

const text =
  (max: number): Check =>
  (problems, path, value) => {
    if (typeof value !== 'string' || value.trim() === '')
      problems.push({ path, problem: 'is missing' });
    else if (value.length > max)
      problems.push({ path, problem: `is longer than ${max} characters` });
  };

const pattern =
  (shape: RegExp, looksLike: string, max = 320): Check =>
  (problems, path, value) => {
    if (typeof value !== 'string' || value.trim() === '')
      problems.push({ path, problem: 'is missing' });
    else if (value.length > max || !shape.test(value))
      problems.push({ path, problem: `should look like ${looksLike}` });
  };

const optional =
  (check: Check): Check =>
  (problems, path, value) => {
    if (value !== undefined && value !== '') check(problems, path, value);
  };

const sen: Check = (problems, path, value) => {
  if (!Number.isSafeInteger(value) || (value as number) < 0)
    problems.push({ path, problem: 'should be a whole, non-negative number of sen' });
};

function checkAddress(problems: InputProblem[], path: string, address: Address | undefined) {
  if (!address) return problems.push({ path, problem: 'is missing' });
  if (!Array.isArray(address.lines) || address.lines.length < 1 || address.lines.length > 3)
    problems.push({ path: `${path}.lines`, problem: 'should have one to three lines' });
  else {
    address.lines.forEach((line, i) => {
      text(150)(problems, `${path}.lines[${i}]`, line);
    });
  }
  optional(text(50))(problems, `${path}.postcode`, address.postcode);
  text(50)(problems, `${path}.city`, address.city);
  if (!(address.state in STATE_CODES))
    problems.push({ path: `${path}.state`, problem: 'should be a state code from 01 to 17' });
  pattern(COUNTRY, 'MYS (3 capital letters)')(problems, `${path}.country`, address.country);
}

function checkSupplier(problems: InputProblem[], supplier: Supplier | undefined) {
  if (!supplier) return problems.push({ path: 'supplier', problem: 'is missing' });
  text(300)(problems, 'supplier.name', supplier.name);
  pattern(TIN, 'C1234567890 or IG12345678901', 14)(problems, 'supplier.tin', supplier.tin);
  pattern(BRN, '202001234567 (12 digits)', 20)(problems, 'supplier.brn', supplier.brn);
  optional(pattern(SST, 'W10-1808-32000001 or NA', 35))(
    problems,
    'supplier.sstNumber',
    supplier.sstNumber,
  );
  optional(pattern(TOURISM_TAX, '123-4567-89012345 or NA', 17))(
    problems,
    'supplier.tourismTaxNumber',
    supplier.tourismTaxNumber,
  );
  pattern(MSIC, '93210 (5 digits)', 5)(problems, 'supplier.msic', supplier.msic);
  text(300)(problems, 'supplier.businessActivity', supplier.businessActivity);
  optional(pattern(EMAIL, 'name@example.com'))(problems, 'supplier.email', supplier.email);
  pattern(PHONE, '+60312345678', 20)(problems, 'supplier.phone', supplier.phone);
  checkAddress(problems, 'supplier.address', supplier.address);
}

function checkBuyer(problems: InputProblem[], buyer: Buyer | 'general-public' | undefined) {
  if (buyer === 'general-public') return;
  if (!buyer) return problems.push({ path: 'buyer', problem: 'is missing' });
  text(300)(problems, 'buyer.name', buyer.name);
  pattern(TIN, 'C1234567890 or IG12345678901', 14)(problems, 'buyer.tin', buyer.tin);
  const id = {
    BRN: [BRN, '202001234567 (12 digits)'],
    NRIC: [NRIC, '880101011234 (12 digits)'],
    PASSPORT: [PASSPORT, 'A12345678'],
    ARMY: [NRIC, '551587706543 (12 digits)'],
  } as const;
  const rule = id[buyer.idType];
  if (!rule)
    problems.push({ path: 'buyer.idType', problem: 'should be BRN, NRIC, PASSPORT or ARMY' });
  else pattern(rule[0], rule[1], 20)(problems, 'buyer.idValue', buyer.idValue);
  optional(pattern(SST, 'W10-1808-32000001 or NA', 35))(
    problems,
    'buyer.sstNumber',
    buyer.sstNumber,
  );
  optional(pattern(EMAIL, 'name@example.com'))(problems, 'buyer.email', buyer.email);
  pattern(PHONE, '+60123456789', 20)(problems, 'buyer.phone', buyer.phone);
  checkAddress(problems, 'buyer.address', buyer.address);
}

function checkLines(problems: InputProblem[], input: EInvoiceInput) {
  if (!Array.isArray(input.lines) || input.lines.length === 0)
    return problems.push({ path: 'lines', problem: 'should have at least one line' });
  input.lines.forEach((line, i) => {
    const at = `lines[${i}]`;
    text(300)(problems, `${at}.description`, line.description);
    pattern(CLASSIFICATION, '004 (3 digits)', 3)(
      problems,
      `${at}.classification`,
      line.classification,
    );
    if (!(typeof line.quantity === 'number' && line.quantity > 0 && Number.isFinite(line.quantity)))
      problems.push({ path: `${at}.quantity`, problem: 'should be a number above 0' });
    sen(problems, `${at}.unitPriceSen`, line.unitPriceSen);
    optional(sen)(problems, `${at}.discountSen`, line.discountSen);
    sen(problems, `${at}.taxSen`, line.taxSen);
    if (!TAX_TYPES.includes(line.taxType))
      problems.push({ path: `${at}.taxType`, problem: `should be one of ${TAX_TYPES.join(', ')}` });
    if (line.taxType === 'E') {
      text(300)(problems, `${at}.exemptionReason`, line.exemptionReason);
      if (line.taxSen !== 0)
        problems.push({ path: `${at}.taxSen`, problem: 'should be 0 on a tax-exempt line' });
    }
    const subtotal = line.quantity * line.unitPriceSen;
    if (Number.isFinite(subtotal) && !Number.isSafeInteger(subtotal))
      problems.push({
        path: `${at}.quantity`,
        problem: 'times the unit price should be whole sen',
      });
    else if ((line.discountSen ?? 0) > subtotal)
      problems.push({ path: `${at}.discountSen`, problem: 'is more than the line is worth' });
  });
}

function checkKind(problems: InputProblem[], input: EInvoiceInput) {
  if (input.kind === 'invoice') {
    if (input.original)
      problems.push({ path: 'original', problem: 'only belongs on a credit or refund note' });
    return;
  }
  if (!input.original)
    return problems.push({
      path: 'original',
      problem: 'is missing (the e-invoice this note adjusts)',
    });
  text(50)(problems, 'original.number', input.original.number);
  pattern(LHDN_UUID, "LHDN's 26-character document UUID", 26)(
    problems,
    'original.uuid',
    input.original.uuid,
  );
}

/** Every problem of an input, empty when it can be made into an e-invoice. */
export function eInvoiceProblems(input: EInvoiceInput): InputProblem[] {
  const problems: InputProblem[] = [];
  if (!['invoice', 'credit-note', 'refund-note'].includes(input.kind))
    problems.push({ path: 'kind', problem: 'should be invoice, credit-note or refund-note' });
  text(50)(problems, 'number', input.number);
  if (!(input.issuedAt instanceof Date) || Number.isNaN(input.issuedAt.getTime()))
    problems.push({ path: 'issuedAt', problem: 'should be a valid date and time' });
  checkSupplier(problems, input.supplier);
  checkBuyer(problems, input.buyer);
  checkLines(problems, input);
  checkKind(problems, input);
  if (input.billingPeriod) {
    pattern(DATE, '2026-11-01')(problems, 'billingPeriod.start', input.billingPeriod.start);
    pattern(DATE, '2026-11-30')(problems, 'billingPeriod.end', input.billingPeriod.end);
  }
  optional(pattern(/^\d{2}$/, '01 (2 digits)', 2))(problems, 'paymentMode', input.paymentMode);
  return problems;
}
