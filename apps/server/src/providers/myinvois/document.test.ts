import { describe, expect, it } from 'vitest';
import { buildEInvoice, eInvoiceProblems, eInvoiceTotals, ringgit } from './document.ts';
import { EInvoiceInputError } from './document-input.ts';
import { consolidatedNovember, PARK } from './fixtures.ts';

const first = <T>(list: T[] | undefined): T => {
  const item = list?.[0];
  if (item === undefined) throw new Error('expected an element');
  return item;
};
const root = (input = consolidatedNovember()): any => first(buildEInvoice(input).Invoice);

describe('the e-invoice document', () => {
  it('makes a consolidated Invoice v1.1 for the general public, dated in UTC', () => {
    const invoice = root();
    expect(invoice.InvoiceTypeCode).toEqual([{ _: '01', listVersionID: '1.1' }]);
    expect(invoice.ID).toEqual([{ _: 'CEI-2026-11' }]);
    expect(invoice.IssueDate).toEqual([{ _: '2026-12-03' }]);
    expect(invoice.IssueTime).toEqual([{ _: '01:15:30Z' }]);
    expect(invoice.DocumentCurrencyCode).toEqual([{ _: 'MYR' }]);
    expect(invoice.InvoicePeriod[0].Description).toEqual([{ _: 'Monthly' }]);

    const buyer = invoice.AccountingCustomerParty[0].Party[0];
    expect(buyer.PartyIdentification[0].ID).toEqual([{ _: 'EI00000000010', schemeID: 'TIN' }]);
    expect(buyer.PartyLegalEntity[0].RegistrationName).toEqual([{ _: 'General Public' }]);
    expect(buyer.PostalAddress[0].CountrySubentityCode).toEqual([{ _: '17' }]);
    for (const line of invoice.InvoiceLine) {
      expect(line.Item[0].CommodityClassification[0].ItemClassificationCode).toEqual([
        { _: '004', listID: 'CLASS' },
      ]);
    }
  });

  it('names the park with its TIN, BRN, SST number, MSIC code and a Malaysian address', () => {
    const party = root().AccountingSupplierParty[0].Party[0];
    expect(party.IndustryClassificationCode).toEqual([
      { _: '93210', name: 'Activities of amusement parks and theme parks' },
    ]);
    expect(
      party.PartyIdentification.map((id: { ID: { _: string; schemeID: string }[] }) => id.ID[0]),
    ).toEqual([
      { _: 'C25845632000', schemeID: 'TIN' },
      { _: '202001234567', schemeID: 'BRN' },
      { _: 'W10-1808-32000001', schemeID: 'SST' },
      { _: 'NA', schemeID: 'TTX' },
    ]);
    const address = party.PostalAddress[0];
    expect(address.CountrySubentityCode).toEqual([{ _: '10' }]);
    expect(address.Country[0].IdentificationCode).toEqual([
      { _: 'MYS', listID: 'ISO3166-1', listAgencyID: '6' },
    ]);
    expect(address.AddressLine).toHaveLength(2);
  });

  it('carries sen as exact two-decimal amounts and totals that add up', () => {
    const invoice = root();
    const json = JSON.stringify(buildEInvoice(consolidatedNovember()));
    expect(json).toContain('"PriceAmount":[{"_":12345.67,"currencyID":"MYR"}]');
    expect(json).toContain('"PriceAmount":[{"_":0.1,"currencyID":"MYR"}]');
    expect(invoice.TaxTotal[0].TaxAmount).toEqual([{ _: 987.65, currencyID: 'MYR' }]);
    expect(invoice.LegalMonetaryTotal[0]).toEqual({
      LineExtensionAmount: [{ _: 12345.77, currencyID: 'MYR' }],
      TaxExclusiveAmount: [{ _: 12345.77, currencyID: 'MYR' }],
      TaxInclusiveAmount: [{ _: 13333.42, currencyID: 'MYR' }],
      PayableAmount: [{ _: 13333.42, currencyID: 'MYR' }],
    });
    // One tax subtotal per tax type, each with its own taxable amount.
    expect(
      invoice.TaxTotal[0].TaxSubtotal.map((s: { TaxableAmount: unknown[] }) => s.TaxableAmount),
    ).toEqual([[{ _: 12345.67, currencyID: 'MYR' }], [{ _: 0.1, currencyID: 'MYR' }]]);
    expect(eInvoiceTotals(consolidatedNovember())).toEqual({
      netSen: 1_234_577,
      taxSen: 98_765,
      payableSen: 1_333_342,
    });
    for (const sen of [1, 10, 105, 1999, 3333, 123_456_789]) {
      expect(ringgit(sen).toFixed(2)).toBe(
        `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`,
      );
      expect(Math.round(ringgit(sen) * 100)).toBe(sen);
    }
  });

  it('takes a line discount off before tax and shows it', () => {
    const input = consolidatedNovember({
      lines: [
        {
          description: 'Family ticket',
          classification: '022',
          quantity: 3,
          unitPriceSen: 4500,
          discountSen: 1350,
          discountReason: 'Promotion code RAINY10',
          taxType: '02',
          taxRatePercent: 8,
          taxSen: 972,
        },
      ],
    });
    const line = root(input).InvoiceLine[0];
    expect(line.ItemPriceExtension[0].Amount).toEqual([{ _: 135, currencyID: 'MYR' }]);
    expect(line.AllowanceCharge[0].Amount).toEqual([{ _: 13.5, currencyID: 'MYR' }]);
    expect(line.LineExtensionAmount).toEqual([{ _: 121.5, currencyID: 'MYR' }]);
    expect(line.TaxTotal[0].TaxSubtotal[0].Percent).toEqual([{ _: 8 }]);
    expect(root(input).LegalMonetaryTotal[0].AllowanceTotalAmount).toEqual([
      { _: 13.5, currencyID: 'MYR' },
    ]);
  });

  it('makes credit and refund notes that point at the original e-invoice', () => {
    const original = { number: 'EI-2026-000042', uuid: 'F9D425P6DS7D8IU0123456789A' };
    const credit = root(consolidatedNovember({ kind: 'credit-note', number: 'CN-1', original }));
    expect(credit.InvoiceTypeCode).toEqual([{ _: '02', listVersionID: '1.1' }]);
    expect(credit.BillingReference).toEqual([
      {
        InvoiceDocumentReference: [
          { ID: [{ _: 'EI-2026-000042' }], UUID: [{ _: 'F9D425P6DS7D8IU0123456789A' }] },
        ],
      },
    ]);
    const refund = root(consolidatedNovember({ kind: 'refund-note', number: 'RN-1', original }));
    expect(refund.InvoiceTypeCode).toEqual([{ _: '04', listVersionID: '1.1' }]);
    expect(eInvoiceProblems(consolidatedNovember({ kind: 'refund-note' }))).toEqual([
      { path: 'original', problem: 'is missing (the e-invoice this note adjusts)' },
    ]);
  });

  it('names a buyer by TIN and registration number on an individual e-invoice', () => {
    const invoice = root(
      consolidatedNovember({
        number: 'EI-2026-000043',
        billingPeriod: undefined,
        buyer: {
          name: 'Hebat Travel Sdn. Bhd.',
          tin: 'C20880050010',
          idType: 'BRN',
          idValue: '201901234567',
          phone: '+60123456789',
          email: 'finance@hebat.example',
          address: {
            lines: ['12 Jalan Ampang'],
            city: 'Kuala Lumpur',
            state: '14',
            country: 'MYS',
          },
        },
      }),
    );
    const buyer = invoice.AccountingCustomerParty[0].Party[0];
    expect(buyer.PartyIdentification[1].ID).toEqual([{ _: '201901234567', schemeID: 'BRN' }]);
    expect(buyer.Contact[0].ElectronicMail).toEqual([{ _: 'finance@hebat.example' }]);
    expect(invoice.InvoicePeriod).toBeUndefined();
  });

  it('answers every missing or malformed field, and makes nothing from them', () => {
    const input = consolidatedNovember({
      number: '',
      supplier: {
        ...PARK,
        tin: '',
        brn: '12345',
        msic: '9321',
        sstNumber: 'W10 1808',
        phone: 'call us',
        address: { ...PARK.address, state: '18' as never, country: 'Malaysia' },
      },
      lines: [
        {
          description: '',
          classification: '4',
          quantity: 0,
          unitPriceSen: 12.5,
          taxType: 'E',
          taxSen: 50,
        },
      ],
    });
    const problems = eInvoiceProblems(input);
    expect(problems).toEqual([
      { path: 'number', problem: 'is missing' },
      { path: 'supplier.tin', problem: 'is missing' },
      { path: 'supplier.brn', problem: 'should look like 202001234567 (12 digits)' },
      { path: 'supplier.sstNumber', problem: 'should look like W10-1808-32000001 or NA' },
      { path: 'supplier.msic', problem: 'should look like 93210 (5 digits)' },
      { path: 'supplier.phone', problem: 'should look like +60312345678' },
      { path: 'supplier.address.state', problem: 'should be a state code from 01 to 17' },
      { path: 'supplier.address.country', problem: 'should look like MYS (3 capital letters)' },
      { path: 'lines[0].description', problem: 'is missing' },
      { path: 'lines[0].classification', problem: 'should look like 004 (3 digits)' },
      { path: 'lines[0].quantity', problem: 'should be a number above 0' },
      { path: 'lines[0].unitPriceSen', problem: 'should be a whole, non-negative number of sen' },
      { path: 'lines[0].exemptionReason', problem: 'is missing' },
      { path: 'lines[0].taxSen', problem: 'should be 0 on a tax-exempt line' },
    ]);
    expect(() => buildEInvoice(input)).toThrow(EInvoiceInputError);
    expect(() => buildEInvoice(input)).toThrow(
      /supplier\.tin is missing; supplier\.brn should look like/,
    );
  });

  it('accepts the TIN shapes LHDN issues and refuses others', () => {
    const withTin = (tin: string) =>
      eInvoiceProblems(consolidatedNovember({ supplier: { ...PARK, tin } })).map((p) => p.path);
    for (const tin of ['C25845632000', 'IG12345678901', 'EI00000000010', 'PT1234567890']) {
      expect(withTin(tin), tin).toEqual([]);
    }
    for (const tin of ['c2584563200', '25845632000', 'C12', 'IG123456789012345', 'C2584 563200']) {
      expect(withTin(tin), tin).toEqual(['supplier.tin']);
    }
  });
});
