import { isLocale, type Locale, type LocalizedText, senToRm } from '@scenic/contracts';
import { escapeHtml } from '#server/lib/html.ts';

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

/** Every text of the page, in the visitor's language. */
const TEXTS = {
  title: { zh: '测试支付', en: 'Test payment', ma: 'Pembayaran ujian' },
  order: { zh: '订单', en: 'Order', ma: 'Pesanan' },
  pay: { zh: '支付 RM {amount}', en: 'Pay RM {amount}', ma: 'Bayar RM {amount}' },
  fail: {
    zh: '模拟支付失败',
    en: 'Simulate a failed payment',
    ma: 'Simulasikan pembayaran gagal',
  },
  cancel: { zh: '取消', en: 'Cancel', ma: 'Batal' },
  back: { zh: '返回订单', en: 'Back to your order', ma: 'Kembali ke pesanan anda' },
  paid: {
    zh: '已支付。此订单已付款，无需再操作。',
    en: 'Paid. This order is paid; there is nothing more to do here.',
    ma: 'Dibayar. Pesanan ini telah dibayar; tiada apa lagi perlu dibuat di sini.',
  },
  paidLate: {
    zh: '付款到达时订单已过期，款项将退还。',
    en: 'This payment arrived after the order had expired. The money will be refunded.',
    ma: 'Bayaran ini tiba selepas pesanan tamat tempoh. Wang akan dipulangkan.',
  },
  expired: {
    zh: '此订单在付款前已过期，未扣任何款项。',
    en: 'This order expired before it was paid. No money was taken.',
    ma: 'Pesanan ini tamat tempoh sebelum dibayar. Tiada wang diambil.',
  },
  refunded: {
    zh: '此订单已退款。',
    en: 'This order was refunded.',
    ma: 'Pesanan ini telah dipulangkan wangnya.',
  },
  alreadyPaid: {
    zh: '此订单已付款。',
    en: 'This order is already paid.',
    ma: 'Pesanan ini telah dibayar.',
  },
} satisfies Record<string, LocalizedText>;

export type SettledState = 'paid' | 'paidLate' | 'expired' | 'refunded' | 'alreadyPaid';

/**
 * What a payment page that can no longer be paid says, by the payment's and the order's status:
 * a visitor comes back to it with Back after paying, or from an old link.
 */
export function settledState(paymentStatus: string, orderStatus: string): SettledState {
  if (paymentStatus === 'succeeded') {
    return orderStatus === 'expired' || orderStatus === 'failed' ? 'paidLate' : 'paid';
  }
  if (orderStatus === 'expired' || orderStatus === 'failed') return 'expired';
  if (orderStatus === 'refunded') return 'refunded';
  return 'alreadyPaid';
}

/** What a page that can no longer be paid says, in the visitor's language (every gateway's page). */
export function settledText(state: SettledState, locale: Locale): string {
  return TEXTS[state][locale];
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
  /** What a page that can no longer be paid says. */
  state: SettledState;
  payable: boolean;
  locale: Locale;
  /** The order's page in the visitor app. */
  back: string;
}): string {
  const text = (key: keyof typeof TEXTS) => escapeHtml(TEXTS[key][payment.locale]);
  const amount = senToRm(payment.amountSen);
  const action = (name: string, label: string, style: string) =>
    `<form method="post" action="/pay/sandbox/${escapeHtml(payment.ref)}"><input type="hidden" name="action" value="${name}"><button class="${style}" data-testid="sandbox-${name}">${label}</button></form>`;
  const body = payment.payable
    ? `${action('pay', text('pay').replace('{amount}', amount), 'pay')}${action('fail', text('fail'), 'other')}${action('cancel', text('cancel'), 'other')}`
    : `<p class="done" data-testid="sandbox-outcome">${text(payment.state)}</p><a class="back" href="${escapeHtml(payment.back)}" data-testid="sandbox-back">${text('back')}</a>`;
  return `<!doctype html>
<html lang="${HTML_LANG[payment.locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text('title')}</title>
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
<span class="badge" data-testid="sandbox-notice">${escapeHtml(TEST_NOTICE[payment.locale])}</span>
<h1>${escapeHtml(payment.title)}</h1>
<dl><dt>${text('order')}</dt><dd data-testid="sandbox-order">${escapeHtml(payment.orderNo)}</dd></dl>
<p class="amount" data-testid="sandbox-amount">RM ${amount}</p>
${body}
</div></main></body></html>`;
}
