import type { TFunction } from 'i18next';

/** API money is a string with 2 decimals; a number (a computed total) is brought to that form. */
export function formatAmount(amount: string | number): string {
  return typeof amount === 'number' ? amount.toFixed(2) : amount;
}

/**
 * `RM 12.50`; where the spec says "from", English reads `FROM RM 12.50` and Malay `DARI RM 12.50`
 * while Chinese stays `RM 12.50` (SPEC §1).
 */
export function formatPrice(t: TFunction, amount: string | number, from = false): string {
  return t(from ? 'price.from' : 'price.plain', { amount: formatAmount(amount) });
}
