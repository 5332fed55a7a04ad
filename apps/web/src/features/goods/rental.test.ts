import { RENTAL_BOOKING_DAYS } from '@scenic/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toYmd } from '#web/lib/date-format.ts';
import { addDays, lastBookableDay, startOfToday } from './rental';

const phoneZone = process.env.TZ;

beforeEach(() => {
  // A phone in Los Angeles on the evening of 22 November: it is already the 23rd at the park.
  process.env.TZ = 'America/Los_Angeles';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T01:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  if (phoneZone === undefined) delete process.env.TZ;
  else process.env.TZ = phoneZone;
});

describe('rental days', () => {
  it('books rentals from the park’s today', () => {
    expect(toYmd(startOfToday())).toBe('2026-11-23');
    expect(toYmd(lastBookableDay())).toBe(toYmd(addDays(startOfToday(), RENTAL_BOOKING_DAYS)));
  });
});
