/**
 * The short code of a gate pass, printed under its QR for staff to type when the QR will not scan
 * (docs/decisions/034). Crockford's base32: the ten digits and the capitals without I, L, O and U,
 * so no two symbols look alike on a cracked phone screen or sound alike read aloud, and the gate
 * reads a typed O as 0 and I or L as 1.
 */
export const SHORT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 symbols of 5 bits: 50 bits, about 10^15 codes. */
export const SHORT_CODE_LENGTH = 10;
/** Shown as `K7Q-4M9T-D2X`: three groups short enough to read out and type without looking back. */
export const SHORT_CODE_GROUPS = [3, 4, 3] as const;

/** The stored code (`K7Q4M9TD2X`) as people see it (`K7Q-4M9T-D2X`). */
export function formatShortCode(code: string): string {
  const groups: string[] = [];
  let at = 0;
  for (const size of SHORT_CODE_GROUPS) {
    groups.push(code.slice(at, at + size));
    at += size;
  }
  return groups.join('-');
}

// Spaces, dashes of every kind, dots, underscores and middle dots people put between the groups.
const SEPARATORS = /[\s\-_.·‐‑‒–—―−]/g;
const READ_KINDLY: Record<string, string> = { O: '0', I: '1', L: '1' };
const SHAPE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/**
 * A short code as typed (any case, with or without separators, full-width characters from a
 * Chinese keyboard, O for 0, I or L for 1) as it is stored, or null when it cannot be one.
 */
export function normalizeShortCode(typed: string): string | null {
  const code = typed
    .normalize('NFKC')
    .replace(SEPARATORS, '')
    .toUpperCase()
    .replace(/[OIL]/g, (char) => READ_KINDLY[char] ?? char);
  return SHAPE.test(code) ? code : null;
}
