import { describe, expect, it } from 'vitest';
import { addDays, attractionDayStart, attractionToday } from './attraction-time.ts';

describe('the attraction’s calendar', () => {
  it('starts a day at local midnight, east and west of Greenwich', () => {
    expect(attractionDayStart('2026-11-24', '+08:00')).toBe('2026-11-23T16:00:00.000Z');
    expect(attractionDayStart('2026-11-24', '-05:00')).toBe('2026-11-24T05:00:00.000Z');
    expect(attractionDayStart('2026-11-24', '+05:30')).toBe('2026-11-23T18:30:00.000Z');
  });

  it('knows today by the attraction’s clock, not the server’s', () => {
    const lateEveningUtc = Date.parse('2026-11-23T20:00:00Z');
    expect(attractionToday('+08:00', lateEveningUtc)).toBe('2026-11-24');
    expect(attractionToday('-05:00', lateEveningUtc)).toBe('2026-11-23');
  });

  it('counts days across a month end', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
