import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDate, daysBetween, isCalendarDate, refineCalendarRange } from './dates.ts';

describe('calendar dates', () => {
  it('accepts days that exist, leap days included', () => {
    for (const day of ['2026-11-30', '2026-12-01', '2028-02-29', '2000-01-01', '2099-12-31']) {
      expect([day, isCalendarDate(day)]).toEqual([day, true]);
    }
  });

  it('refuses days that never come, with "Please choose a date"', () => {
    for (const day of ['2026-11-31', '2026-11-99', '2026-12-00', '2026-11-32', '2026-02-29']) {
      const parsed = calendarDate.safeParse(day);
      expect([day, parsed.success, parsed.error?.issues[0]?.message]).toEqual([
        day,
        false,
        'dateRequired',
      ]);
    }
  });

  it('refuses absurd years and anything that is not written YYYY-MM-DD', () => {
    for (const value of ['9999-01-01', '0000-01-01', '1899-12-31', '2100-01-01', '+02026-11-30']) {
      expect([value, isCalendarDate(value)]).toEqual([value, false]);
    }
    for (const value of [
      '2026-1-5',
      '2026/11/30',
      '2026-11-30T00:00',
      ' 2026-11-30',
      '',
      20261130,
    ]) {
      expect([value, calendarDate.safeParse(value).success]).toEqual([value, false]);
    }
  });

  it('counts the days between two dates across months and years', () => {
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-03-01')).toBe(60);
    expect(daysBetween('2026-12-01', '2026-11-30')).toBe(-1);
  });
});

describe('calendar ranges', () => {
  const range = z
    .object({ from: calendarDate.optional(), to: calendarDate.optional() })
    .superRefine(refineCalendarRange);
  const messageOf = (input: object) => range.safeParse(input).error?.issues[0]?.message;

  it('takes a range of up to 92 days, or either end alone', () => {
    expect(range.safeParse({ from: '2026-12-01', to: '2027-03-02' }).success).toBe(true);
    expect(range.safeParse({ from: '2026-12-01', to: '2026-12-01' }).success).toBe(true);
    expect(range.safeParse({ to: '2027-03-02' }).success).toBe(true);
    expect(range.safeParse({}).success).toBe(true);
  });

  it('refuses an end before the start, and a range of years', () => {
    expect(messageOf({ from: '2026-12-01', to: '2026-11-30' })).toBe('dateRangeInvalid');
    expect(messageOf({ from: '2026-12-01', to: '2036-12-01' })).toBe('dateRangeTooLong');
    expect(messageOf({ from: '2026-12-01', to: '2027-03-03' })).toBe('dateRangeTooLong');
  });
});
