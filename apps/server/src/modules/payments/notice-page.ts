import { escapeHtml } from '#server/lib/html.ts';

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
