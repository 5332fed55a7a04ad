import './month-calendar.css';
import type { Locale } from '@scenic/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDay, formatVisitDate, INTL_LOCALE, pad } from '#web/lib/date-format.ts';
import { parkToday } from '#web/lib/park-date.ts';

const DAY_MS = 86_400_000;

/** The date `days` after a calendar date, both YYYY-MM-DD. */
export function addDaysTo(ymd: string, days: number): string {
  return new Date(calendarDay(ymd).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week a date falls in. */
function mondayOf(ymd: string): string {
  return addDaysTo(ymd, -((calendarDay(ymd).getUTCDay() + 6) % 7));
}

/** The month after a YYYY-MM month. */
function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${pad(number + 1)}`;
}

/**
 * The weeks of each month from the week `first` is in to the week `last` is in, Monday first; a
 * day of another month is a gap there. No weeks of past days come before the week of `first`.
 */
export function calendarMonths(first: string, last: string) {
  const months: { month: string; weeks: { date: string; inMonth: boolean }[][] }[] = [];
  for (let month = first.slice(0, 7); `${month}-01` <= last; month = nextMonth(month)) {
    const weeks: { date: string; inMonth: boolean }[][] = [];
    const from = month === first.slice(0, 7) ? first : `${month}-01`;
    for (
      let monday = mondayOf(from);
      monday <= last && monday.slice(0, 7) <= month;
      monday = addDaysTo(monday, 7)
    ) {
      weeks.push(
        Array.from({ length: 7 }, (_, index) => {
          const date = addDaysTo(monday, index);
          return { date, inMonth: date.slice(0, 7) === month };
        }),
      );
    }
    months.push({ month, weeks });
  }
  return months;
}

/** A calendar sheet's title, with a close button named in the visitor's language. */
export function CalendarHead({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="calendar-head">
      <h2 className="calendar-head__title">{title}</h2>
      <button
        type="button"
        className="calendar-head__close"
        aria-label={t('calendar.close')}
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

export interface CalendarDayNote {
  text: string;
  tone?: 'few' | 'off' | undefined;
}

interface MonthCalendarProps {
  /** The first and last day that may be shown (YYYY-MM-DD); earlier days of that week are greyed. */
  first: string;
  last: string;
  locale: Locale;
  /** The chosen day, or the first and last day of a chosen range. */
  start: string | null;
  end: string | null;
  /** Whether start and end read "Start" and "End" (a range) or the day is simply chosen. */
  range?: boolean;
  disabled: (date: string) => boolean;
  note?: (date: string) => CalendarDayNote | null;
  onTap: (date: string) => void;
}

/**
 * Month after month of days, from the week of the first bookable day to the last: headed with
 * the month as the language writes it ("November 2026", "2026年11月"), today marked as the park
 * counts it, and each day a button with its note (a price, "Sold out") under it.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { first, last, locale, start, end, range = false } = props;
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  const today = parkToday();
  const intl = INTL_LOCALE[locale];
  const monthTitle = new Intl.DateTimeFormat(intl, {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
  const weekday = new Intl.DateTimeFormat(intl, { timeZone: 'UTC', weekday: 'short' });
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    weekday.format(calendarDay(addDaysTo(mondayOf(first), index))),
  );

  // The chosen day is in view when the calendar opens, even months ahead.
  useEffect(() => {
    if (!start) return;
    body.current
      ?.querySelector(`[data-date="${start}"]`)
      ?.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  }, [start]);

  const top = (date: string): ReactNode => {
    if (range && start && date === start && date === end) return t('calendar.startAndEnd');
    if (range && date === start) return t('calendar.start');
    if (range && date === end) return t('calendar.end');
    return date === today ? t('calendar.today') : null;
  };

  return (
    <div className="month-calendar">
      <div className="month-calendar__weekdays" aria-hidden="true">
        {weekdays.map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <div className="month-calendar__body" ref={body}>
        {calendarMonths(first, last).map(({ month, weeks }) => {
          const title = monthTitle.format(calendarDay(`${month}-01`));
          return (
            <section key={month} className="month-calendar__month" aria-label={title}>
              <h3 className="month-calendar__title">{title}</h3>
              <div className="month-calendar__days">
                {weeks.flat().map(({ date, inMonth }) => {
                  if (!inMonth) return <span key={date} aria-hidden="true" />;
                  const outside = date < first || date > last;
                  const off = outside || props.disabled(date);
                  const chosen = !!start && date >= start && date <= (end ?? start);
                  const edge = date === start || date === (end ?? start);
                  const note = outside ? null : props.note?.(date);
                  const label = top(date);
                  return (
                    <button
                      key={date}
                      type="button"
                      disabled={off}
                      aria-pressed={chosen}
                      aria-label={[formatVisitDate(date, locale), label, note?.text]
                        .filter(Boolean)
                        .join(', ')}
                      data-date={date}
                      className={[
                        'month-calendar__day',
                        chosen && (edge ? 'month-calendar__day--on' : 'month-calendar__day--in'),
                        date === today && 'month-calendar__day--today',
                        note?.tone && `month-calendar__day--${note.tone}`,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      onClick={() => props.onTap(date)}
                    >
                      <span className="month-calendar__top">{label}</span>
                      <span className="month-calendar__date">{Number(date.slice(8))}</span>
                      <span className="month-calendar__note">{note?.text}</span>
                    </button>
                  );
                })}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
