import '#web/components/commerce.css';
import '#web/components/form-field.css';
import './checkout.css';
import { type GiftCardInput, senToRm } from '@scenic/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { GiftCardField } from '#web/components/gift-card-field.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PromoCodeField } from '#web/components/promo-code-field.tsx';
import { useGiftCard } from '#web/lib/use-gift-card.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { usePayNewOrder } from '#web/lib/use-pay-new-order.ts';
import { usePromoCode } from '#web/lib/use-promo-code.ts';
import { useWaitingOrderPrompt } from '#web/lib/waiting-order.ts';
import { useCartStore } from '#web/stores/cart.ts';
import { lineKey } from '#web/stores/cart-lines.ts';
import { createGoodsOrder } from '../api/create-goods-order';
import { previewGoodsOrder } from '../api/preview-goods-order';
import { giftCardLines, type OrderItem, orderItems, useCheckoutLines } from './checkout-lines';
import { CheckoutLineList, CheckoutSkeleton } from './components/checkout-line-list';
import { NoteField } from './components/note-field';
import { PayBar } from './components/pay-bar';

/** The food checkout: the checked dishes of the tray, where and when to collect, and "Pay now". */
export default function FoodPayPage() {
  const { t } = useGoodsTexts();
  const titleId = useId();
  const canList = useCartStore((state) => state.canList);
  const checkList = useCartStore((state) => state.checkList);
  const items = useMemo(
    () =>
      canList
        .filter((line) => checkList.includes(lineKey(line)))
        .map(({ goods_id, spec_id, num, name, cover }) => ({
          goods_id,
          spec_id,
          num,
          name,
          cover,
        })),
    [canList, checkList],
  );
  const [note, setNote] = useState('');
  const payNewOrder = usePayNewOrder('food');
  const promptWaitingOrder = useWaitingOrderPrompt();
  const order = useMutation({
    mutationFn: (body: { items: OrderItem[]; promoCode?: string; giftCard?: GiftCardInput }) =>
      createGoodsOrder({ kind: 'food', ...body, note: note.trim() }),
    onSuccess: (payment, body) => {
      const { setNum } = useCartStore.getState();
      for (const item of body.items) setNum(lineKey(item), 0);
      payNewOrder(payment);
    },
    onError: (error) => {
      if (!promo.refused(error) && !gift.refused(error)) promptWaitingOrder(error);
    },
  });
  // Once ordered, the dishes leave the tray: keep showing them while the payment page opens.
  const shown = order.isSuccess ? order.variables.items : items;
  const checkout = useCheckoutLines(shown);
  // A code prices the dishes; the note does not change the price, so typing it does not ask again.
  const promo = usePromoCode(
    checkout.status === 'ready' && !checkout.unavailable && !order.isSuccess && items.length > 0
      ? { kind: 'food' as const, items: orderItems(items) }
      : null,
    previewGoodsOrder,
  );
  const gift = useGiftCard();

  if (shown.length === 0) {
    return (
      <EmptyState
        text={t('goodsCheckout.foodEmpty')}
        action={{ label: t('goodsCheckout.toMenu'), to: '/dianCan' }}
      />
    );
  }
  if (checkout.status === 'pending') return <CheckoutSkeleton />;
  if (checkout.status === 'error') return <LoadError onRetry={checkout.retry} />;

  const kitchens = checkout.lines.flatMap((line) => (line.detail?.food ? [line.detail.food] : []));
  const points = [...new Set(kitchens.map((food) => food.pickupPoint))];
  // The order is ready when its slowest dish is.
  const prepMinutes = Math.max(0, ...kitchens.map((food) => food.prepMinutes));
  // A basket holding a gift card cannot be paid with one.
  const giftable = !checkout.unavailable && giftCardLines(checkout.lines) === 'none';
  const total = promo.applied?.total ?? senToRm(checkout.totalSen);
  const split = giftable ? gift.split(total) : null;

  return (
    <div className="checkout with-action-bar">
      <section className="detail-card" aria-labelledby={titleId}>
        <h2 id={titleId} className="detail-card__title">
          {t('goodsCheckout.dishes')}
        </h2>
        <CheckoutLineList lines={checkout.lines} />
      </section>
      <section className="detail-card" aria-labelledby={`${titleId}-collect`}>
        <h2 id={`${titleId}-collect`} className="detail-card__title">
          {t('goodsCheckout.collect')}
        </h2>
        <dl className="checkout-facts">
          {points.length > 0 && (
            <div>
              <dt>{t('goodsCheckout.pickupPoint')}</dt>
              <dd data-testid="pickup-point">{points.join(', ')}</dd>
            </div>
          )}
          {prepMinutes > 0 && (
            <div>
              <dt>{t('goodsCheckout.prepTime')}</dt>
              <dd>{t('goodsCheckout.minutes', { count: prepMinutes })}</dd>
            </div>
          )}
        </dl>
        <p className="detail-card__hint">{t('goodsCheckout.collectHint')}</p>
      </section>
      <NoteField
        value={note}
        onChange={setNote}
        placeholder={t('goodsCheckout.foodNotePlaceholder')}
      />
      {!checkout.unavailable && <PromoCodeField promo={promo} />}
      {giftable && <GiftCardField gift={gift} total={promo.checking ? null : total} />}
      {checkout.unavailable && (
        <p className="checkout__warning" role="alert">
          {t(checkout.gone ? 'goodsCheckout.unavailableHint' : 'goodsCheckout.stockHint')}
        </p>
      )}
      <PayBar
        total={split?.rest ?? total}
        label={split ? t('goodsCheckout.toPay') : undefined}
        busy={order.isPending || order.isSuccess}
        disabled={checkout.unavailable || promo.checking || gift.checking}
        onPay={() =>
          order.mutate({
            items: orderItems(items),
            // The code goes with the order only as the server last priced it for these dishes.
            ...(promo.applied ? { promoCode: promo.applied.code } : {}),
            ...(giftable && gift.input ? { giftCard: gift.input } : {}),
          })
        }
      />
    </div>
  );
}
