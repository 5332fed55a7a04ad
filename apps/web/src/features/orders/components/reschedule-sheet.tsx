import type { Order } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import { useMemo, useState } from 'react';
import { type DayChip, DayStrip } from '#web/components/day-strip.tsx';
import { useBackToClose } from '#web/lib/back-closes.ts';
import { calendarDay, formatVisitDate } from '#web/lib/date-format.ts';
import { parkToday } from '#web/lib/park-date.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { showToast } from '#web/lib/toast.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { changeOrderTime } from '../api/change-order-time';
import { useRescheduleDays } from '../api/get-reschedule-days';

/** The next `count` dates at the park from its tomorrow, as YYYY-MM-DD, whatever the phone's zone. */
export function nextDates(count: number, now: Date | number = Date.now()): string[] {
  const today = calendarDay(parkToday(now)).getTime();
  return Array.from({ length: count }, (_, index) =>
    new Date(today + (index + 1) * 86_400_000).toISOString().slice(0, 10),
  );
}

interface RescheduleSheetProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/** Moves a ready-to-use ticket to another date; the server checks that date's places. */
export function RescheduleSheet({ order, open, onClose }: RescheduleSheetProps) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string | null>(null);
  useBackToClose(open, onClose);
  const calendar = useRescheduleDays(order.ticketId, open);
  const quantity = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const days = useMemo<DayChip[]>(() => {
    // With the ticket's calendar, dates without room for this order cannot be chosen.
    if (calendar.data) {
      return calendar.data.map((day) => {
        const current = day.date === order.reserveDate;
        const unavailable =
          day.state === 'closed' || day.state === 'soldOut' || day.remaining < quantity;
        const note = current
          ? t('orders.visitDate')
          : day.state === 'closed'
            ? t('booking.closed')
            : unavailable
              ? t('booking.soldOut')
              : day.state === 'few'
                ? t('booking.few')
                : '';
        return {
          date: day.date,
          disabled: current || unavailable,
          note,
          ...(unavailable
            ? { tone: 'off' as const }
            : day.state === 'few'
              ? { tone: 'few' as const }
              : {}),
        };
      });
    }
    return nextDates(31).map((value) => ({
      date: value,
      disabled: value === order.reserveDate,
      note: value === order.reserveDate ? t('orders.visitDate') : '',
    }));
  }, [calendar.data, order.reserveDate, quantity, t]);
  const move = useMutation({
    mutationFn: (next: string) => changeOrderTime(order.id, next),
    onSuccess: async (_, next) => {
      showToast(t('reschedule.done', { date: formatVisitDate(next, locale) }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      onClose();
    },
  });

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sheet"
      destroyOnClose
    >
      <h2 className="sheet__title">{t('reschedule.title')}</h2>
      <DayStrip
        days={days}
        selected={date}
        onSelect={setDate}
        locale={locale}
        label={t('reschedule.title')}
        testIdPrefix="reschedule-date"
      />
      <p className="sheet__note" aria-live="polite">
        {date
          ? t('reschedule.chosen', { date: formatVisitDate(date, locale) })
          : t('booking.chooseDate')}
      </p>
      <div className="sheet__actions">
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('reschedule.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!date || move.isPending}
          onClick={() => date && move.mutate(date)}
          data-testid="reschedule-confirm"
        >
          {t('reschedule.confirm')}
        </button>
      </div>
    </Popup>
  );
}
