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

/**
 * Disposable-mail services: their addresses stop working within minutes or hours, so a sign-in code
 * or a ticket sent there is lost, and they carry most throwaway accounts. The list is kept here (it
 * is never downloaded); an operator blocks further domains with the server's BLOCKED_EMAIL_DOMAINS.
 */
export const DISPOSABLE_EMAIL_DOMAINS: readonly string[] = [
  '10minutemail.com',
  '10minutemail.net',
  '1secmail.com',
  '1secmail.net',
  '1secmail.org',
  'burnermail.io',
  'discard.email',
  'dispostable.com',
  'dropmail.me',
  'emailfake.com',
  'emailondeck.com',
  'fakeinbox.com',
  'generator.email',
  'getnada.com',
  'grr.la',
  'guerrillamail.biz',
  'guerrillamail.com',
  'guerrillamail.de',
  'guerrillamail.info',
  'guerrillamail.net',
  'guerrillamail.org',
  'guerrillamailblock.com',
  'harakirimail.com',
  'incognitomail.org',
  'inboxkitten.com',
  'maildrop.cc',
  'mailinator.com',
  'mailnesia.com',
  'mailnull.com',
  'mailsac.com',
  'minuteinbox.com',
  'mintemail.com',
  'moakt.com',
  'mohmal.com',
  'mytemp.email',
  'pokemail.net',
  'sharklasers.com',
  'spam4.me',
  'spamgourmet.com',
  'tempail.com',
  'temp-mail.io',
  'temp-mail.org',
  'tempmailo.com',
  'tempr.email',
  'throwawaymail.com',
  'tmpmail.net',
  'tmpmail.org',
  'trashmail.com',
  'trashmail.de',
  'trashmail.net',
  'yopmail.com',
  'yopmail.fr',
  'yopmail.net',
];

const DISPOSABLE = new Set(DISPOSABLE_EMAIL_DOMAINS);

/** True when the address's domain, or a domain above it (`x.mailinator.com`), is in `domains`. */
export function isEmailDomainIn(email: string, domains: ReadonlySet<string>): boolean {
  let domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  while (domain.includes('.')) {
    if (domains.has(domain)) return true;
    domain = domain.slice(domain.indexOf('.') + 1);
  }
  return false;
}

/** An address of a disposable-mail service: refused with "Email format not allowed" (SPEC §5). */
export function isDisposableEmail(email: string): boolean {
  return email.includes('@') && isEmailDomainIn(email, DISPOSABLE);
}
