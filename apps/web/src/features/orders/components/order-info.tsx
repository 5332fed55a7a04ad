import type { Order } from '@scenic/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatVisitDate } from '#web/lib/date-format.ts';
import { formatPrice } from '#web/lib/price.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { payMethodKey } from '../pay-method';
import { OrderPaidBy } from './order-paid-by';

type Line = Order['lines'][number];

/**
 * What a line cost a unit before the order's promotion code, struck through, beside what it cost
 * with it; nothing for a line the code left at its list price.
 */
function DiscountedUnit({ line }: { line: Line }) {
  const { t } = useOrderTexts();
  if (line.listUnitPrice === line.unitPrice) return null;
  return (
    <span className="order-lines__detail order-lines__unit">
      {t('orders.unitPrice')}{' '}
      <del className="order-lines__list-price">
        <span className="visually-hidden">{t('orders.listPrice')} </span>
        {formatPrice(t, line.listUnitPrice)}
      </del>{' '}
      <span className="order-lines__paid-price">{formatPrice(t, line.unitPrice)}</span>
    </span>
  );
}

interface OrderInfoProps {
  order: Order;
  /** The heading of the lines ("Tickets" by default). */
  linesTitle?: string;
  /** What a line's price is made of, under it (a rental's "RM 35.00 / hour × 3 hours"). */
  lineDetail?: (line: Line) => ReactNode;
  /** Something to do with a line, under it (e.g. "Write a review"). */
  lineAction?: (line: Line) => ReactNode;
}

/**
 * The order's facts: its lines and total (with the units refunded of each), then number, times,
 * payment, visit date and note. What was refunded, when and why is its own card (OrderRefunds).
 */
export function OrderInfo({ order, linesTitle, lineDetail, lineAction }: OrderInfoProps) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const facts: [string, string][] = [
    [t('orders.orderNo'), order.orderNo],
    [t('orders.createdAt'), formatDateTime(order.createdAt)],
    ...(order.paidAt
      ? ([[t('orders.paidAt'), formatDateTime(order.paidAt)]] as [string, string][])
      : []),
    ...(order.payMethod
      ? ([[t('orders.payMethod'), t(payMethodKey(order.payMethod))]] as [string, string][])
      : []),
    ...(order.reserveDate
      ? ([[t('orders.visitDate'), formatVisitDate(order.reserveDate, locale)]] as [
          string,
          string,
        ][])
      : []),
    ...(order.slot ? ([[t('orders.slot'), order.slot]] as [string, string][]) : []),
    ...(order.note ? ([[t('orders.note'), order.note]] as [string, string][]) : []),
  ];
  return (
    <>
      <section className="detail-card" aria-labelledby="order-lines">
        <h2 id="order-lines" className="detail-card__title">
          {linesTitle ?? t('orders.lines')}
        </h2>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={`${line.itemId}-${line.name}`} data-testid="order-line">
              <span className="order-lines__row">
                <span>
                  {line.name} <span className="order-lines__qty">× {line.quantity}</span>
                  {line.refunded > 0 && (
                    <span className="order-lines__refunded" data-testid="line-refunded">
                      {' '}
                      · {t('orders.lineRefunded', { count: line.refunded })}
                    </span>
                  )}
                </span>
                <span>{formatPrice(t, line.subtotal)}</span>
              </span>
              <DiscountedUnit line={line} />
              {lineDetail && <span className="order-lines__detail">{lineDetail(line)}</span>}
              {lineAction?.(line)}
            </li>
          ))}
        </ul>
        <p className="order-lines__total">
          <span>{t('orders.total')}</span>
          <span className="money money--large">{formatPrice(t, order.total)}</span>
        </p>
        {/*
          The lines are already at their prices with the code, so the saving is said after the total,
          not taken off again above it.
        */}
        {order.discount && (
          <p className="order-lines__discount">
            <span>{t('orders.discount', { code: order.discount.code })}</span>
            <span>{formatPrice(t, order.discount.amount)}</span>
          </p>
        )}
        <OrderPaidBy order={order} />
      </section>
      <section className="detail-card" aria-labelledby="order-facts">
        <h2 id="order-facts" className="detail-card__title">
          {t('orders.details')}
        </h2>
        <dl className="order-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={value === order.orderNo ? 'order-no' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        {order.paidAt && (
          <p className="order-receipt-link">
            <Link to={`/order/receipt?id=${order.id}`}>
              {t(order.refunds.length > 0 ? 'receipt.openWithNotes' : 'receipt.open')}
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
