import type { Order } from '@scenic/contracts';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '#web/components/skeleton.tsx';
import { formatVisitDate } from '#web/lib/date-format.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { qrDataUrl } from '../qr';
import { StatusBadge } from './status-badge';

type Pass = NonNullable<Order['pass']>;

/**
 * The gate pass of a ticket that still opens the gate (see ticket-usability.ts): a large QR code of
 * the pass with its short code under it, large enough to read out and type, then the visit, the
 * tickets and the order number.
 */
export function TicketSlip({ order, pass }: { order: Order; pass: Pass }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  // A slip kept on the phone from before passes had short codes shows its long code until online.
  const shortCode = pass.shortCode || pass.code;
  const qr = useQuery({
    queryKey: queryKeys.qr(pass.code),
    queryFn: () => qrDataUrl(pass.code),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Units refunded no longer go through the gate: the slip lists only those it still admits.
  const admits = order.lines
    .map((line) => ({ name: line.name, quantity: line.quantity - line.refunded }))
    .filter((line) => line.quantity > 0);
  // A slip kept on the phone from before the gate checked cards has none to list.
  const checks = pass.checks ?? [];
  return (
    <section className="ticket-slip" data-testid="ticket-slip" aria-label={t('slip.title')}>
      <div className="ticket-slip__top">
        <h2 className="ticket-slip__title">{order.title}</h2>
        <StatusBadge status={order.status} />
      </div>
      <div className="ticket-slip__qr">
        {qr.data ? (
          <img
            src={qr.data}
            alt={t('slip.qrAlt', { code: shortCode })}
            width={240}
            height={240}
            data-testid="ticket-qr"
          />
        ) : (
          <Skeleton ratio="1 / 1" style={{ width: 240 }} />
        )}
        <p className="ticket-slip__scan">{t('slip.scan')}</p>
        <p className="ticket-slip__code">
          {t('slip.code')}
          <strong data-testid="ticket-short-code">{shortCode}</strong>
          <span className="ticket-slip__code-hint">{t('slip.codeHint')}</span>
        </p>
      </div>
      <dl className="ticket-slip__facts">
        <div>
          <dt>{t('orders.visitDate')}</dt>
          <dd>{formatVisitDate(order.reserveDate, locale)}</dd>
        </div>
        {order.slot && (
          <div>
            <dt>{t('orders.slot')}</dt>
            <dd>{order.slot}</dd>
          </div>
        )}
        <div>
          <dt>{t('orders.lines')}</dt>
          <dd>
            {admits.map((line) => (
              <span key={line.name} className="ticket-slip__line">
                {line.name} × {line.quantity}
              </span>
            ))}
          </dd>
        </div>
        {checks.length > 0 && (
          <div>
            <dt>{t('slip.checks')}</dt>
            <dd>
              {checks.map((check) => (
                <span key={check.check} className="ticket-slip__line ticket-slip__check">
                  {t('slip.checkFor', { check: check.check, count: check.people })}
                </span>
              ))}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('orders.orderNo')}</dt>
          <dd className="order-no">{order.orderNo}</dd>
        </div>
      </dl>
    </section>
  );
}
