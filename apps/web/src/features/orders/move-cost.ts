import type { DateChangePrices } from '@scenic/contracts';

/**
 * What moving a ticket to one date costs, as the sheet says it (decision 041): `more` to pay
 * before it moves, `back` to the way the visitor paid, `same` for nothing either way (a cheaper
 * date where the operator keeps the difference reads the same), `free` under the weather
 * guarantee, `unknown` while the prices have not come (the server still decides on the move).
 */
export type MoveCost =
  | { kind: 'more' | 'back'; amount: string }
  | { kind: 'same' | 'free' | 'unknown' };

/** The cost of moving to `date`, from the server's differences ("22.50", "-9.00", "0.00"). */
export function moveCost(prices: DateChangePrices | undefined, date: string): MoveCost {
  if (!prices) return { kind: 'unknown' };
  if (prices.free) return { kind: 'free' };
  const difference = prices.days.find((day) => day.date === date)?.difference;
  if (difference === undefined) return { kind: 'unknown' };
  const value = Number(difference);
  if (value > 0) return { kind: 'more', amount: difference };
  // The server sends a negative difference only where cheaper dates are refunded; the flag is
  // checked too, so nothing is promised back that the operator keeps.
  if (value < 0 && prices.refundsCheaper) {
    return { kind: 'back', amount: difference.replace(/^-/, '') };
  }
  return { kind: 'same' };
}
