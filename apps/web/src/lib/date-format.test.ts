import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatMomentDate, formatVisitDate } from './date-format';
import { PARK_UTC_OFFSET, setParkOffset } from './park-date';

const phoneZone = process.env.TZ;

beforeEach(() => {
  // A visitor whose phone still keeps New York time: 06:06 there is 19:06 at the park.
  process.env.TZ = 'America/New_York';
});

afterEach(() => {
  setParkOffset(PARK_UTC_OFFSET);
  if (phoneZone === undefined) delete process.env.TZ;
  else process.env.TZ = phoneZone;
});

describe('the one date format of the app', () => {
  it('writes a day the same way everywhere, in each language', () => {
    expect(formatVisitDate('2026-11-26', 'en')).toBe('Thu, 26 Nov 2026');
    expect(formatVisitDate('2026-11-26', 'zh')).toBe('2026年11月26日周四');
    expect(formatVisitDate('2026-11-26', 'ma')).toBe('Kha, 26 Nov 2026');
  });

  it("writes a moment on the park's clock, not the phone's", () => {
    const moment = '2026-11-23T11:06:24.000Z';
    expect(new Date(moment).getHours()).toBe(6);
    expect(formatDateTime(moment)).toBe('2026/11/23 19:06:24');
  });

  it("dates a moment by the park's calendar, which may be a day ahead of the phone's", () => {
    // 21:30 on the 22nd in New York is 10:30 on the 23rd at the park.
    expect(formatMomentDate('2026-11-23T02:30:00Z', 'en')).toBe('Mon, 23 Nov 2026');
    expect(formatDateTime('2026-11-23T02:30:00Z')).toBe('2026/11/23 10:30:00');
  });

  it('follows the offset the park gives', () => {
    setParkOffset('-03:30');
    expect(formatDateTime('2026-11-23T11:06:24Z')).toBe('2026/11/23 07:36:24');
  });

  it('shows nothing for a missing or unreadable moment', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
    expect(formatMomentDate('', 'zh')).toBe('');
  });
});
