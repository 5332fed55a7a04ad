import type { Locale } from '@scenic/contracts';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { CalendarHead, MonthCalendar } from '#web/components/month-calendar.tsx';
import { useBackToClose } from '#web/lib/back-closes.ts';
import { toYmd } from '#web/lib/date-format.ts';
import { lastBookableDay, rangeDays, startOfToday } from '../rental';

interface RentalCalendarProps {
  visible: boolean;
  title: string;
  confirmText: string;
  /** "3 days" for a chosen range. */
  summary: (days: number) => string;
  hint: string;
  locale: Locale;
  /** The longest rental in days. */
  max: number;
  start: string | null;
  end: string | null;
  /** A range longer than `max` was tapped: it is refused and the visitor is told why. */
  onTooLong: () => void;
  onConfirm: (start: string, end: string) => void;
  onClose: () => void;
}

interface Range {
  start: string;
  end: string;
}

/**
 * The rental's dates as a month calendar from today to the end of the booking window: tap the
 * first and the last day. Loaded on first use: the calendar is no weight for the detail page.
 */
export default function RentalCalendar(props: RentalCalendarProps) {
  const { visible, title, confirmText, summary, hint, locale, max } = props;
  useBackToClose(visible, props.onClose);
  const [range, setRange] = useState<Range | null>(
    props.start && props.end ? { start: props.start, end: props.end } : null,
  );
  // After a first tap the next one ends the range; after that a tap starts a new one.
  const [picking, setPicking] = useState(false);
  const days = range ? rangeDays(range.start, range.end) : 0;

  const tap = (date: string) => {
    if (!range || !picking) {
      setRange({ start: date, end: date });
      setPicking(true);
      return;
    }
    // A second tap on the only chosen day keeps it: a one-day rental.
    const [start, end] = [range.start, date].sort() as [string, string];
    if (rangeDays(start, end) > max) {
      props.onTooLong();
      return;
    }
    setRange({ start, end });
    setPicking(false);
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="rental-calendar"
    >
      <CalendarHead title={title} onClose={props.onClose} />
      <MonthCalendar
        first={toYmd(startOfToday())}
        last={toYmd(lastBookableDay())}
        locale={locale}
        start={range?.start ?? null}
        end={range?.end ?? null}
        range
        disabled={() => false}
        onTap={tap}
      />
      <div className="rental-calendar__foot">
        <span className="rental-calendar__summary" aria-live="polite">
          {range ? summary(days) : hint}
        </span>
        <button
          type="button"
          className="button button--accent action-bar__button"
          disabled={!range}
          onClick={() => {
            if (!range) return;
            props.onConfirm(range.start, range.end);
            props.onClose();
          }}
          data-testid="rental-range-confirm"
        >
          {confirmText}
        </button>
      </div>
    </Popup>
  );
}
