import type { RentUnit } from '@scenic/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '#web/lib/price.ts';

interface RentalPriceProps {
  amount: string | number;
  /** What the price is for; none for goods that are sold rather than rented. */
  unit: RentUnit | null | undefined;
  /** "FROM RM 35.00" where the price is the lowest of several (SPEC §1). */
  from?: boolean;
}

/**
 * A price with what it buys: "RM 35.00 / hour", "FROM RM 50.00 / day". The amount and its unit each
 * stay whole; a narrow card breaks the line between them.
 */
export function RentalPrice({ amount, unit, from = false }: RentalPriceProps) {
  const { t } = useTranslation();
  const price = formatPrice(t, amount, from);
  // "FROM" may end a line, but "RM" never parts from its amount.
  const plain = formatPrice(t, amount);
  const prefix =
    price !== plain && price.endsWith(plain) ? price.slice(0, -plain.length).trim() : '';
  const whole = prefix ? (
    <>
      <span className="price-from">{prefix}</span> <span className="price-amount">{plain}</span>
    </>
  ) : (
    <span className="price-amount">{price}</span>
  );
  if (!unit) return whole;
  return (
    <>
      {whole} <span className="price-unit">{t(`price.per.${unit}`)}</span>
    </>
  );
}
