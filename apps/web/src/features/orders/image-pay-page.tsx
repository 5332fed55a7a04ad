import '#web/components/commerce.css';
import './orders.css';
import './image-order.css';
import type { OrderStatus } from '@scenic/contracts';
import { useIdParam } from '#web/lib/id-param.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { ImageFigure } from './components/image-figure';
import { WithOrder } from './components/order-state';
import { PayOrderLayout } from './components/pay-order-layout';

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
          <PayOrderLayout order={order} linesTitle={t('imageOrder.lines')}>
            <section className="detail-card image-card">
              <ImageFigure order={order} />
              {note && (
                <div className="image-card__body">
                  <p className="image-card__note">{t(note)}</p>
                </div>
              )}
            </section>
          </PayOrderLayout>
        );
      }}
    </WithOrder>
  );
}
