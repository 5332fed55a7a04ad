import './calendar-sheet.css';
import type { Locale } from '@scenic/contracts';
import CalendarPicker from 'antd-mobile/es/components/calendar-picker';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import msMY from 'antd-mobile/es/locales/ms-MY';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { fromYmd, toYmd } from '../lib/date-format';
import type { DayChip } from './day-strip';

const LOCALES = { zh: zhCN, en: enUS, ma: msMY };

interface CalendarSheetProps {
  days: readonly DayChip[];
  selected: string | null;
  visible: boolean;
  title: string;
  confirmText: string;
  locale: Locale;
  onSelect: (date: string) => void;
  onClose: () => void;
}

/**
 * The same days as the strip, as a month calendar with each day's price or state under it.
 * Loaded on first use only: the calendar and its locales are no weight for the detail page.
 */
export default function CalendarSheet(props: CalendarSheetProps) {
  const { days, selected, visible, title, confirmText, locale, onSelect, onClose } = props;
  const byDate = new Map(days.map((day) => [day.date, day]));
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return (
    <ConfigProvider locale={LOCALES[locale]}>
      <CalendarPicker
        visible={visible}
        title={title}
        confirmText={confirmText}
        selectionMode="single"
        weekStartsOn="Monday"
        popupClassName="calendar-sheet"
        {...(first ? { min: fromYmd(first) } : {})}
        {...(last ? { max: fromYmd(last) } : {})}
        defaultValue={selected ? fromYmd(selected) : null}
        shouldDisableDate={(date) => byDate.get(toYmd(date))?.disabled ?? true}
        renderBottom={(date) => {
          const day = byDate.get(toYmd(date));
          return day ? (
            <span className={`calendar-sheet__note calendar-sheet__note--${day.tone ?? 'open'}`}>
              {day.note}
            </span>
          ) : null;
        }}
        onConfirm={(date) => {
          if (date) onSelect(toYmd(date));
        }}
        onClose={onClose}
        onMaskClick={onClose}
      />
    </ConfigProvider>
  );
}
