import type { Locale } from '@scenic/contracts';
import { currentLocale } from './language';

/**
 * The payment page's address in the visitor's language: a navigation carries no `langue`
 * header, so the page reads `?lang=` (its "test payment" notice, for one).
 */
export function paymentPageUrl(payUrl: string, locale: Locale): string {
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}lang=${locale}`;
}

/**
 * Leaves the app for the server-hosted payment page; it sends the visitor back to the order
 * afterwards. A full navigation, not a route: the page is outside the SPA.
 */
export function openPayment(payUrl: string): void {
  window.location.assign(paymentPageUrl(payUrl, currentLocale()));
}
