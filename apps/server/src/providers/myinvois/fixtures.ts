import type { EInvoiceInput, Supplier } from './document-input.ts';

/**
 * A park as LHDN knows it, and e-invoices it issues: shared by this folder's tests. The TIN and
 * BRN are made up in LHDN's shapes.
 */
export const PARK: Supplier = {
  name: 'Bukit Awan Rainforest Park Sdn. Bhd.',
  tin: 'C25845632000',
  brn: '202001234567',
  sstNumber: 'W10-1808-32000001',
  tourismTaxNumber: 'NA',
  msic: '93210',
  businessActivity: 'Activities of amusement parks and theme parks',
  email: 'accounts@bukitawan.example',
  phone: '+60312345678',
  address: {
    lines: ['Lot 12, Jalan Bukit Awan', 'Mukim Hulu Langat'],
    postcode: '43100',
    city: 'Hulu Langat',
    state: '10',
    country: 'MYS',
  },
};

/** November's receipts of the general public, consolidated into one e-invoice. */
export function consolidatedNovember(overrides: Partial<EInvoiceInput> = {}): EInvoiceInput {
  return {
    kind: 'invoice',
    number: 'CEI-2026-11',
    issuedAt: new Date('2026-12-03T01:15:30.250Z'),
    supplier: PARK,
    buyer: 'general-public',
    billingPeriod: { start: '2026-11-01', end: '2026-11-30', frequency: 'Monthly' },
    lines: [
      {
        description: 'Receipts R-000101 to R-000250 (tickets)',
        classification: '004',
        quantity: 1,
        unitPriceSen: 1_234_567,
        taxType: '02',
        taxRatePercent: 8,
        taxSen: 98_765,
      },
      {
        description: 'Receipts R-000251 to R-000300 (food)',
        classification: '004',
        quantity: 1,
        unitPriceSen: 10,
        taxType: '06',
        taxSen: 0,
      },
    ],
    ...overrides,
  };
}
