import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';

interface BuyBarProps {
  /** The total of the chosen tickets in RM, or null before any is chosen. */
  total: string | null;
  fromPrice: string;
  /** What the amount is, when not the total ("To pay" once a gift card pays part of it). */
  label?: string | undefined;
  busy: boolean;
  /** Not to be tapped for now (a promotion code is being priced, a gift card checked). */
  disabled?: boolean;
  onBuy: () => void;
}

/** The sticky bottom bar: the price on the left, "Book now" on the right, above the safe area. */
export function BuyBar({ total, fromPrice, label, busy, disabled, onBuy }: BuyBarProps) {
  const { t } = useOrderTexts();
  return (
    <div className="action-bar">
      <div className="action-bar__price" aria-live="polite">
        <span className="action-bar__label">
          {total === null ? t('booking.price') : (label ?? t('booking.total'))}
        </span>
        <span className="money money--large" data-testid="ticket-total">
          {total === null ? formatPrice(t, fromPrice, true) : formatPrice(t, total)}
        </span>
      </div>
      <button
        type="button"
        className="button button--accent action-bar__button"
        disabled={busy || disabled}
        onClick={onBuy}
        data-testid="ticket-buy"
      >
        {busy ? t('booking.paying') : t('booking.bookNow')}
      </button>
    </div>
  );
}
