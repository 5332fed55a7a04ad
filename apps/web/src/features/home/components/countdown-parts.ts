import type { Countdown } from '@scenic/contracts';
import { fromParkWallClock } from '#web/lib/park-date.ts';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Reads the default date format YYYY/MM/DD HH:mm:ss (also with dashes) as the park's time: the
 * operator writes the opening at the park, whatever zone the phone is set to.
 */
export function parseTarget(date: string): number | null {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(
    date.trim(),
  );
  if (!match) return null;
  const [, y = '', mo = '', d = '', h = '0', mi = '0', s = '0'] = match;
  return fromParkWallClock(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
}

/** Time left until the target, or null once it is reached. */
export function remaining(target: number, now: number): Remaining | null {
  const total = Math.floor((target - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The moment to count to: the absolute instant the server gives (the date is attraction time, not
 * the phone's), else the date read as the park's time, else the duration the server gave.
 */
export function countdownTarget(countdown: Countdown, now: number): number {
  const absolute = countdown.at ? Date.parse(countdown.at) : Number.NaN;
  if (!Number.isNaN(absolute)) return absolute;
  const parsed = parseTarget(countdown.date);
  if (parsed !== null) return parsed;
  const { days, hours, minutes, seconds } = countdown;
  return now + (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
}
