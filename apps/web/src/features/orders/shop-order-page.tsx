import '#web/components/commerce.css';
import './orders.css';
import type { Order } from '@scenic/contracts';
import { useId } from 'react';
import { useIdParam } from '#web/lib/id-param.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { GoodsOrderLayout } from './components/goods-order-layout';
import { WithOrder } from './components/order-state';
import { useFollowedOrder } from './hooks/use-followed-order';

/** How a store order reaches the visitor: picked up at the park, or sent to an address. */
function DeliveryCard({ delivery }: { delivery: NonNullable<Order['delivery']> }) {
  const { t } = useOrderTexts();
  const titleId = useId();
  return (
    <section className="detail-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="detail-card__title">
        {t('goodsOrder.delivery')}
      </h2>
      {delivery.type === 'pickup' ? (
        <>
          <p className="order-facts__lead">{t('goodsOrder.pickupAtPark')}</p>
          <p className="detail-card__hint">{t('goodsOrder.pickupAtParkHint')}</p>
        </>
      ) : (
        <dl className="order-facts">
          <div>
            <dt>{t('goodsOrder.recipient')}</dt>
            <dd>{delivery.name}</dd>
          </div>
          <div>
            <dt>{t('goodsOrder.phone')}</dt>
            <dd>{delivery.phone}</dd>
          </div>
          <div>
            <dt>{t('goodsOrder.region')}</dt>
            <dd>{delivery.region}</dd>
          </div>
          <div>
            <dt>{t('goodsOrder.address')}</dt>
            <dd>{delivery.detail}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

/** Until the shop hands it over (at the pick-up desk or to the courier), the page follows it live. */
const AT_THE_SHOP: readonly Order['status'][] = ['processing'];

const HINTS: Partial<Record<Order['status'], string>> = {
  processing: 'goodsOrder.shopProcessing',
  completed: 'goodsOrder.shopCompleted',
};

/** A store order: its status (processing, then completed), delivery, lines and reviews. */
export default function ShopOrderPage() {
  const id = useIdParam();
  useFollowedOrder(id, AT_THE_SHOP);
  return (
    <WithOrder id={id}>
      {(order) => (
        <GoodsOrderLayout order={order} hints={HINTS}>
          {order.delivery && <DeliveryCard delivery={order.delivery} />}
        </GoodsOrderLayout>
      )}
    </WithOrder>
  );
}
