import type { Order } from '@scenic/contracts';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../lib/price';
import { useOrderTexts } from '../../../lib/use-order-texts';
import { OrderInfo } from './order-info';
import { PayAction } from './pay-action';
import { ReviewAction } from './review-action';
import { StatusBadge } from './status-badge';

interface GoodsOrderLayoutProps {
  order: Order;
  /** What the status means for the visitor now ("The kitchen is making your order"). */
  hint?: string;
  /** Shown large in the hero, under the title (the pick-up number). */
  hero?: ReactNode;
  /** The cards of this kind of order (delivery, collection, rental terms). */
  children?: ReactNode;
}

/**
 * A store, food or rental order: the status hero, the kind's own cards, the lines with a review
 * button each once completed, the facts, and the way to pay while it is unpaid.
 */
export function GoodsOrderLayout({ order, hint, hero, children }: GoodsOrderLayoutProps) {
  const { t } = useOrderTexts();
  const pending = order.status === 'pending_payment';
  return (
    <div className={`order-detail${pending ? ' with-action-bar' : ''}`}>
      <section className={`order-hero order-hero--${order.status}`}>
        <StatusBadge status={order.status} />
        <p className="order-hero__title">{order.title}</p>
        {hero}
        {hint && (
          <p className="order-hero__hint" aria-live="polite">
            {hint}
          </p>
        )}
      </section>
      {children}
      <OrderInfo
        order={order}
        linesTitle={t('goodsOrder.items')}
        lineAction={(line) => <ReviewAction order={order} line={line} />}
      />
      {pending && (
        <div className="action-bar">
          <div className="action-bar__price">
            <span className="action-bar__label">{t('orders.total')}</span>
            <span className="money money--large">{formatPrice(t, order.total)}</span>
          </div>
          <PayAction order={order} size="large" />
        </div>
      )}
    </div>
  );
}
