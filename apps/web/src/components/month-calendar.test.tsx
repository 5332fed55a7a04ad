import type { Locale } from '@scenic/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '#web/lib/i18n.ts';
import { press } from '#web/test/dom.ts';
import { render } from '#web/test/render.tsx';
import { calendarMonths, MonthCalendar } from './month-calendar';

const phoneZone = process.env.TZ;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  // Evening of Sunday 22 November in New York: already Monday the 23rd at the park.
  process.env.TZ = 'America/New_York';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T02:30:00Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  await changeLocale('en');
  if (phoneZone === undefined) delete process.env.TZ;
  else process.env.TZ = phoneZone;
});

async function renderCalendar(locale: Locale, extra: { start?: string; end?: string } = {}) {
  await changeLocale(locale);
  const onTap = vi.fn();
  const view = await render(
    <MonthCalendar
      first="2026-11-26"
      last="2026-12-31"
      locale={locale}
      start={extra.start ?? null}
      end={extra.end ?? null}
      range={!!extra.end}
      disabled={(date) => date === '2026-12-05'}
      note={(date) => (date === '2026-12-05' ? { text: 'Sold out', tone: 'off' } : null)}
      onTap={onTap}
    />,
  );
  return { view, onTap };
}

const titles = (view: HTMLElement) =>
  [...view.querySelectorAll('.month-calendar__title')].map((title) => title.textContent);
const weekdays = (view: HTMLElement) =>
  [...view.querySelectorAll('.month-calendar__weekdays span')].map((day) => day.textContent);
const day = (view: HTMLElement, date: string) =>
  view.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);

describe('the month calendar', () => {
  it('opens on the week of the first bookable day, with no weeks of past days before it', () => {
    const months = calendarMonths('2026-11-26', '2026-12-31').map(({ weeks }) =>
      weeks.map((week) => week.map(({ date, inMonth }) => (inMonth ? date : null))),
    );
    const [november, december] = months;
    expect(november).toEqual([
      [
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ],
      ['2026-11-30', null, null, null, null, null, null],
    ]);
    expect(december?.[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(december?.at(-1)?.[3]).toBe('2026-12-31');
  });

  it('greys the days of that first week before the first bookable day, and days that are not for sale', async () => {
    const { view, onTap } = await renderCalendar('en');
    expect(day(view, '2026-11-25')?.disabled).toBe(true);
    expect(day(view, '2026-11-26')?.disabled).toBe(false);
    expect(day(view, '2026-12-05')?.disabled).toBe(true);
    expect(day(view, '2026-12-05')?.textContent).toContain('Sold out');
    expect(day(view, '2026-11-22')).toBeNull();
    await press(day(view, '2026-11-27'));
    expect(onTap).toHaveBeenCalledWith('2026-11-27');
  });

  it.each([
    [
      'en',
      ['November 2026', 'December 2026'],
      ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      'Today',
    ],
    [
      'zh',
      ['2026年11月', '2026年12月'],
      ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
      '今天',
    ],
    [
      'ma',
      ['November 2026', 'Disember 2026'],
      ['Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab', 'Ahd'],
      'Hari ini',
    ],
  ] as const)(
    'in %s heads months and weekdays as the language writes them',
    async (locale, months, days, today) => {
      const { view } = await renderCalendar(locale);
      expect(titles(view)).toEqual(months);
      expect(weekdays(view)).toEqual(days);
      // Today as the park counts it (the phone still says the 22nd), written as a word of its own.
      expect(day(view, '2026-11-23')?.querySelector('.month-calendar__top')?.textContent).toBe(
        today,
      );
      expect(view.querySelectorAll('.month-calendar__day--today')).toHaveLength(1);
    },
  );

  it('names each day in full for a screen reader, and marks the chosen range with Start and End', async () => {
    const { view } = await renderCalendar('en', { start: '2026-11-27', end: '2026-11-29' });
    expect(day(view, '2026-12-05')?.getAttribute('aria-label')).toBe('Sat, 5 Dec 2026, Sold out');
    const tops = ['2026-11-27', '2026-11-28', '2026-11-29'].map(
      (date) => day(view, date)?.querySelector('.month-calendar__top')?.textContent,
    );
    expect(tops).toEqual(['Start', '', 'End']);
    expect(day(view, '2026-11-28')?.getAttribute('aria-pressed')).toBe('true');
    expect(day(view, '2026-11-30')?.getAttribute('aria-pressed')).toBe('false');
  });
});
