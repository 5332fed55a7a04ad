import '#web/components/commerce.css';
import '#web/components/form-field.css';
import './checkout.css';
import { type Delivery, type GiftCardInput, senToRm } from '@scenic/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { GiftCardField } from '#web/components/gift-card-field.tsx';
import { ShopIcon } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PromoCodeField } from '#web/components/promo-code-field.tsx';
import { positiveInt } from '#web/lib/id-param.ts';
import { useGiftCard } from '#web/lib/use-gift-card.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { usePayNewOrder } from '#web/lib/use-pay-new-order.ts';
import { usePromoCode } from '#web/lib/use-promo-code.ts';
import { useWaitingOrderPrompt } from '#web/lib/waiting-order.ts';
import { lineKey } from '#web/stores/cart-lines.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { createGoodsOrder } from '../api/create-goods-order';
import { previewGoodsOrder } from '../api/preview-goods-order';
import {
  type CheckoutItem,
  giftCardLines,
  type OrderItem,
  orderItems,
  otherKindPage,
  useCheckoutLines,
} from './checkout-lines';
import { AddressForm } from './components/address-form';
import { CheckoutLineList, CheckoutSkeleton } from './components/checkout-line-list';
import { DeliveryChoice } from './components/delivery-choice';
import { NoteField } from './components/note-field';
import { PayBar } from './components/pay-bar';
import {
  ADDRESS_FIELDS,
  type AddressErrors,
  type AddressField,
  EMPTY_ADDRESS,
  validateDelivery,
} from './delivery-validation';

/** "Buy now" (`?id=&spec=&num=`) buys one line; otherwise the checked lines of the store cart. */
function useShopItems(): { items: CheckoutItem[]; fromCart: boolean } {
  const [params] = useSearchParams();
  const shopList = useShopCartStore((state) => state.shopList);
  const checkList = useShopCartStore((state) => state.checkList);
  const buyNow = params.has('id');
  const goodsId = positiveInt(params.get('id'));
  const specId = positiveInt(params.get('spec'));
  const num = params.has('num') ? positiveInt(params.get('num')) : 1;
  const items = useMemo(() => {
    if (buyNow)
      return goodsId && specId && num ? [{ goods_id: goodsId, spec_id: specId, num }] : [];
    return shopList
      .filter((line) => checkList.includes(lineKey(line)))
      .map(({ goods_id, spec_id, num, name, cover }) => ({ goods_id, spec_id, num, name, cover }));
  }, [buyNow, goodsId, specId, num, shopList, checkList]);
  return { items, fromCart: !buyNow };
}

/** The store checkout: the items, pick-up or delivery to an address, a note, and "Pay now". */
export default function ShopPayPage() {
  const { t } = useGoodsTexts();
  const formId = useId();
  const { items, fromCart } = useShopItems();
  const [type, setType] = useState<Delivery['type']>('pickup');
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [note, setNote] = useState('');
  const idOf = (field: AddressField) => `${formId}-${field}`;

  const payNewOrder = usePayNewOrder('shop');
  const promptWaitingOrder = useWaitingOrderPrompt();
  const order = useMutation({
    mutationFn: (body: {
      items: OrderItem[];
      delivery: Delivery;
      promoCode?: string;
      giftCard?: GiftCardInput;
    }) => createGoodsOrder({ kind: 'store', ...body, note: note.trim() }),
    onSuccess: (payment, body) => {
      if (fromCart) {
        const { setNum } = useShopCartStore.getState();
        for (const item of body.items) setNum(lineKey(item), 0);
      }
      payNewOrder(payment);
    },
    // The request client shows the server's message, a dialog offers the order waiting for
    // payment, or the code's or the card's field says why it no longer applies; what was entered
    // stays.
    onError: (error) => {
      if (!promo.refused(error) && !gift.refused(error)) promptWaitingOrder(error);
    },
  });
  // Once ordered, the lines leave the cart: keep showing them while the payment page opens.
  const shown = order.isSuccess ? order.variables.items : items;
  const checkout = useCheckoutLines(shown);
  // A code prices what is bought; how it is delivered and the note do not change the price, so
  // typing the address does not ask again.
  const promo = usePromoCode(
    checkout.status === 'ready' && !checkout.unavailable && !order.isSuccess && items.length > 0
      ? { kind: 'store' as const, items: orderItems(items) }
      : null,
    previewGoodsOrder,
  );
  const gift = useGiftCard();
  // Gift cards cannot be paid with a gift card; bought alone, they are not delivered either.
  const giftCards = giftCardLines(checkout.lines);
  const giftable = giftCards === 'none' && !checkout.unavailable;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (order.isPending || order.isSuccess || checkout.unavailable) return;
    // Gift cards alone are not delivered: nothing to choose, nothing to check.
    const checked = validateDelivery(giftCards === 'all' ? 'pickup' : type, address);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = ADDRESS_FIELDS.find((field) => checked.errors[field]);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    order.mutate({
      items: orderItems(items),
      delivery: checked.delivery,
      ...(promo.applied ? { promoCode: promo.applied.code } : {}),
      ...(giftable && gift.input ? { giftCard: gift.input } : {}),
    });
  };

  if (shown.length === 0) {
    return (
      <EmptyState
        icon={<ShopIcon />}
        text={t('goodsCheckout.empty')}
        action={{ label: t('goodsCheckout.toShop'), to: '/shop' }}
      />
    );
  }
  if (checkout.status === 'pending') return <CheckoutSkeleton />;
  if (checkout.status === 'error') return <LoadError onRetry={checkout.retry} />;
  const elsewhere = otherKindPage(checkout.lines, 'store');
  if (elsewhere && !order.isSuccess) return <Navigate to={elsewhere} replace />;
  const total = promo.applied?.total ?? senToRm(checkout.totalSen);
  const split = giftable ? gift.split(total) : null;

  return (
    <form id={formId} className="checkout with-action-bar" noValidate onSubmit={submit}>
      <section className="detail-card" aria-labelledby={`${formId}-items`}>
        <h2 id={`${formId}-items`} className="detail-card__title">
          {t('goodsCheckout.items')}
        </h2>
        <CheckoutLineList lines={checkout.lines} />
      </section>
      {giftCards === 'all' ? (
        <section className="detail-card" aria-labelledby={`${formId}-delivery`}>
          <h2 id={`${formId}-delivery`} className="detail-card__title">
            {t('goodsCheckout.giftCardsTitle')}
          </h2>
          <p className="detail-card__hint">{t('goodsCheckout.giftCardsHint')}</p>
        </section>
      ) : (
        <section className="detail-card" aria-labelledby={`${formId}-delivery`}>
          <h2 id={`${formId}-delivery`} className="detail-card__title">
            {t('goodsCheckout.delivery')}
          </h2>
          <DeliveryChoice value={type} onChange={setType} />
          {type === 'address' && (
            <AddressForm
              values={address}
              errors={errors}
              idOf={idOf}
              onChange={(field, value) => {
                setAddress((current) => ({ ...current, [field]: value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
              }}
            />
          )}
        </section>
      )}
      <NoteField value={note} onChange={setNote} placeholder={t('goodsCheckout.notePlaceholder')} />
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
        form={formId}
      />
    </form>
  );
}
