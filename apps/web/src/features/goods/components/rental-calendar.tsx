import type { Locale } from '@scenic/contracts';
import CalendarPickerView from 'antd-mobile/es/components/calendar-picker-view';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import Popup from 'antd-mobile/es/components/popup';
import enUS from 'antd-mobile/es/locales/en-US';
import msMY from 'antd-mobile/es/locales/ms-MY';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useState } from 'react';
import { fromYmd, toYmd } from '../../../lib/date-format';
import { lastBookableDay, rangeDays, startOfToday } from '../rental';

const LOCALES = { zh: zhCN, en: enUS, ma: msMY };

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

/**
 * The rental's dates as a month calendar from today to the end of the booking window: tap the
 * first and the last day. Loaded on first use: the calendar is no weight for the detail page.
 */
export default function RentalCalendar(props: RentalCalendarProps) {
  const { visible, title, confirmText, summary, hint, locale, max } = props;
  const [range, setRange] = useState<[Date, Date] | null>(
    props.start && props.end ? [fromYmd(props.start), fromYmd(props.end)] : null,
  );
  const days = range ? rangeDays(toYmd(range[0]), toYmd(range[1])) : 0;
  return (
    <Popup
      visible={visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      showCloseButton
      bodyClassName="rental-calendar"
      data-testid="rental-calendar"
    >
      <ConfigProvider locale={LOCALES[locale]}>
        <CalendarPickerView
          title={title}
          selectionMode="range"
          // A second tap on the only chosen day keeps it (a one-day rental) rather than clearing.
          allowClear={false}
          weekStartsOn="Monday"
          min={startOfToday()}
          max={lastBookableDay()}
          value={range}
          // The date carries its day, so a tap can be aimed at a date (and tested by it).
          renderDate={(date) => <span data-date={toYmd(date)}>{date.getDate()}</span>}
          onChange={(next) => {
            if (next && rangeDays(toYmd(next[0]), toYmd(next[1])) > max) {
              props.onTooLong();
              return;
            }
            setRange(next);
          }}
        />
      </ConfigProvider>
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
            props.onConfirm(toYmd(range[0]), toYmd(range[1]));
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
