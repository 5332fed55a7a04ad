import { PAY_METHODS, type PayMethod } from '@scenic/contracts';

const NAMED: readonly string[] = PAY_METHODS.filter((method) => method !== 'stripe');

/**
 * The `orders` text key naming how an order was paid: the test payment, card, FPX or GrabPay.
 * A gateway that did not say which method (or a name this app does not know yet) reads as an
 * online payment, never as the provider's key.
 */
export function payMethodKey(method: string): string {
  return `payMethods.${NAMED.includes(method) ? (method as PayMethod) : 'other'}`;
}
