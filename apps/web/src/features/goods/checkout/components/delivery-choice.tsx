import type { Delivery } from '@scenic/contracts';
import { useId } from 'react';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';

const ICONS = {
  // A map pin: collected at the park.
  pickup: (
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
  ),
  // A parcel: sent to an address.
  address: (
    <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Zm0 0 9 4.5m0 0 9-4.5M12 12v9M7.5 5.25l9 4.5" />
  ),
};

const CHOICES = ['pickup', 'address'] as const;

/** "Pick up at the park" or "Deliver to an address": two large cards, one chosen. */
export function DeliveryChoice({
  value,
  onChange,
}: {
  value: Delivery['type'];
  onChange: (type: Delivery['type']) => void;
}) {
  const { t } = useGoodsTexts();
  const name = useId();
  return (
    <fieldset className="delivery-choice">
      <legend className="visually-hidden">{t('goodsCheckout.delivery')}</legend>
      {CHOICES.map((type) => (
        <label
          key={type}
          className={`delivery-choice__option${value === type ? ' delivery-choice__option--on' : ''}`}
          data-testid={`delivery-${type}`}
        >
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <svg
            className="delivery-choice__icon"
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            {ICONS[type]}
          </svg>
          <span className="delivery-choice__text">
            <span className="delivery-choice__title">{t(`goodsCheckout.${type}`)}</span>
            <span className="delivery-choice__hint">{t(`goodsCheckout.${type}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
