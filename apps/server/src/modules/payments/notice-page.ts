import type { FastifyReply } from 'fastify';
import { escapeHtml } from '#server/lib/html.ts';

const DETAIL_ROUTES: Record<string, string> = {
  ticket: '/order/ticketDetail',
  shop: '/order/shopDetail',
  food: '/order/dianCanDetail',
  image: '/order/imageDetail',
  rental: '/order/commonDetail',
};

/** The order's own page in the visitor app, where every payment page leads back to. */
export const orderPage = (origin: string, payment: { kind: string; order_id: number }) =>
  `${origin}/h5/#${DETAIL_ROUTES[payment.kind] ?? '/order'}?id=${payment.order_id}`;

/**
 * Whether a payment's page still takes money: one for the order's price while the order waits for
 * it; one for a purpose (a date change's difference) until it is made or withdrawn (cancelled on
 * its page, it can still be paid, as an order's can).
 */
export function isPayable(payment: {
  purpose: string;
  status: string;
  withdrawn_at: string | null;
  order_status: string;
}): boolean {
  return payment.purpose
    ? payment.status !== 'succeeded' && payment.withdrawn_at === null
    : payment.status !== 'succeeded' && payment.order_status === 'pending_payment';
}

/**
 * A payment page that cannot go on (the gateway is out of reach): what happened, and the way back to
 * the order, so a visitor is never left on a page with nowhere to go. Plain HTML under the page CSP.
 */
export function paymentNoticePage(notice: { title: string; text: string; back: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(notice.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f6f5;color:#14201c}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 8px}p{font-size:16px;line-height:1.5;margin:0}
.back{display:flex;align-items:center;justify-content:center;min-height:48px;border-radius:24px;background:#0d6e50;color:#fff;font-size:16px;font-weight:600;text-decoration:none;margin-top:16px}
</style></head>
<body><main><div class="card">
<h1>${escapeHtml(notice.title)}</h1>
<p data-testid="payment-notice">${escapeHtml(notice.text)}</p>
<a class="back" href="${escapeHtml(notice.back)}" data-testid="payment-back">Back to your order</a>
</div></main></body></html>`;
}

/**
 * Payment is not available: the gateway is out of reach (502), or this site does not know the
 * address to bring visitors back to (500). No money was taken either way.
 */
export function unavailable(reply: FastifyReply, status: 500 | 502, back: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      paymentNoticePage({
        title: 'Payment not available',
        text:
          status === 502
            ? 'The payment service cannot be reached right now. No money was taken; please try again in a moment.'
            : 'Payment cannot be opened on this site right now. No money was taken; please let the park know.',
        back,
      }),
    );
}
