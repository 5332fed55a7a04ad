/**
 * The park's own calendar and clock. The server checks bookings against the attraction's date at
 * its UTC offset (ATTRACTION_UTC_OFFSET, +08:00 by default), whatever zone the phone is set to; the
 * park's details (getScenic) say which offset, and until they arrive the default holds.
 */
export const PARK_UTC_OFFSET = '+08:00';
let parkOffset = PARK_UTC_OFFSET;

/** Takes the park's offset from its details; an unreadable one leaves the current offset. */
export function setParkOffset(offset: string | undefined): void {
  if (offset && /^[+-]\d\d:\d\d$/.test(offset)) parkOffset = offset;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "+08:00" → 8 hours in milliseconds; "-03:30" → minus three and a half hours. */
function offsetMs(offset: string): number {
  const match = /^([+-])(\d\d):(\d\d)$/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/** The moment as the park's wall clock shows it, read through the UTC getters. */
export function parkWallClock(moment: Date | number, offset = parkOffset): Date {
  return new Date(new Date(moment).getTime() + offsetMs(offset));
}

/** A time on the park's wall clock (its fields written as UTC) as the moment it is. */
export function fromParkWallClock(wall: number, offset = parkOffset): number {
  return wall - offsetMs(offset);
}

/** Today's date at the park, YYYY-MM-DD. */
export function parkToday(now: Date | number = Date.now(), offset = parkOffset): string {
  const wall = parkWallClock(now, offset);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

/** "12:40": a moment in the park's time; empty for a missing or unreadable one. */
export function parkClock(iso: string | null | undefined, offset = parkOffset): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const wall = parkWallClock(moment, offset);
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
