import type { Order } from '@scenic/contracts';
import { Link } from 'react-router';
import { UploadImg } from '#web/components/upload-img.tsx';
import { formatVisitDate } from '#web/lib/date-format.ts';
import { orderDetailPath } from '#web/lib/order-paths.ts';
import { formatPrice } from '#web/lib/price.ts';
import { formatRentalPeriod } from '#web/lib/rental-period.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { leftToPay, partlyPaid } from '../paid-by';
import { ticketUsability } from '../ticket-usability';
import { PayAction } from './pay-action';
import { paymentSetBack } from './payment-notice';
import { StatusBadge } from './status-badge';

/** One order in a list: what, when, how much, its status and, if unpaid, the way to pay. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const lines = order.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ');
  const showSlip = order.kind === 'ticket' && ticketUsability(order) === 'usable';
  return (
    <li className="order-card" data-testid="order-card" data-order-id={order.id}>
      <Link to={orderDetailPath(order)} className="order-card__main">
        <span className="order-card__head">
          <span className="order-card__no order-no">
            <span className="visually-hidden">{t('orders.orderNo')} </span>
            {order.orderNo}
          </span>
          <StatusBadge status={order.status} />
        </span>
        <span className="order-card__body">
          {order.cover ? (
            <UploadImg
              className="order-card__cover"
              src={order.cover}
              sizes="25vw"
              naturalWidth={600}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
            />
          ) : (
            // No picture: the same tinted square, never an image with an empty address (which
            // a browser fetches as the page itself).
            <span className="order-card__cover" aria-hidden="true" />
          )}
          <span className="order-card__text">
            <span className="order-card__title">{order.title}</span>
            {order.reserveDate && (
              <span className="order-card__meta">
                {t('orders.visitOn', { date: formatVisitDate(order.reserveDate, locale) })}
                {order.slot ? ` · ${order.slot}` : ''}
              </span>
            )}
            {order.rental && (
              <span className="order-card__meta">
                {formatRentalPeriod(t, locale, order.rental)}
              </span>
            )}
            {order.pickup?.number && (
              <span className="order-card__meta order-card__meta--strong">
                {t('goodsOrder.cardPickup', { number: order.pickup.number })}
              </span>
            )}
            {lines && <span className="order-card__meta">{lines}</span>}
            {/* A gift card paid part of it: Pay pays the rest. */}
            {partlyPaid(order) && (
              <span className="order-card__meta order-card__meta--strong">
                {t('orders.leftToPayAmount', { amount: formatPrice(t, leftToPay(order)) })}
              </span>
            )}
            {paymentSetBack(order) && (
              <span className="order-card__meta order-card__meta--alert">
                {t(
                  order.lastPayment === 'failed' ? 'payment.failedShort' : 'payment.canceledShort',
                )}
              </span>
            )}
          </span>
        </span>
      </Link>
      <div className="order-card__foot">
        <span className="money">{formatPrice(t, order.total)}</span>
        {order.status === 'pending_payment' ? (
          <PayAction order={order} />
        ) : (
          showSlip && (
            <Link
              className="button button--outline button--small"
              to={`/order/piaoju?id=${order.id}`}
            >
              {t('orders.viewSlip')}
            </Link>
          )
        )}
      </div>
    </li>
  );
}
