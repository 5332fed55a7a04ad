import { senToRm } from '@scenic/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What a payment page that can no longer be paid says, by the payment's and the order's status:
 * a visitor comes back to it with Back after paying, or from an old link.
 */
export function settledText(paymentStatus: string, orderStatus: string): string {
  if (paymentStatus === 'succeeded') {
    return orderStatus === 'expired' || orderStatus === 'failed'
      ? 'This payment arrived after the order had expired. The money will be refunded.'
      : 'Paid. This order is paid; there is nothing more to do here.';
  }
  if (orderStatus === 'expired' || orderStatus === 'failed')
    return 'This order expired before it was paid. No money was taken.';
  if (orderStatus === 'refunded') return 'This order was refunded.';
  return 'This order is already paid.';
}

/**
 * The sandbox gateway's hosted page: the order and amount, and three outcomes. Plain HTML forms,
 * no script, so it passes the strict CSP like the apps do.
 */
export function sandboxPage(payment: {
  ref: string;
  orderNo: string;
  title: string;
  amountSen: number;
  /** What a page that can no longer be paid says (settledText). */
  status: string;
  payable: boolean;
  /** The order's page in the visitor app. */
  back: string;
}): string {
  const action = (name: string, label: string, style: string) =>
    `<form method="post" action="/pay/sandbox/${escapeHtml(payment.ref)}"><input type="hidden" name="action" value="${name}"><button class="${style}" data-testid="sandbox-${name}">${label}</button></form>`;
  const body = payment.payable
    ? `${action('pay', `Pay RM ${senToRm(payment.amountSen)}`, 'pay')}${action('fail', 'Simulate a failed payment', 'other')}${action('cancel', 'Cancel', 'other')}`
    : `<p class="done" data-testid="sandbox-outcome">${escapeHtml(payment.status)}</p><a class="back" href="${escapeHtml(payment.back)}" data-testid="sandbox-back">Back to your order</a>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f6f5;color:#14201c}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
.badge{display:inline-block;background:#fff3e0;color:#8a4b00;border-radius:8px;padding:4px 8px;font-size:13px}
h1{font-size:20px;margin:12px 0 4px}.amount{font-size:32px;font-weight:700;color:#b34700;margin:16px 0}
dl{margin:0}dt{color:#55635e;font-size:13px}dd{margin:0 0 8px}
form{margin:12px 0 0}button{width:100%;min-height:48px;border-radius:24px;font-size:16px;font-weight:600;border:0;cursor:pointer}
.pay{background:#0d6e50;color:#fff}.other{background:#e6eeeb;color:#14201c}.done{font-size:16px}
.back{display:flex;align-items:center;justify-content:center;min-height:48px;border-radius:24px;background:#0d6e50;color:#fff;font-size:16px;font-weight:600;text-decoration:none;margin-top:16px}
</style></head>
<body><main><div class="card">
<span class="badge">Sandbox: no real money moves</span>
<h1>${escapeHtml(payment.title)}</h1>
<dl><dt>Order</dt><dd data-testid="sandbox-order">${escapeHtml(payment.orderNo)}</dd></dl>
<p class="amount" data-testid="sandbox-amount">RM ${senToRm(payment.amountSen)}</p>
${body}
</div></main></body></html>`;
}
