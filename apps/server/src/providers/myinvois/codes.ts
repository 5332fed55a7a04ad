/**
 * LHDN's code lists and fixed values that our e-invoices use, as the MyInvois SDK publishes them
 * (sdk.myinvois.hasil.gov.my/codes). Only the entries a theme park needs are named here.
 */

/** e-Invoice types we issue, with the code and the version (1.1: signed) we submit them in. */
export const DOCUMENT_TYPES = {
  invoice: { code: '01', version: '1.1' },
  'credit-note': { code: '02', version: '1.1' },
  'refund-note': { code: '04', version: '1.1' },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_TYPES;

/** Malaysian states and federal territories; 17 is "Not Applicable" (a consolidated buyer). */
export const STATE_CODES = {
  '01': 'Johor',
  '02': 'Kedah',
  '03': 'Kelantan',
  '04': 'Melaka',
  '05': 'Negeri Sembilan',
  '06': 'Pahang',
  '07': 'Pulau Pinang',
  '08': 'Perak',
  '09': 'Perlis',
  '10': 'Selangor',
  '11': 'Terengganu',
  '12': 'Sabah',
  '13': 'Sarawak',
  '14': 'Wilayah Persekutuan Kuala Lumpur',
  '15': 'Wilayah Persekutuan Labuan',
  '16': 'Wilayah Persekutuan Putrajaya',
  '17': 'Not Applicable',
} as const;
export type StateCode = keyof typeof STATE_CODES;

/** Tax types: 01 sales, 02 service, 03 tourism, 04 high-value goods, 05 low-value goods, 06 none, E exempt. */
export const TAX_TYPES = ['01', '02', '03', '04', '05', '06', 'E'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** Classification of what was sold: 004 is the one for a consolidated e-invoice's lines. */
export const CONSOLIDATED_CLASSIFICATION = '004';

/** The buyer of a consolidated e-invoice: receipts of the general public, grouped. */
export const GENERAL_PUBLIC = {
  name: 'General Public',
  tin: 'EI00000000010',
  stateCode: '17',
} as const;

/** UN/ECE Recommendation 20 "one" (a piece, a ticket): our default unit of measure. */
export const UNIT_ONE = 'C62';
