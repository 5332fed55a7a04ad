import '#web/components/commerce.css';
import './orders.css';
import type { Order, OrderStatus } from '@scenic/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useIdParam } from '#web/lib/id-param.ts';
import { parkClock } from '#web/lib/park-date.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderLive } from '#web/lib/use-order-live.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { orderDetailQueryOptions } from './api/get-order-detail';
import { GoodsOrderLayout } from './components/goods-order-layout';
import { WithOrder } from './components/order-state';

type Pickup = NonNullable<Order['pickup']>;

/**
 * While the kitchen works the page follows the order's live stream; when the stream is cut (a
 * proxy that buffers, a dropped connection) it asks this often instead.
 */
export const KITCHEN_POLL_MS = 15_000;
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
  const locale = useLocale();
  const client = useQueryClient();
  const options = useMemo(() => orderDetailQueryOptions(id, locale), [id, locale]);
  const status = client.getQueryData(options.queryKey)?.status;
  const atTheKitchen = status !== undefined && AT_THE_KITCHEN.includes(status);
  // A status the page does not show yet: read the order again (its number, its ready time).
  const onStatus = useCallback(
    (next: OrderStatus) => {
      if (client.getQueryData(options.queryKey)?.status !== next) {
        void client.invalidateQueries({ queryKey: options.queryKey });
      }
    },
    [client, options.queryKey],
  );
  const live = useOrderLive(id, atTheKitchen, onStatus);
  // Shares the cache of the order WithOrder shows; polls only while the kitchen has it and the
  // live stream is cut.
  useQuery({
    ...options,
    refetchInterval: (query) =>
      !live && query.state.data && AT_THE_KITCHEN.includes(query.state.data.status)
        ? KITCHEN_POLL_MS
        : false,
  });
  return (
    <WithOrder id={id}>
      {(order) => {
        const pickup = order.pickup;
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
