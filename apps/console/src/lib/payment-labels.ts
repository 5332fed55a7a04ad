import { rmToSen } from '@scenic/contracts';
import type { TFunction } from 'i18next';

// A gift card's part of an order is a payment of its own, taken by the park itself.
const GATEWAYS = ['sandbox', 'stripe', 'giftcard', 'curlec'] as const;
const METHODS = [
  'sandbox',
  'stripe',
  'card',
  'fpx',
  'grabpay',
  'giftcard',
  'touchngo',
  'boost',
  'duitnow',
  'curlec',
] as const;

const known = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A gateway as staff know it ("Stripe", "Curlec", "Sandbox: test payments"), not its code name. */
export function gatewayName(t: TFunction, provider: string): string {
  return known(GATEWAYS, provider) ? t(`gateway.${provider}`) : provider;
}

/** How the visitor paid ("Card", "FPX online banking"); a gateway that did not say, by its name. */
export function methodName(t: TFunction, method: string): string {
  if (!method) return '—';
  return known(METHODS, method) ? t(`payMethod.${method}`) : method;
}

/**
 * Where a payment stands as staff read it: a paid one that was refunded in full reads
 * "Refunded", in part "Partly refunded", not "Paid".
 */
export function paymentState(payment: {
  status: string;
  amount: string;
  refunded: string;
}): string {
  if (payment.status !== 'succeeded') return payment.status;
  const refunded = rmToSen(payment.refunded);
  if (refunded <= 0) return 'succeeded';
  return refunded >= rmToSen(payment.amount) ? 'refunded' : 'partlyRefunded';
}
