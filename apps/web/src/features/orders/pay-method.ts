import { PAY_METHODS, type PayMethod } from '@scenic/contracts';

/** `stripe` and `curlec` stand for a payment whose gateway did not say how: no name of their own. */
const NAMED: readonly string[] = PAY_METHODS.filter(
  (method) => method !== 'stripe' && method !== 'curlec',
);

/**
 * The `orders` text key naming how an order was paid: the test payment, card, FPX, GrabPay,
 * Touch 'n Go, Boost, DuitNow QR or a gift card. A gateway that did not say which method (or a name
 * this app does not know yet) reads as an online payment, never as the provider's key.
 */
export function payMethodKey(method: string): string {
  return `payMethods.${NAMED.includes(method) ? (method as PayMethod) : 'other'}`;
}

/**
 * The `orders` text key of what happens to refunded money, by how it was paid: back to the card,
 * the bank account (FPX, DuitNow QR) or the e-wallet, and how long that usually takes; a test
 * payment took no real money, so none travels back.
 */
export function refundNextKey(method: string): string {
  return `refund.next.${NAMED.includes(method) ? (method as PayMethod) : 'other'}`;
}
