import '#web/components/commerce.css';
import './orders.css';
import type { Order, OrderStatus } from '@scenic/contracts';
import { useIdParam } from '#web/lib/id-param.ts';
import { parkClock } from '#web/lib/park-date.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { GoodsOrderLayout } from './components/goods-order-layout';
import { WithOrder } from './components/order-state';
import { useFollowedOrder } from './hooks/use-followed-order';

type Pickup = NonNullable<Order['pickup']>;

/** While the kitchen has the order, the page follows it live (hooks/use-followed-order.ts). */
const AT_THE_KITCHEN: readonly OrderStatus[] = ['making', 'ready_for_pickup'];

const HINTS: Partial<Record<OrderStatus, string>> = {
  pending_payment: 'goodsOrder.foodPending',
  making: 'goodsOrder.foodMaking',
  ready_for_pickup: 'goodsOrder.foodReady',
  completed: 'goodsOrder.foodCompleted',
};

/** The pick-up number, large enough to read across the counter. */
function PickupNumber({ pickup, status }: { pickup: Pickup; status: OrderStatus }) {
  const { t } = useOrderTexts();
  // The park's clock: the visitor is at the counter, whatever zone the phone is set to.
  const ready = parkClock(pickup.readyAt);
  return (
    <div className={`pickup-ticket${status === 'ready_for_pickup' ? ' pickup-ticket--ready' : ''}`}>
      <span className="pickup-ticket__label">{t('goodsOrder.pickupNumber')}</span>
      <strong className="pickup-ticket__number" data-testid="pickup-number">
        {pickup.number}
      </strong>
      {ready && status === 'making' && (
        <span className="pickup-ticket__time" data-testid="pickup-ready-at">
          {t('goodsOrder.readyAround', { time: ready })}
        </span>
      )}
    </div>
  );
}

/** Where the food is collected (and, before payment, how long the kitchen needs). */
function CollectCard({ pickup, status }: { pickup: Pickup; status: OrderStatus }) {
  const { t } = useOrderTexts();
  return (
    <section className="detail-card collect-point">
      <svg
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
      </svg>
      <div>
        <p className="collect-point__label">{t('goodsOrder.pickupPoint')}</p>
        <p className="collect-point__place" data-testid="pickup-point">
          {pickup.point}
        </p>
        {status === 'pending_payment' && pickup.prepMinutes > 0 && (
          <p className="collect-point__time">
            {t('goodsCheckout.prepTime')}{' '}
            {t('goodsCheckout.minutes', { count: pickup.prepMinutes })}
          </p>
        )}
      </div>
    </section>
  );
}

/** A food order: pay, then the pick-up number while it is made, ready, and collected. */
export default function FoodOrderPage() {
  const id = useIdParam();
  useFollowedOrder(id, AT_THE_KITCHEN);
  return (
    <WithOrder id={id}>
      {(order) => {
        // A refunded order is not collected: its number is not shown as if it were still called.
        const pickup = order.status === 'refunded' ? null : order.pickup;
        return (
          <GoodsOrderLayout
            order={order}
            hints={HINTS}
            hero={pickup?.number ? <PickupNumber pickup={pickup} status={order.status} /> : null}
          >
            {pickup && <CollectCard pickup={pickup} status={order.status} />}
          </GoodsOrderLayout>
        );
      }}
    </WithOrder>
  );
}
