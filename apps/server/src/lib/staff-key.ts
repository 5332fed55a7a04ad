import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a request's `x-staff-key` is the configured key, compared in constant time (hashes of
 * equal length), so the answer time says nothing about how much of a guess was right.
 */
export function isStaffKey(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string' || given === '') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
