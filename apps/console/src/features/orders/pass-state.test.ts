import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#console/lib/i18n.ts';
import { passState } from './pass-state';

describe("a ticket's pass as the order page shows it", () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  const pass = { shortCode: 'K7Q-4M9T-D2X', usedAt: null };

  it('is ready with its short code only while the ticket can still be used', () => {
    expect(passState(i18n.t, 'ready_to_use', pass)).toBe('Not used yet · K7Q-4M9T-D2X');
    expect(passState(i18n.t, 'refunded', pass)).toBe('Refunded: no longer opens the gate');
    expect(passState(i18n.t, 'expired', pass)).toBe('Expired: the visit date has passed');
    expect(passState(i18n.t, 'used', { ...pass, usedAt: '2026-11-27T02:02:03Z' })).toMatch(
      /^Used at 2026-11-27 \d\d:02:03$/,
    );
    expect(passState(i18n.t, 'pending_payment', null)).toBe('—');
  });
});
