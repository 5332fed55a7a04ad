import type { Locale } from '@scenic/contracts';
import type { TFunction } from 'i18next';
import { dayChipParts } from '#web/lib/date-format.ts';
import { parkClock, parkToday } from '#web/lib/park-date.ts';

/** "14:00": an hour of the forecast as the park's clock shows it (the API sends it with its offset). */
export function hourLabel(time: string): string {
  return /T(\d\d:\d\d)/.exec(time)?.[1] ?? '';
}

/** "Today", "Tomorrow", then "Wed 26 Nov" (in the visitor's language). */
export function dayLabel(t: TFunction, date: string, locale: Locale, now = Date.now()): string {
  const today = parkToday(now);
  if (date === today) return t('weather.today');
  if (date === parkToday(now + 86_400_000)) return t('weather.tomorrow');
  const { weekday, day } = dayChipParts(date, locale);
  return `${weekday} ${day}`;
}

/** When a reading was taken: "09:30" today, "20 Nov 09:30" another day; empty when unreadable. */
export function readingTime(iso: string, locale: Locale, now = Date.now()): string {
  const moment = Date.parse(iso);
  if (Number.isNaN(moment)) return '';
  const clock = parkClock(iso);
  const day = parkToday(moment);
  return day === parkToday(now) ? clock : `${dayChipParts(day, locale).day} ${clock}`;
}
