import { DEFAULT_ORDER_HOLD_MINUTES, type Order } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { type DayChip, DayStrip } from '#web/components/day-strip.tsx';
import { useBackToClose } from '#web/lib/back-closes.ts';
import { calendarDay, formatVisitDate } from '#web/lib/date-format.ts';
import { parkToday } from '#web/lib/park-date.ts';
import { openPayment } from '#web/lib/payment.ts';
import { formatPrice } from '#web/lib/price.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { showToast } from '#web/lib/toast.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { changeOrderTime } from '../api/change-order-time';
import { useChangePrices } from '../api/get-change-prices';
import { useRescheduleDays } from '../api/get-reschedule-days';
import { type MoveCost, moveCost } from '../move-cost';

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

/** A chip's second line: what the move costs, or gives back; nothing when it costs nothing. */
function costLine(t: TFunction, cost: MoveCost): DayChip['cost'] {
  if (cost.kind !== 'more' && cost.kind !== 'back') return undefined;
  const price = formatPrice(t, cost.amount);
  return cost.kind === 'more'
    ? { text: t('reschedule.costMore', { price }), back: false }
    : { text: t('reschedule.costBack', { price }), back: true };
}

/** "RM 22.50" kept on one line where a sentence wraps around it. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** Under the strip: the date chosen and, before the visitor confirms, what the move costs. */
function ChosenNote({
  date,
  cost,
  holdMinutes,
}: {
  date: string | null;
  cost: MoveCost;
  holdMinutes: number;
}) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  if (!date) return t('booking.chooseDate');
  const day = formatVisitDate(date, locale);
  switch (cost.kind) {
    case 'more':
      return t('reschedule.chosenMore', {
        date: day,
        price: unbroken(formatPrice(t, cost.amount)),
        minutes: holdMinutes,
      });
    case 'back':
      return t('reschedule.chosenBack', {
        date: day,
        price: unbroken(formatPrice(t, cost.amount)),
      });
    case 'free':
      return t('reschedule.chosenFree', { date: day });
    case 'same':
      return t('reschedule.chosenSame', { date: day });
    default:
      return t('reschedule.chosen', { date: day });
  }
}

/**
 * Moves a ready-to-use ticket to another date; the server checks that date's places. Each date
 * shows what the move costs before the visitor picks (decision 041): a dearer date is paid for
 * on the payment page before the ticket moves, a cheaper one may give the difference back.
 */
export function RescheduleSheet({ order, open, onClose }: RescheduleSheetProps) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string | null>(null);
  useBackToClose(open, onClose);
  const calendar = useRescheduleDays(order.ticketId, open);
  const prices = useChangePrices(order.id, open);
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
  // Each date that can be chosen says what the move costs, once the server's figures are in.
  const priced = useMemo(
    () =>
      days.map((day) => {
        const cost = day.disabled ? undefined : costLine(t, moveCost(prices.data, day.date));
        return cost ? { ...day, cost } : day;
      }),
    [days, prices.data, t],
  );
  const cost = moveCost(prices.data, date ?? '');
  const move = useMutation({
    mutationFn: (next: string) => changeOrderTime(order.id, next),
    onSuccess: async (moved, next) => {
      // A dearer date waits for its difference: the visitor pays it on the payment page, which
      // brings them back to the order, moved. The server's answer decides, whatever was shown.
      if (moved.dateChange) {
        openPayment(moved.dateChange.payUrl);
        return;
      }
      const day = formatVisitDate(next, locale);
      const back = moveCost(prices.data, next);
      showToast(
        back.kind === 'back'
          ? t('reschedule.doneBack', { date: day, price: formatPrice(t, back.amount) })
          : t('reschedule.done', { date: day }),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      onClose();
    },
  });

  const paying = cost.kind === 'more';
  const cancel = (
    <button type="button" className="button button--outline" onClick={onClose}>
      {t('reschedule.cancel')}
    </button>
  );

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sheet"
      destroyOnClose
    >
      <h2 className="sheet__title">{t('reschedule.title')}</h2>
      {prices.data?.free && <p className="sheet__lead">{t('reschedule.free')}</p>}
      <DayStrip
        days={priced}
        selected={date}
        onSelect={setDate}
        locale={locale}
        label={t('reschedule.title')}
        testIdPrefix="reschedule-date"
      />
      <p className="sheet__note" aria-live="polite">
        <ChosenNote
          date={date}
          cost={cost}
          holdMinutes={prices.data?.holdMinutes ?? DEFAULT_ORDER_HOLD_MINUTES}
        />
      </p>
      {/* Paying takes a longer label: it gets the whole width, first, with Cancel under it. */}
      <div className={`sheet__actions${paying ? ' sheet__actions--stacked' : ''}`}>
        {!paying && cancel}
        <button
          type="button"
          className="button button--primary"
          // Once the payment page is opening, a second tap would hold the places again.
          disabled={!date || move.isPending || Boolean(move.data?.dateChange)}
          onClick={() => date && move.mutate(date)}
          data-testid="reschedule-confirm"
        >
          {paying
            ? t('reschedule.payAndMove', { price: formatPrice(t, cost.amount) })
            : t('reschedule.confirm')}
        </button>
        {paying && cancel}
      </div>
    </Popup>
  );
}
