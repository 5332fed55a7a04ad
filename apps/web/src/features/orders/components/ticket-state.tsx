import type { Order } from '@scenic/contracts';
import { Link } from 'react-router';
import { formatDateTime, formatVisitDate } from '#web/lib/date-format.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import type { TicketUsability } from '../ticket-usability';

type Closed = Extract<TicketUsability, 'used' | 'refunded' | 'expired'>;

/**
 * A ticket that no longer opens the gate, in place of its slip: what became of it, large, and
 * what happens next. No code, no QR, nothing to send or move: it must not look usable.
 */
export function TicketState({ order, state }: { order: Order; state: Closed }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const headline = {
    used: order.pass?.usedAt
      ? t('ticketState.used', { time: formatDateTime(order.pass.usedAt) })
      : t('status.used'),
    refunded: t('ticketState.refunded'),
    expired: t('ticketState.expired'),
  }[state];
  const next = {
    used: t('ticketState.usedNext'),
    refunded: t('ticketState.refundedNext'),
    expired: t('ticketState.expiredNext', {
      date: formatVisitDate(order.reserveDate, locale),
    }),
  }[state];
  return (
    <section
      className={`ticket-state ticket-state--${state}`}
      data-testid="ticket-state"
      data-state={state}
      aria-labelledby="ticket-state-headline"
    >
      <p className="ticket-state__title">{order.title}</p>
      <h2 id="ticket-state-headline" className="ticket-state__headline">
        {headline}
      </h2>
      <p className="ticket-state__next">{next}</p>
      {state !== 'used' && (
        <Link className="button button--outline ticket-state__action" to="/ticket">
          {t('ticketState.buyAgain')}
        </Link>
      )}
    </section>
  );
}
