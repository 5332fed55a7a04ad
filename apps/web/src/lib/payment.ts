/**
 * Leaves the app for the server-hosted payment page; it sends the visitor back to the order
 * afterwards. A full navigation, not a route: the page is outside the SPA.
 */
export function openPayment(payUrl: string): void {
  window.location.assign(payUrl);
}
