import { expect, it } from 'vitest';
import { isStaffKey } from './staff-key.ts';

it('accepts only the configured staff key, and nothing when none is configured', () => {
  const key = 'kitchen-key-0123456789';
  expect(isStaffKey(key, key)).toBe(true);
  expect(isStaffKey(`${key}x`, key)).toBe(false);
  expect(isStaffKey(key.slice(0, -1), key)).toBe(false);
  expect(isStaffKey('', key)).toBe(false);
  expect(isStaffKey(undefined, key)).toBe(false);
  expect(isStaffKey([key], key)).toBe(false);
  expect(isStaffKey(key, undefined)).toBe(false);
});
