import type { Order } from '@scenic/contracts';
import { useId } from 'react';
import { formatVisitDate } from '#web/lib/date-format.ts';
import { parkClock } from '#web/lib/park-date.ts';
import { openPayment } from '#web/lib/payment.ts';
import { formatPrice } from '#web/lib/price.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { useTimeLeft } from '../time-left';

/**
 * A move to a dearer date waiting for its difference (decision 041): where the ticket is going,
 * what to pay by when, and the way to pay it. Until then the ticket keeps its date, so the card
 * says so; once the time is up it goes (the server gives the held places back).
 */
export function DateChangeCard({ order }: { order: Order }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const titleId = useId();
  const change = order.dateChange;
  const left = useTimeLeft(change?.expiresAt);
  if (!change || left <= 0) return null;
  const price = formatPrice(t, change.difference);
  return (
    <section className="detail-card detail-card--ask date-change" aria-labelledby={titleId}>
      <h2 id={titleId} className="detail-card__title">
        {t('dateChange.title', {
          date: formatVisitDate(change.date, locale),
          slot: change.slot,
        }).trim()}
      </h2>
      {/* The park's clock: the hold ends at the park's time, whatever zone the phone is set to. */}
      <p className="date-change__due">
        {t('dateChange.due', { price, time: parkClock(change.expiresAt) })}
      </p>
      <p className="detail-card__hint">
        {t('dateChange.stillValid', { date: formatVisitDate(order.reserveDate, locale) })}
      </p>
      <button
        type="button"
        className="button button--accent button--block date-change__pay"
        onClick={() => openPayment(change.payUrl)}
      >
        {t('dateChange.pay', { price })}
      </button>
    </section>
  );
}
