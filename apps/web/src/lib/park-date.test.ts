import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARK_UTC_OFFSET, parkClock, parkToday, setParkOffset } from './park-date';

const phoneZone = process.env.TZ;

beforeEach(() => {
  // A phone in Los Angeles on the evening of 22 November: it is already the 23rd at the park.
  process.env.TZ = 'America/Los_Angeles';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T01:30:00Z'));
});

afterEach(() => {
  setParkOffset(PARK_UTC_OFFSET);
  vi.useRealTimers();
  if (phoneZone === undefined) delete process.env.TZ;
  else process.env.TZ = phoneZone;
});

describe('the park’s date and time', () => {
  it('reads today at the park’s offset, not the phone’s', () => {
    expect(new Date().getDate()).toBe(22);
    expect(parkToday()).toBe('2026-11-23');
    expect(parkToday(Date.now(), '-10:00')).toBe('2026-11-22');
    expect(parkToday(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(parkToday(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it('tells a time as the park’s clock shows it', () => {
    expect(parkClock('2026-11-22T04:40:00Z')).toBe('12:40');
    expect(parkClock('2026-11-22T16:05:00Z')).toBe('00:05');
    expect(parkClock(null)).toBe('');
    expect(parkClock('soon')).toBe('');
  });

  it('follows the offset the park’s details give, and ignores an unreadable one', () => {
    setParkOffset('-05:00');
    expect(parkToday()).toBe('2026-11-22');
    expect(parkClock('2026-11-22T04:40:00Z')).toBe('23:40');
    setParkOffset('soon');
    expect(parkToday()).toBe('2026-11-22');
  });
});
