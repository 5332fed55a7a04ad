import type { Order } from '@scenic/contracts';
import { type ReactNode, useId } from 'react';
import { orderDetailPath } from '#web/lib/order-paths.ts';
import { OrderInfo } from './order-info';
import { OrderPayBar } from './order-pay-bar';
import { PaymentNotice } from './payment-notice';
import { StatusBadge } from './status-badge';

interface PayOrderLayoutProps {
  order: Order;
  /** The heading over the order's lines, when not the default. */
  linesTitle?: string;
  /** The cards of this kind of order, between the hero and the lines. */
  children?: ReactNode;
}

/** Paying for an order: the status hero, the kind's own cards, the lines and facts, the pay bar. */
export function PayOrderLayout({ order, linesTitle, children }: PayOrderLayoutProps) {
  const titleId = useId();
  return (
    <div className="order-detail with-action-bar">
      <section className={`order-hero order-hero--${order.status}`} aria-labelledby={titleId}>
        <StatusBadge status={order.status} />
        <p id={titleId} className="order-hero__title">
          {order.title}
        </p>
        <PaymentNotice order={order} />
      </section>
      {children}
      <OrderInfo order={order} {...(linesTitle ? { linesTitle } : {})} />
      {/* The order's details page, offered once it is paid. */}
      <OrderPayBar order={order} detailsTo={orderDetailPath(order)} />
    </div>
  );
}
