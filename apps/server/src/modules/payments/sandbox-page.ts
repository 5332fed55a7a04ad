import { isLocale, type Locale, type LocalizedText, senToRm } from '@scenic/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the page says first, so nobody takes the sandbox for a real gateway. */
const TEST_NOTICE: LocalizedText = {
  zh: '测试支付——不会扣款',
  en: 'Test payment — no money is taken',
  ma: 'Pembayaran ujian — tiada wang diambil',
};
const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en', ma: 'ms' };

/**
 * The visitor's language on this page, which the app opens by navigating (no `langue` header):
 * its `?lang=`, else the browser's language (zh* → zh, ms* → ma), else English.
 */
export function sandboxLocale(lang: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(lang)) return lang;
  const first = (acceptLanguage ?? '').trim().toLowerCase();
  if (first.startsWith('zh')) return 'zh';
  if (first.startsWith('ms')) return 'ma';
  return 'en';
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
  status: string;
  payable: boolean;
  locale: Locale;
}): string {
  const action = (name: string, label: string, style: string) =>
    `<form method="post" action="/pay/sandbox/${escapeHtml(payment.ref)}"><input type="hidden" name="action" value="${name}"><button class="${style}" data-testid="sandbox-${name}">${label}</button></form>`;
  const body = payment.payable
    ? `${action('pay', `Pay RM ${senToRm(payment.amountSen)}`, 'pay')}${action('fail', 'Simulate a failed payment', 'other')}${action('cancel', 'Cancel', 'other')}`
    : `<p class="done">This payment is ${escapeHtml(payment.status)}.</p>`;
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
</style></head>
<body><main><div class="card">
<span class="badge" lang="${HTML_LANG[payment.locale]}" data-testid="sandbox-notice">${TEST_NOTICE[payment.locale]}</span>
<h1>${escapeHtml(payment.title)}</h1>
<dl><dt>Order</dt><dd data-testid="sandbox-order">${escapeHtml(payment.orderNo)}</dd></dl>
<p class="amount" data-testid="sandbox-amount">RM ${senToRm(payment.amountSen)}</p>
${body}
</div></main></body></html>`;
}
