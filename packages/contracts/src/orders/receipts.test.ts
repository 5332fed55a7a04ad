import { describe, expect, it } from 'vitest';
import {
  addTaxRateBodySchema,
  DEFAULT_TAX_SETTINGS,
  rateFromText,
  rateToText,
  registrationNumbersSchema,
  taxSettingsSchema,
} from './receipts.ts';

describe('tax rates as staff type them', () => {
  it('are percentages from 0 to 100 with at most two decimals, kept in hundredths', () => {
    for (const [typed, hundredths] of [
      ['6', 600],
      ['8.00', 800],
      ['8.5', 850],
      ['0', 0],
      ['100', 10_000],
      [' 25 ', 2500],
    ] as const) {
      const parsed = addTaxRateBodySchema.parse({
        taxClass: 'services',
        rate: typed,
        from: '2027-01-01',
      });
      expect(rateFromText(parsed.rate)).toBe(hundredths);
    }
    for (const bad of ['100.01', '-1', '6%', '6.123', '', 'six', '1e1']) {
      const parsed = addTaxRateBodySchema.safeParse({
        taxClass: 'services',
        rate: bad,
        from: '2027-01-01',
      });
      expect(parsed.success, bad).toBe(false);
    }
    expect(rateToText(600)).toBe('6.00');
    expect(rateToText(850)).toBe('8.50');
    expect(rateToText(5)).toBe('0.05');
  });

  it('are never set for the exempt class', () => {
    expect(
      addTaxRateBodySchema.safeParse({ taxClass: 'exempt', rate: '6', from: '2027-01-01' }).success,
    ).toBe(false);
  });
});

describe('the tax settings', () => {
  it('take registration numbers as the authorities write them, and nothing else', () => {
    expect(
      registrationNumbersSchema.parse({
        companyRegNo: '202301012345 (1234567-A)',
        sstRegNo: 'W10-1808-31012345',
        tin: 'C12345678010',
      }),
    ).toBeTruthy();
    expect(
      registrationNumbersSchema.safeParse({ companyRegNo: '<b>', sstRegNo: '', tin: '' }).success,
    ).toBe(false);
  });

  it('name an item once', () => {
    const twice = taxSettingsSchema.safeParse({
      ...DEFAULT_TAX_SETTINGS,
      items: [
        { kind: 'shop', itemId: 3, taxClass: 'services' },
        { kind: 'shop', itemId: 3, taxClass: 'exempt' },
      ],
    });
    expect(twice.success).toBe(false);
    // The same id of another kind is another item.
    expect(
      taxSettingsSchema.safeParse({
        ...DEFAULT_TAX_SETTINGS,
        items: [
          { kind: 'shop', itemId: 3, taxClass: 'services' },
          { kind: 'food', itemId: 3, taxClass: 'exempt' },
        ],
      }).success,
    ).toBe(true);
  });
});
