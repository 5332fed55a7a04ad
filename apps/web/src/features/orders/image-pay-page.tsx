import '../../components/commerce.css';
import './orders.css';
import './image-order.css';
import type { OrderStatus } from '@scenic/contracts';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/price';
import { useOrderTexts } from '../../lib/use-order-texts';
import { ImageFigure } from './components/image-figure';
import { OrderInfo } from './components/order-info';
import { WithOrder } from './components/order-state';
import { PayAction } from './components/pay-action';
import { StatusBadge } from './components/status-badge';
import { useIdParam } from './use-id-param';

/** What the visitor gets from paying, or that they have it already. */
const NOTES: Partial<Record<OrderStatus, string>> = {
  pending_payment: 'imageOrder.afterPayment',
  completed: 'imageOrder.hintCompleted',
};

/** Paying for a scenery image: the picture, its price, the time left and the Pay button. */
export default function ImagePayPage() {
  const { t } = useOrderTexts();
  const id = useIdParam();
  return (
    <WithOrder id={id}>
      {(order) => {
        const note = NOTES[order.status];
        return (
          <div className="order-detail with-action-bar">
            <section className={`order-hero order-hero--${order.status}`}>
              <StatusBadge status={order.status} />
              <p className="order-hero__title">{order.title}</p>
            </section>
            <section className="detail-card image-card">
              <ImageFigure order={order} />
              {note && (
                <div className="image-card__body">
                  <p className="image-card__note">{t(note)}</p>
                </div>
              )}
            </section>
            <OrderInfo order={order} linesTitle={t('imageOrder.lines')} />
            <div className="action-bar">
              <div className="action-bar__price">
                <span className="action-bar__label">{t('orders.total')}</span>
                <span className="money money--large">{formatPrice(t, order.total)}</span>
              </div>
              {order.status === 'pending_payment' ? (
                <PayAction order={order} size="large" />
              ) : (
                <Link
                  className="button button--primary action-bar__button"
                  to={`/order/imageDetail?id=${order.id}`}
                >
                  {t('orders.details')}
                </Link>
              )}
            </div>
          </div>
        );
      }}
    </WithOrder>
  );
}
