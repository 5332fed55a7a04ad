import { describe, expect, it } from 'vitest';
import { homeFor, screensFor } from './screens';

describe('the menu follows the staff member’s roles', () => {
  it('shows an admin every screen', () => {
    expect(screensFor(['admin']).map((s) => s.key)).toEqual([
      'orders',
      'refunds',
      'gate',
      'kitchen',
      'counter',
      'inbox',
      'outbox',
      'staff',
      'audit',
    ]);
  });

  it('shows gate staff only the gate, and lands them there', () => {
    expect(screensFor(['gate']).map((s) => s.key)).toEqual(['gate']);
    expect(homeFor(['gate'])).toBe('/gate');
  });

  it('gives the counter the order search too, and combines roles', () => {
    expect(screensFor(['counter']).map((s) => s.key)).toEqual(['orders', 'counter', 'inbox']);
    expect(screensFor(['kitchen', 'gate']).map((s) => s.key)).toEqual(['gate', 'kitchen']);
  });

  it('lands a content-only account on a page that says there is nothing here yet', () => {
    expect(homeFor(['content'])).toBe('/no-access');
  });
});
