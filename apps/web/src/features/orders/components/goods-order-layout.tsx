import type { Order, OrderStatus } from '@scenic/contracts';
import { type ReactNode, useId } from 'react';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { OrderInfo } from './order-info';
import { OrderPayBar } from './order-pay-bar';
import { OrderRefunds } from './order-refunds';
import { PaymentNotice } from './payment-notice';
import { ReviewAction } from './review-action';
import { StatusBadge } from './status-badge';

interface GoodsOrderLayoutProps {
  order: Order;
  /** By status, the text key of what it means for the visitor now ("The kitchen is making your order"). */
  hints?: Partial<Record<OrderStatus, string>>;
  /** Shown large in the hero, under the title (the pick-up number). */
  hero?: ReactNode;
  /** The cards of this kind of order (delivery, collection, rental terms). */
  children?: ReactNode;
  /** What each line's price is made of (a rental's rate and length). */
  lineDetail?: (line: Order['lines'][number]) => ReactNode;
}

/**
 * A store, food or rental order: the status hero, what was refunded, the kind's own cards, the
 * lines with a review button each once completed, the facts, and the way to pay while unpaid.
 */
export function GoodsOrderLayout({
  order,
  hints,
  hero,
  children,
  lineDetail,
}: GoodsOrderLayoutProps) {
  const { t } = useOrderTexts();
  const titleId = useId();
  const hint = order.status === 'refunded' ? 'refund.hint' : hints?.[order.status];
  const pending = order.status === 'pending_payment';
  return (
    <div className={`order-detail${pending ? ' with-action-bar' : ''}`}>
      <section className={`order-hero order-hero--${order.status}`} aria-labelledby={titleId}>
        <StatusBadge status={order.status} />
        <p id={titleId} className="order-hero__title">
          {order.title}
        </p>
        <PaymentNotice order={order} />
        {hero}
        {hint && (
          <p className="order-hero__hint" aria-live="polite">
            {t(hint)}
          </p>
        )}
      </section>
      <OrderRefunds order={order} />
      {children}
      <OrderInfo
        order={order}
        linesTitle={t('goodsOrder.items')}
        {...(lineDetail ? { lineDetail } : {})}
        lineAction={(line) => <ReviewAction order={order} line={line} />}
      />
      {pending && <OrderPayBar order={order} />}
    </div>
  );
}
