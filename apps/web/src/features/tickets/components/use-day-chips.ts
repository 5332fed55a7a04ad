import { senToRm, type TicketInfo } from '@scenic/contracts';
import { useMemo } from 'react';
import type { DayChip } from '#web/components/day-strip.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { dayPriceSen, dayStateKey, isBookable } from '../booking';

/** The calendar's days as chips: the day's price, or "Few left", "Sold out", "Closed". */
export function useDayChips(ticket: TicketInfo | undefined): DayChip[] {
  const { t } = useOrderTexts();
  return useMemo(
    () =>
      (ticket?.days ?? []).map((day) => {
        const state = dayStateKey(day.state);
        const from = dayPriceSen(day, ticket?.variants ?? []);
        const bookable = isBookable(day);
        return {
          date: day.date,
          disabled: !bookable,
          note: state
            ? t(`booking.${state}`)
            : from === null
              ? ''
              : formatPrice(t, senToRm(from)).replace(/\.00$/, ''),
          ...(state === 'few'
            ? { tone: 'few' as const }
            : bookable
              ? {}
              : { tone: 'off' as const }),
        };
      }),
    [ticket, t],
  );
}
