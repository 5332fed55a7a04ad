import './calendar-sheet.css';
import './commerce.css';
import type { Locale } from '@scenic/contracts';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useBackToClose } from '#web/lib/back-closes.ts';
import type { DayChip } from './day-strip';
import { CalendarHead, MonthCalendar } from './month-calendar';

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
 * Loaded on first use only: the calendar is no weight for the detail page.
 */
export default function CalendarSheet(props: CalendarSheetProps) {
  const { days, visible, title, confirmText, locale, onSelect, onClose } = props;
  const [picked, setPicked] = useState(props.selected);
  useBackToClose(visible, onClose);
  const byDate = new Map(days.map((day) => [day.date, day]));
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="calendar-sheet"
      data-testid="calendar-sheet"
      // The chosen day of the strip is the one shown when the sheet opens again.
      afterShow={() => setPicked(props.selected)}
    >
      <CalendarHead title={title} onClose={onClose} />
      {first && last && (
        <MonthCalendar
          first={first}
          last={last}
          locale={locale}
          start={picked}
          end={picked}
          disabled={(date) => byDate.get(date)?.disabled ?? true}
          note={(date) => {
            const day = byDate.get(date);
            return day?.note ? { text: day.note, tone: day.tone } : null;
          }}
          onTap={setPicked}
        />
      )}
      <div className="calendar-sheet__foot">
        <button
          type="button"
          className="button button--primary"
          disabled={!picked}
          onClick={() => picked && onSelect(picked)}
        >
          {confirmText}
        </button>
      </div>
    </Popup>
  );
}
