import { describe, expect, it } from 'vitest';
import { canPay } from './order-status';
import { formatTimeLeft, msLeft } from './time-left';

const now = Date.parse('2026-12-01T10:00:00Z');

describe('the countdown of a pending order', () => {
  it('counts down to the expiry and stops at zero', () => {
    expect(msLeft('2026-12-01T10:15:00Z', now)).toBe(15 * 60_000);
    expect(msLeft('2026-12-01T09:59:59Z', now)).toBe(0);
    expect(msLeft(null, now)).toBe(0);
    expect(msLeft('not a date', now)).toBe(0);
  });

  it('reads as minutes and seconds, rounded up so 00:00 means the time is up', () => {
    expect(formatTimeLeft(15 * 60_000)).toBe('15:00');
    expect(formatTimeLeft(14 * 60_000 + 59_001)).toBe('15:00');
    expect(formatTimeLeft(65_000)).toBe('01:05');
    expect(formatTimeLeft(400)).toBe('00:01');
    expect(formatTimeLeft(0)).toBe('00:00');
    expect(formatTimeLeft(3_723_000)).toBe('1:02:03');
  });

  it('offers payment only while the order is unpaid and unexpired', () => {
    expect(canPay({ status: 'pending_payment', expiresAt: '2026-12-01T10:00:01Z' }, now)).toBe(
      true,
    );
    expect(canPay({ status: 'pending_payment', expiresAt: '2026-12-01T10:00:00Z' }, now)).toBe(
      false,
    );
    expect(canPay({ status: 'ready_to_use', expiresAt: '2026-12-01T10:15:00Z' }, now)).toBe(false);
  });
});
