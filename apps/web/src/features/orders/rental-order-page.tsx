import '#web/components/commerce.css';
import './orders.css';
import { type Order, rmToSen, senToRm } from '@scenic/contracts';
import { RentalPrice } from '#web/components/rental-price.tsx';
import { useIdParam } from '#web/lib/id-param.ts';
import { formatPrice } from '#web/lib/price.ts';
import { formatRentalLength, formatRentalPeriod } from '#web/lib/rental-period.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { GoodsOrderLayout } from './components/goods-order-layout';
import { WithOrder } from './components/order-state';
import { useFollowedOrder } from './hooks/use-followed-order';

type Rental = NonNullable<Order['rental']>;

const DEPOSIT_TEXTS: Record<Rental['depositStatus'], string> = {
  due: 'goodsOrder.depositDue',
  held: 'goodsOrder.depositHeld',
  released: 'goodsOrder.depositReleased',
  kept: 'goodsOrder.depositKept',
};

const HINTS: Partial<Record<Order['status'], string>> = {
  paid: 'goodsOrder.rentalPaid',
  in_progress: 'goodsOrder.rentalInProgress',
  completed: 'goodsOrder.rentalCompleted',
};

/** While the counter has yet to hand it out or take it back, the page follows the order live. */
const AT_THE_COUNTER: readonly Order['status'][] = ['paid', 'in_progress'];

/** When the rental runs and where its counter deposit stands. */
function RentalCard({ rental, refunded }: { rental: Rental; refunded: boolean }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  return (
    <section className="detail-card">
      <h2 className="detail-card__title">{t('goodsOrder.rentalPeriod')}</h2>
      <p className="order-facts__lead" data-testid="rental-period">
        {formatRentalPeriod(t, locale, rental)}
      </p>
      {/* A rental refunded before it was collected has no deposit to leave or take back. */}
      {!refunded && (
        <>
          <h2 className="detail-card__title order-card-gap">{t('goodsOrder.deposit')}</h2>
          <p
            className={`deposit-state deposit-state--${rental.depositStatus}`}
            data-testid="rental-deposit-state"
            data-state={rental.depositStatus}
          >
            {t(DEPOSIT_TEXTS[rental.depositStatus], {
              amount: formatPrice(t, rental.deposit),
              reason: rental.depositNote,
            })}
          </p>
        </>
      )}
    </section>
  );
}

/** "RM 35.00 / hour × 3 hours": a line's price for the whole period, back to its rate. */
function RentalRate({ rental, unitPrice }: { rental: Rental; unitPrice: string }) {
  const { t } = useOrderTexts();
  const periods = Math.max(rental.periods, 1);
  return (
    <span data-testid="rental-rate">
      <RentalPrice amount={senToRm(Math.round(rmToSen(unitPrice) / periods))} unit={rental.unit} />{' '}
      × {formatRentalLength(t, rental.unit, periods)}
    </span>
  );
}

/** A rental order: paid, in progress (handed out), completed (returned), its period and deposit. */
export default function RentalOrderPage() {
  const id = useIdParam();
  useFollowedOrder(id, AT_THE_COUNTER);
  return (
    <WithOrder id={id}>
      {(order) => (
        <GoodsOrderLayout
          order={order}
          hints={HINTS}
          lineDetail={(line) =>
            order.rental && <RentalRate rental={order.rental} unitPrice={line.unitPrice} />
          }
        >
          {order.rental && (
            <RentalCard rental={order.rental} refunded={order.status === 'refunded'} />
          )}
        </GoodsOrderLayout>
      )}
    </WithOrder>
  );
}
