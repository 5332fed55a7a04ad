import '#web/components/commerce.css';
import './checkout.css';
import { rmToSen, senToRm, validationMessage } from '@scenic/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { GiftCardField } from '#web/components/gift-card-field.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PromoCodeField } from '#web/components/promo-code-field.tsx';
import { RentalPrice } from '#web/components/rental-price.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { formatRentalLength, formatRentalPeriod } from '#web/lib/rental-period.ts';
import { useGiftCard } from '#web/lib/use-gift-card.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { usePayNewOrder } from '#web/lib/use-pay-new-order.ts';
import { usePromoCode } from '#web/lib/use-promo-code.ts';
import { useWaitingOrderPrompt } from '#web/lib/waiting-order.ts';
import { createGoodsOrder } from '../api/create-goods-order';
import { previewGoodsOrder } from '../api/preview-goods-order';
import { giftCardLines, otherKindPage, useCheckoutLines } from './checkout-lines';
import { CheckoutLineList, CheckoutSkeleton } from './components/checkout-line-list';
import { PayBar } from './components/pay-bar';
import { parseRentalParams } from './rental-params';

function BadRental() {
  const { t } = useGoodsTexts();
  return (
    <EmptyState
      text={t('goodsCheckout.rentalInvalid')}
      action={{ label: t('goodsCheckout.toRentals'), to: '/zulin/index' }}
      role="alert"
    />
  );
}

/** The rental checkout: the item, the period, its price, the counter deposit, and "Pay now". */
export default function RentalPayPage() {
  const { t } = useGoodsTexts();
  const locale = useLocale();
  const titleId = useId();
  const [params] = useSearchParams();
  const rental = useMemo(() => parseRentalParams(params), [params]);
  const items = useMemo(
    () => (rental ? [{ goods_id: rental.goodsId, spec_id: rental.specId, num: rental.num }] : []),
    [rental],
  );
  const checkout = useCheckoutLines(items);
  const terms = checkout.lines[0]?.detail?.rent;
  // A code prices the rental as it would be booked: only a period the item may be rented for.
  const rentable =
    rental !== null &&
    checkout.status === 'ready' &&
    !checkout.unavailable &&
    terms?.unit === rental.unit &&
    rental.periods <= terms.max;
  const promo = usePromoCode(
    rentable ? { kind: 'hire' as const, items, rental: rental.period } : null,
    previewGoodsOrder,
  );
  const gift = useGiftCard();
  // A basket holding a gift card cannot be paid with one.
  const giftable = rentable && giftCardLines(checkout.lines) === 'none';
  const payNewOrder = usePayNewOrder('rental');
  const promptWaitingOrder = useWaitingOrderPrompt();
  const order = useMutation({
    mutationFn: () => {
      if (!rental) throw new Error('no rental');
      return createGoodsOrder({
        kind: 'hire',
        items,
        rental: rental.period,
        // The code goes with the order only as the server last priced it for this rental.
        ...(promo.applied ? { promoCode: promo.applied.code } : {}),
        ...(giftable && gift.input ? { giftCard: gift.input } : {}),
      });
    },
    onSuccess: (payment) => payNewOrder(payment),
    onError: (error) => {
      if (!promo.refused(error) && !gift.refused(error)) promptWaitingOrder(error);
    },
  });

  if (!rental) return <BadRental />;
  if (checkout.status === 'pending') return <CheckoutSkeleton />;
  if (checkout.status === 'error') return <LoadError onRetry={checkout.retry} />;
  const elsewhere = otherKindPage(checkout.lines, 'hire');
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  const line = checkout.lines[0];
  // A link for another unit than the good is rented by was not made by its detail page.
  if (!line || !terms || terms.unit !== rental.unit) return <BadRental />;

  const tooLong = rental.periods > terms.max;
  const limit = tooLong
    ? validationMessage(rental.unit === 'day' ? 'rentalTooLong' : 'rentalHoursTooMany', locale, {
        n: terms.max,
      })
    : '';
  const totalSen = line.price === null ? 0 : rmToSen(line.price) * rental.periods * rental.num;
  const deposit = senToRm(rmToSen(terms.deposit) * rental.num);
  const total = promo.applied?.total ?? senToRm(totalSen);
  const split = giftable ? gift.split(total) : null;

  return (
    <div className="checkout with-action-bar">
      <section className="detail-card" aria-labelledby={titleId}>
        <h2 id={titleId} className="detail-card__title">
          {t('goodsCheckout.rentalItem')}
        </h2>
        <CheckoutLineList
          lines={checkout.lines}
          priceText={(priced) => (
            <>
              <span className="money">
                <RentalPrice amount={priced.price} unit={rental.unit} />
              </span>
              <span className="checkout-line__qty">
                {' '}
                × {formatRentalLength(t, rental.unit, rental.periods)} × {rental.num}
              </span>
            </>
          )}
        />
      </section>
      <section className="detail-card" aria-labelledby={`${titleId}-period`}>
        <h2 id={`${titleId}-period`} className="detail-card__title">
          {t('goodsCheckout.rentalPeriod')}
        </h2>
        <p className="checkout-period" data-testid="rental-period">
          {formatRentalPeriod(t, locale, rental)}
        </p>
        {limit && (
          <p className="checkout__warning checkout__warning--inline" role="alert">
            {limit}
          </p>
        )}
      </section>
      <section className="detail-card" aria-labelledby={`${titleId}-deposit`}>
        <h2 id={`${titleId}-deposit`} className="detail-card__title">
          {t('goodsCheckout.deposit')}
        </h2>
        <p className="checkout-deposit" data-testid="rental-deposit">
          <span>
            <strong>{formatPrice(t, deposit)}</strong> {t('goodsCheckout.depositExplained')}
          </span>
        </p>
      </section>
      {rentable && <PromoCodeField promo={promo} />}
      {giftable && <GiftCardField gift={gift} total={promo.checking ? null : total} />}
      <PayBar
        total={split?.rest ?? total}
        label={split ? t('goodsCheckout.toPay') : undefined}
        busy={order.isPending || order.isSuccess}
        disabled={tooLong || checkout.unavailable || promo.checking || gift.checking}
        onPay={() => order.mutate()}
      />
    </div>
  );
}
