import type { TicketDay, TicketInfo } from '@scenic/contracts';
import { senToRm } from '@scenic/contracts';
import { Stepper } from '#web/components/stepper.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { maxQuantity, type Quantities, variantPriceSen } from '../booking';

interface VariantListProps {
  variants: TicketInfo['variants'];
  day: TicketDay | undefined;
  quantities: Quantities;
  places: number;
  onChange: (variantId: number, quantity: number) => void;
}

/** One row per ticket type: its price on the chosen day and a 0–20 stepper within places left. */
export function VariantList({ variants, day, quantities, places, onChange }: VariantListProps) {
  const { t } = useOrderTexts();
  return (
    <ul className="variant-list">
      {variants.map((variant) => {
        const max = day ? maxQuantity(variant.id, quantities, places) : 0;
        const value = quantities[variant.id] ?? 0;
        return (
          <li key={variant.id} className="variant-row">
            <div className="variant-row__text">
              <span className="variant-row__name">{variant.name}</span>
              <span className="variant-row__price">
                <span className="money">
                  {formatPrice(t, senToRm(variantPriceSen(day, variant)))}
                </span>{' '}
                <span className="variant-row__unit">{t('booking.perTicket')}</span>
              </span>
              {variant.check && (
                <span className="variant-row__check">
                  {t('booking.checkedAtGate', { check: variant.check })}
                </span>
              )}
            </div>
            <div className="variant-row__stepper" data-testid={`variant-${variant.id}`}>
              <Stepper
                min={0}
                max={Math.max(max, value)}
                value={value}
                disabled={!day}
                label={t('booking.stepperLabel', { name: variant.name })}
                onChange={(next) => onChange(variant.id, Math.min(next, max))}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
