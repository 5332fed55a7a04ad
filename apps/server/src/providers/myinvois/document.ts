import { DOCUMENT_TYPES, GENERAL_PUBLIC, UNIT_ONE } from './codes.ts';
import {
  type Address,
  type Buyer,
  type EInvoiceInput,
  EInvoiceInputError,
  type EInvoiceLine,
  type Supplier,
} from './document-input.ts';
import { eInvoiceProblems } from './document-rules.ts';

export { eInvoiceProblems } from './document-rules.ts';

/**
 * LHDN's JSON UBL (the "UBL 2.1 JSON alternative representation"): every value is an array of
 * objects, the value itself under `_` and its attributes beside it.
 */
export type UblValue = {
  _: string | number | boolean;
  [attribute: string]: string | number | boolean;
};
export type UblNode = { [element: string]: UblValue[] | UblNode[] | string };
export interface UblDocument {
  _D: string;
  _A: string;
  _B: string;
  Invoice: [UblNode];
}

const value = (
  v: string | number | boolean,
  attributes: Record<string, string> = {},
): UblValue[] => [{ _: v, ...attributes }];

/** Sen as ringgit with two decimals: 1234 sen is 12.34, exactly the decimal JSON carries. */
export const ringgit = (sen: number): number => Number((sen / 100).toFixed(2));

const money = (sen: number) => value(ringgit(sen), { currencyID: 'MYR' });

const taxScheme = () => [{ ID: value('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }];

function postalAddress(address: Address): UblNode[] {
  return [
    {
      ...(address.postcode ? { PostalZone: value(address.postcode) } : {}),
      CityName: value(address.city),
      CountrySubentityCode: value(address.state),
      AddressLine: address.lines.map((line) => ({ Line: value(line) })),
      Country: [
        { IdentificationCode: value(address.country, { listID: 'ISO3166-1', listAgencyID: '6' }) },
      ],
    },
  ];
}

const identification = (id: string, scheme: string) => ({ ID: value(id, { schemeID: scheme }) });

function supplierParty(supplier: Supplier): UblNode[] {
  return [
    {
      Party: [
        {
          IndustryClassificationCode: value(supplier.msic, { name: supplier.businessActivity }),
          PartyIdentification: [
            identification(supplier.tin, 'TIN'),
            identification(supplier.brn, 'BRN'),
            identification(supplier.sstNumber || 'NA', 'SST'),
            identification(supplier.tourismTaxNumber || 'NA', 'TTX'),
          ],
          PostalAddress: postalAddress(supplier.address),
          PartyLegalEntity: [{ RegistrationName: value(supplier.name) }],
          Contact: [
            {
              Telephone: value(supplier.phone),
              ...(supplier.email ? { ElectronicMail: value(supplier.email) } : {}),
            },
          ],
        },
      ],
    },
  ];
}

/** The buyer; the general public of a consolidated e-invoice has LHDN's general TIN and "NA"s. */
function customerParty(buyer: Buyer | 'general-public'): UblNode[] {
  if (buyer === 'general-public') {
    return [
      {
        Party: [
          {
            PartyIdentification: [
              identification(GENERAL_PUBLIC.tin, 'TIN'),
              identification('NA', 'BRN'),
              identification('NA', 'SST'),
            ],
            PostalAddress: postalAddress({
              lines: ['NA'],
              city: 'NA',
              state: GENERAL_PUBLIC.stateCode,
              country: 'MYS',
            }),
            PartyLegalEntity: [{ RegistrationName: value(GENERAL_PUBLIC.name) }],
            Contact: [{ Telephone: value('NA') }],
          },
        ],
      },
    ];
  }
  return [
    {
      Party: [
        {
          PartyIdentification: [
            identification(buyer.tin, 'TIN'),
            identification(buyer.idValue, buyer.idType),
            identification(buyer.sstNumber || 'NA', 'SST'),
          ],
          PostalAddress: postalAddress(buyer.address),
          PartyLegalEntity: [{ RegistrationName: value(buyer.name) }],
          Contact: [
            {
              Telephone: value(buyer.phone),
              ...(buyer.email ? { ElectronicMail: value(buyer.email) } : {}),
            },
          ],
        },
      ],
    },
  ];
}

const lineSubtotal = (line: EInvoiceLine) => line.quantity * line.unitPriceSen;
const lineNet = (line: EInvoiceLine) => lineSubtotal(line) - (line.discountSen ?? 0);

function taxCategory(line: Pick<EInvoiceLine, 'taxType' | 'exemptionReason'>) {
  return [
    {
      ID: value(line.taxType),
      ...(line.taxType === 'E' && line.exemptionReason
        ? { TaxExemptionReason: value(line.exemptionReason) }
        : {}),
      TaxScheme: taxScheme(),
    },
  ];
}

function invoiceLine(line: EInvoiceLine, index: number): UblNode {
  const discount = line.discountSen ?? 0;
  return {
    ID: value(String(index + 1)),
    InvoicedQuantity: value(line.quantity, { unitCode: line.unitCode ?? UNIT_ONE }),
    LineExtensionAmount: money(lineNet(line)),
    ...(discount > 0
      ? {
          AllowanceCharge: [
            {
              ChargeIndicator: value(false),
              AllowanceChargeReason: value(line.discountReason || 'Discount'),
              Amount: money(discount),
            },
          ],
        }
      : {}),
    TaxTotal: [
      {
        TaxAmount: money(line.taxSen),
        TaxSubtotal: [
          {
            TaxableAmount: money(lineNet(line)),
            TaxAmount: money(line.taxSen),
            ...(line.taxRatePercent !== undefined ? { Percent: value(line.taxRatePercent) } : {}),
            TaxCategory: taxCategory(line),
          },
        ],
      },
    ],
    Item: [
      {
        CommodityClassification: [
          { ItemClassificationCode: value(line.classification, { listID: 'CLASS' }) },
        ],
        Description: value(line.description),
      },
    ],
    Price: [{ PriceAmount: money(line.unitPriceSen) }],
    ItemPriceExtension: [{ Amount: money(lineSubtotal(line)) }],
  };
}

/** The document's tax, one subtotal per tax type, as LHDN sums them. */
function documentTax(lines: EInvoiceLine[]): UblNode[] {
  const byType = new Map<string, { taxable: number; tax: number; reason?: string | undefined }>();
  for (const line of lines) {
    const sum = byType.get(line.taxType) ?? { taxable: 0, tax: 0, reason: line.exemptionReason };
    sum.taxable += lineNet(line);
    sum.tax += line.taxSen;
    byType.set(line.taxType, sum);
  }
  const total = lines.reduce((all, line) => all + line.taxSen, 0);
  return [
    {
      TaxAmount: money(total),
      TaxSubtotal: [...byType].map(([taxType, sum]) => ({
        TaxableAmount: money(sum.taxable),
        TaxAmount: money(sum.tax),
        TaxCategory: taxCategory({
          taxType: taxType as EInvoiceLine['taxType'],
          exemptionReason: sum.reason,
        }),
      })),
    },
  ];
}

function legalMonetaryTotal(lines: EInvoiceLine[]): UblNode[] {
  const net = lines.reduce((all, line) => all + lineNet(line), 0);
  const tax = lines.reduce((all, line) => all + line.taxSen, 0);
  const discount = lines.reduce((all, line) => all + (line.discountSen ?? 0), 0);
  return [
    {
      LineExtensionAmount: money(net),
      TaxExclusiveAmount: money(net),
      TaxInclusiveAmount: money(net + tax),
      ...(discount > 0 ? { AllowanceTotalAmount: money(discount) } : {}),
      PayableAmount: money(net + tax),
    },
  ];
}

/** What an e-invoice totals to, in sen: what the receipts work can compare with its own sums. */
export function eInvoiceTotals(input: Pick<EInvoiceInput, 'lines'>) {
  const net = input.lines.reduce((all, line) => all + lineNet(line), 0);
  const tax = input.lines.reduce((all, line) => all + line.taxSen, 0);
  return { netSen: net, taxSen: tax, payableSen: net + tax };
}

const utcDate = (at: Date) => at.toISOString().slice(0, 10);
const utcTime = (at: Date) => `${at.toISOString().slice(11, 19)}Z`;

/**
 * The unsigned JSON UBL of an Invoice, Credit Note or Refund Note v1.1. Throws
 * EInvoiceInputError naming every missing or malformed field, so nothing half-made is signed.
 */
export function buildEInvoice(input: EInvoiceInput): UblDocument {
  const problems = eInvoiceProblems(input);
  if (problems.length > 0) throw new EInvoiceInputError(problems);
  const type = DOCUMENT_TYPES[input.kind];
  const invoice: UblNode = {
    ID: value(input.number),
    IssueDate: value(utcDate(input.issuedAt)),
    IssueTime: value(utcTime(input.issuedAt)),
    InvoiceTypeCode: value(type.code, { listVersionID: type.version }),
    DocumentCurrencyCode: value('MYR'),
    TaxCurrencyCode: value('MYR'),
    ...(input.billingPeriod
      ? {
          InvoicePeriod: [
            {
              StartDate: value(input.billingPeriod.start),
              EndDate: value(input.billingPeriod.end),
              Description: value(input.billingPeriod.frequency ?? 'Monthly'),
            },
          ],
        }
      : {}),
    ...(input.original
      ? {
          BillingReference: [
            {
              InvoiceDocumentReference: [
                { ID: value(input.original.number), UUID: value(input.original.uuid) },
              ],
            },
          ],
        }
      : {}),
    AccountingSupplierParty: supplierParty(input.supplier),
    AccountingCustomerParty: customerParty(input.buyer),
    ...(input.paymentMode
      ? { PaymentMeans: [{ PaymentMeansCode: value(input.paymentMode) }] }
      : {}),
    TaxTotal: documentTax(input.lines),
    LegalMonetaryTotal: legalMonetaryTotal(input.lines),
    InvoiceLine: input.lines.map(invoiceLine),
  };
  return {
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [invoice],
  };
}
