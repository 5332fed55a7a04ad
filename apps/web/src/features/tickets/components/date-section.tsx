import { lazy, Suspense, useState } from 'react';
import type { DayChip } from '#web/components/day-strip.tsx';
import { DayStrip } from '#web/components/day-strip.tsx';
import { formatVisitDate } from '#web/lib/date-format.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { CalendarIcon } from './calendar-icon';

const CalendarSheet = lazy(() => import('#web/components/calendar-sheet.tsx'));

interface DateSectionProps {
  chips: DayChip[];
  chosen: string | null;
  /** Buying was tried without a date: the card is outlined. */
  asked: boolean;
  onChoose: (date: string) => void;
  sectionRef: (node: HTMLElement | null) => void;
}

/** The visit date: a strip of day chips, and the same days as a month calendar on demand. */
export function DateSection({ chips, chosen, asked, onChoose, sectionRef }: DateSectionProps) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  // The month calendar loads the first time it is opened.
  const [calendar, setCalendar] = useState<'unused' | 'open' | 'closed'>('unused');
  return (
    <>
      <section
        className={`detail-card${asked ? ' detail-card--ask' : ''}`}
        aria-labelledby="booking-date"
        ref={sectionRef}
      >
        <div className="detail-card__head">
          <h2 id="booking-date">{t('booking.date')}</h2>
          <button
            type="button"
            className="calendar-link"
            onClick={() => setCalendar('open')}
            data-testid="ticket-calendar-open"
          >
            <CalendarIcon />
            {t('booking.allDates')}
          </button>
        </div>
        <p className={`booking-chosen ${chosen ? 'booking-chosen--on' : ''}`}>
          {chosen ? formatVisitDate(chosen, locale) : t('booking.chooseDate')}
        </p>
        <DayStrip
          days={chips}
          selected={chosen}
          onSelect={onChoose}
          locale={locale}
          label={t('booking.date')}
          testIdPrefix="ticket-date"
        />
      </section>

      <Suspense fallback={null}>
        {calendar !== 'unused' && (
          <CalendarSheet
            days={chips}
            selected={chosen}
            visible={calendar === 'open'}
            title={t('booking.date')}
            confirmText={t('booking.confirmDate')}
            locale={locale}
            onSelect={(next) => {
              onChoose(next);
              setCalendar('closed');
            }}
            onClose={() => setCalendar('closed')}
          />
        )}
      </Suspense>
    </>
  );
}
