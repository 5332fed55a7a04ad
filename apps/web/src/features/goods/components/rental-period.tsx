import { type GoodsDetail, validationMessage } from '@scenic/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { type DayChip, DayStrip } from '#web/components/day-strip.tsx';
import { Stepper } from '#web/components/stepper.tsx';
import { formatVisitDate, fromYmd, toYmd } from '#web/lib/date-format.ts';
import { showToast } from '#web/lib/toast.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { addDays, lastBookableDay, type RentalPeriod, rangeDays, startOfToday } from '../rental';
import { CalendarIcon } from './goods-icons';

const RentalCalendar = lazy(() => import('./rental-calendar'));

type Rent = NonNullable<GoodsDetail['rent']>;

interface RentalPeriodProps {
  rent: Rent;
  period: RentalPeriod | null;
  onChange: (period: RentalPeriod | null) => void;
}

/**
 * The days ahead a rental by the hour may be on, today (at the park) first; kept only while the
 * park's date stays the same, so a sheet opened again after midnight starts from the new day.
 */
function useBookableDays(): DayChip[] {
  const { t } = useGoodsTexts();
  const now = Date.now();
  const first = toYmd(startOfToday(now));
  const last = toYmd(lastBookableDay(now));
  return useMemo(() => {
    const today = fromYmd(first);
    const lastDay = fromYmd(last);
    const days: DayChip[] = [];
    for (let offset = 0; addDays(today, offset) <= lastDay; offset++) {
      days.push({
        date: toYmd(addDays(today, offset)),
        disabled: false,
        note: offset === 0 ? t('rental.today') : '',
      });
    }
    return days;
  }, [t, first, last]);
}

/** By the day: a date range from a calendar. By the hour: a day and how many hours. */
export function RentalPeriodPicker({ rent, period, onChange }: RentalPeriodProps) {
  const { t } = useGoodsTexts();
  const locale = useLocale();
  const days = useBookableDays();
  const [calendar, setCalendar] = useState<'unused' | 'open' | 'closed'>('unused');

  if (rent.unit === 'hour') {
    const hours = period?.hours ?? 1;
    return (
      <div className="rental-period">
        <h3 className="sku-sheet__label">{t('rental.day')}</h3>
        <DayStrip
          days={days}
          selected={period?.start ?? null}
          onSelect={(date) => onChange({ start: date, hours })}
          locale={locale}
          label={t('rental.day')}
        />
        <div className="sku-sheet__row">
          <div>
            <h3 className="sku-sheet__label">{t('rental.hours')}</h3>
            <span className="sku-sheet__hint">{t('rental.maxHours', { count: rent.max })}</span>
          </div>
          <div>
            <Stepper
              min={1}
              max={rent.max}
              value={hours}
              label={t('rental.hours')}
              onChange={(next) =>
                onChange({ start: period?.start ?? toYmd(startOfToday()), hours: next })
              }
            />
          </div>
        </div>
      </div>
    );
  }

  const chosen = period?.end ? period : null;
  return (
    <div className="rental-period">
      <h3 className="sku-sheet__label">{t('rental.dates')}</h3>
      <button
        type="button"
        className={`rental-range${chosen ? ' rental-range--on' : ''}`}
        data-testid="rental-range"
        onClick={() => setCalendar('open')}
      >
        <CalendarIcon />
        <span className="rental-range__text">
          {chosen?.end
            ? t('rental.range', {
                start: formatVisitDate(chosen.start, locale),
                end: formatVisitDate(chosen.end, locale),
                count: rangeDays(chosen.start, chosen.end),
              })
            : t('rental.chooseDates')}
        </span>
      </button>
      <span className="sku-sheet__hint">{t('rental.maxDays', { count: rent.max })}</span>
      <Suspense fallback={null}>
        {calendar !== 'unused' && (
          <RentalCalendar
            visible={calendar === 'open'}
            title={t('rental.dates')}
            confirmText={t('rental.confirmDates')}
            summary={(count) => t('rental.days', { count })}
            hint={t('rental.maxDays', { count: rent.max })}
            locale={locale}
            max={rent.max}
            start={chosen?.start ?? null}
            end={chosen?.end ?? null}
            onTooLong={() => showToast(validationMessage('rentalTooLong', locale, { n: rent.max }))}
            onConfirm={(start, end) => onChange({ start, end })}
            onClose={() => setCalendar('closed')}
          />
        )}
      </Suspense>
    </div>
  );
}
