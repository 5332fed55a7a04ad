import { formatPrice } from '#web/lib/price.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';

interface PayBarProps {
  /** RM with 2 decimals, as the server would price it. */
  total: string;
  /** What the amount is, when not the total ("To pay" once a gift card pays part of it). */
  label?: string | undefined;
  busy: boolean;
  disabled?: boolean;
  /** The button submits this form (so Enter in a field pays too). */
  form?: string;
  onPay?: () => void;
}

/** The sticky bottom bar of a checkout: the total on the left, "Pay now" on the right. */
export function PayBar({ total, label, busy, disabled, form, onPay }: PayBarProps) {
  const { t } = useGoodsTexts();
  return (
    <div className="action-bar">
      <div className="action-bar__price">
        <span className="action-bar__label">{label ?? t('goodsCheckout.total')}</span>
        <span className="money money--large" aria-live="polite">
          {formatPrice(t, total)}
        </span>
      </div>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className="button button--accent action-bar__button"
        disabled={busy || disabled}
        aria-busy={busy}
        onClick={form ? undefined : onPay}
        data-testid="checkout-submit"
      >
        {busy ? t('goodsCheckout.paying') : t('goodsCheckout.payNow')}
      </button>
    </div>
  );
}
