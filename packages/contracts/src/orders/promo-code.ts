import { z } from 'zod';

/**
 * Promotion codes (issue 24, decision 040). A code is typed as the visitor likes ("summer 10",
 * "Summer10"): it is the same code once spaces are dropped and letters raised. Codes are made of
 * letters, digits and dashes, at most 32 characters long.
 */

/** The code as stored and compared: no spaces, upper case. */
export function normalisePromoCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** What a code may be made of once normalised (staff's shared codes are checked against it). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/**
 * The code a visitor types at checkout. Anything typed is looked up (a code that cannot exist is
 * simply wrong, answered like any wrong code), only its length is checked here.
 */
export const promoCodeField = z
  .string({ error: 'invalidValue' })
  .max(64, { error: 'tooLong' })
  .transform(normalisePromoCode);

/** An order's promotion as its pages show it. */
export const orderDiscountSchema = z.object({ code: z.string(), amount: z.string() });
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;
