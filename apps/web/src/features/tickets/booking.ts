import {
  type DayState,
  MAX_TICKETS_PER_ORDER,
  rmToSen,
  type Sen,
  type TicketDay,
  type TicketInfo,
} from '@scenic/contracts';

/** How many of each variant the visitor wants, by variant id. */
export type Quantities = Record<number, number>;

/** A day can be booked unless it is sold out or closed. */
export function isBookable(day: Pick<TicketDay, 'state' | 'remaining'>): boolean {
  return (day.state === 'open' || day.state === 'few') && day.remaining > 0;
}

/** The i18n key under `booking.` of a day's state; an open day shows its price instead. */
export function dayStateKey(state: DayState): 'few' | 'soldOut' | 'closed' | null {
  return state === 'open' ? null : state;
}

/** A variant's price on a day: the day's own price, else the ticket's base price. */
export function variantPriceSen(
  day: Pick<TicketDay, 'prices'> | undefined,
  variant: TicketInfo['variants'][number],
): Sen {
  return rmToSen(day?.prices[String(variant.id)] ?? variant.price);
}

/**
 * The price a day's chip shows: the main (first) ticket type's price that day, which is what the
 * ticket's "from" price quotes, so the strip and the headline agree.
 */
export function dayPriceSen(day: TicketDay, variants: TicketInfo['variants']): Sen | null {
  const main = variants[0];
  return main ? variantPriceSen(day, main) : null;
}

/** The total of the chosen tickets in sen, with the chosen day's prices. */
export function totalSen(
  day: Pick<TicketDay, 'prices'> | undefined,
  variants: TicketInfo['variants'],
  quantities: Quantities,
): Sen {
  return variants.reduce(
    (sum, variant) => sum + variantPriceSen(day, variant) * (quantities[variant.id] ?? 0),
    0,
  );
}

export function countTickets(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);
}

/** Places left for the choice: the slot's remaining when a slot is chosen, else the day's. */
export function placesLeft(day: TicketDay | undefined, slotId: number | null): number {
  if (!day || !isBookable(day)) return 0;
  if (slotId === null) return day.remaining;
  return Math.min(day.remaining, day.slots[String(slotId)] ?? 0);
}

/**
 * The most a variant's stepper may reach: at most MAX_TICKETS_PER_ORDER, and never more than
 * the places left once the other variants' tickets are counted.
 */
export function maxQuantity(variantId: number, quantities: Quantities, places: number): number {
  const others = countTickets(quantities) - (quantities[variantId] ?? 0);
  return Math.max(0, Math.min(MAX_TICKETS_PER_ORDER, places - others));
}

/** After the date or slot changed, brings the quantities within the new places left. */
export function clampQuantities(quantities: Quantities, places: number): Quantities {
  let room = Math.max(0, places);
  const clamped: Quantities = {};
  for (const [id, quantity] of Object.entries(quantities)) {
    const kept = Math.min(quantity, room, MAX_TICKETS_PER_ORDER);
    clamped[Number(id)] = kept;
    room -= kept;
  }
  return clamped;
}

/** What is still missing before the order can be placed, as an i18n key under `booking.`. */
export function missingChoice(input: {
  day: TicketDay | undefined;
  hasSlots: boolean;
  slotId: number | null;
  quantities: Quantities;
}): 'chooseDate' | 'chooseSlot' | 'chooseTickets' | null {
  if (!input.day) return 'chooseDate';
  if (input.hasSlots && input.slotId === null) return 'chooseSlot';
  if (countTickets(input.quantities) === 0) return 'chooseTickets';
  return null;
}
