/** Validation rules of SPEC §5, shared by the web app, the console and the server. */

/** Local part, @, a domain whose final part has at least 2 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/** Mainland China mobile: 11 digits, starting 1, second digit 3 to 9 (SPEC §9). */
export const MAINLAND_PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** A calendar date as the API carries it: YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Largest id the databases hold (a 32-bit integer column); a larger one is refused as invalid. */
export const MAX_ID = 2_147_483_647;

/** Longest free text a visitor may type in a single-line field. */
export const MAX_SHORT_TEXT = 100;
/** Longest free text in a multi-line field (contact content, comments). */
export const MAX_LONG_TEXT = 2000;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export function isMainlandPhone(value: string): boolean {
  return MAINLAND_PHONE_PATTERN.test(value);
}
