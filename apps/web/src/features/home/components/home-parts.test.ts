import { describe, expect, it } from 'vitest';
import { toNoticeList } from '../api/get-notices';
import { countdownTarget, parseTarget, remaining } from './countdown-parts';
import { noticeCopies } from './notice-marquee';

describe('notice marquee (SPEC §4)', () => {
  it('repeats the notices until the scrolling text is at least twice the container', () => {
    // One half of the track repeats the notices this often; the track holds two halves.
    expect(noticeCopies(100, 390, 3)).toBe(4);
    expect(2 * 100 * noticeCopies(100, 390, 3)).toBeGreaterThanOrEqual(2 * 390);
    expect(noticeCopies(1000, 390, 3)).toBe(1);
  });

  it('always repeats a single notice', () => {
    expect(noticeCopies(1000, 390, 1)).toBe(2);
  });

  it('accepts notices as an array or as a JSON string', () => {
    expect(toNoticeList(['a', 'b'])).toEqual(['a', 'b']);
    expect(toNoticeList('["a","b"]')).toEqual(['a', 'b']);
    expect(toNoticeList('plain text')).toEqual(['plain text']);
    expect(toNoticeList(null)).toEqual([]);
  });
});

describe('countdown (SPEC §4)', () => {
  it("reads the default date format as the park's time, not the phone's", () => {
    expect(parseTarget('2026/12/31 23:59:30')).toBe(Date.parse('2026-12-31T23:59:30+08:00'));
    expect(parseTarget('2026-12-31')).toBe(Date.parse('2026-12-31T00:00:00+08:00'));
    expect(parseTarget('soon')).toBeNull();
  });

  it('splits the time left into days, hours, minutes and seconds, and ends at the target', () => {
    const now = new Date(2026, 0, 1, 0, 0, 0).getTime();
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remaining(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(remaining(target, target)).toBeNull();
  });

  it('counts the server duration when the date does not parse', () => {
    const now = 1_000_000;
    const target = countdownTarget(
      { open: 1, date: '', days: 0, hours: 1, minutes: 0, seconds: 1 },
      now,
    );
    expect(target).toBe(now + 3601_000);
  });

  it('counts to the absolute instant when the server gives one, whatever the phone time zone', () => {
    const target = countdownTarget(
      {
        open: 1,
        date: '2026/12/13 19:00:00',
        at: '2026-12-13T11:00:00.000Z',
        days: 0,
        hours: 0,
        minutes: 0,
        seconds: 0,
      },
      0,
    );
    expect(target).toBe(Date.UTC(2026, 11, 13, 11, 0, 0));
  });
});
