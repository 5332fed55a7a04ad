import { type CurlecMethod, type Locale, type LocalizedText, senToRm } from '@scenic/contracts';
import { escapeHtml } from '#server/lib/html.ts';
import { type SettledState, settledText } from './sandbox-page.ts';

const HTML_LANG: Record<Locale, string> = { zh: 'zh-CN', en: 'en', ma: 'ms' };

/** Each way to pay by the name visitors know it. */
export const METHOD_NAMES: Record<CurlecMethod, LocalizedText> = {
  fpx: { zh: 'FPX 网上银行', en: 'FPX online banking', ma: 'Perbankan dalam talian FPX' },
  card: { zh: '信用卡或借记卡', en: 'Credit or debit card', ma: 'Kad kredit atau debit' },
  touchngo: {
    zh: "Touch 'n Go 电子钱包",
    en: "Touch 'n Go eWallet",
    ma: "E-dompet Touch 'n Go",
  },
  boost: { zh: 'Boost 电子钱包', en: 'Boost', ma: 'Boost' },
  grabpay: { zh: 'GrabPay', en: 'GrabPay', ma: 'GrabPay' },
  duitnow: { zh: 'DuitNow 二维码', en: 'DuitNow QR', ma: 'DuitNow QR' },
};

/**
 * A small mark for each method, drawn here (no brand artwork): a bank front for FPX, a card, a
 * lettered tile for each e-wallet in a colour of its own, and a QR square for DuitNow.
 */
const tile = (fill: string, letters: string) =>
  `<rect width="40" height="28" rx="6" fill="${fill}"/><text x="20" y="19" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${letters.length > 2 ? 11 : 13}" font-weight="700" fill="#fff">${letters}</text>`;
const MARKS: Record<CurlecMethod, string> = {
  fpx: '<rect width="40" height="28" rx="6" fill="#1d3f7a"/><path d="M20 5l11 6H9z" fill="#fff"/><path d="M11 12h3v8h-3zm7.5 0h3v8h-3zM26 12h3v8h-3zM9 21h22v2H9z" fill="#fff"/>',
  card: '<rect width="40" height="28" rx="6" fill="#37474f"/><rect y="7" width="40" height="5" fill="#cfd8dc"/><rect x="5" y="17" width="12" height="4" rx="1" fill="#ffca28"/>',
  touchngo: tile('#0056b3', 'TnG'),
  boost: tile('#d7263d', 'B'),
  grabpay: tile('#00a651', 'G'),
  duitnow:
    '<rect width="40" height="28" rx="6" fill="#c2185b"/><path d="M11 5h7v7h-7zm11 0h7v7h-7zM11 16h7v7h-7z" fill="#fff"/><path d="M13 7h3v3h-3zm11 0h3v3h-3zM13 18h3v3h-3z" fill="#c2185b"/><path d="M22 16h3v3h-3zm4 4h3v3h-3zm-4 0h2v3h-2zm4-4h3v2h-3z" fill="#fff"/>',
};

/** The mark of a method, for the page's list; hidden from screen readers, which read its name. */
export function methodMark(method: CurlecMethod): string {
  return `<svg class="mark" viewBox="0 0 40 28" width="40" height="28" aria-hidden="true" focusable="false" data-mark="${method}">${MARKS[method]}</svg>`;
}

const TEXTS = {
  title: { zh: '支付订单', en: 'Pay for your order', ma: 'Bayar pesanan anda' },
  order: { zh: '订单', en: 'Order', ma: 'Pesanan' },
  ways: { zh: '可用的付款方式', en: 'Ways to pay', ma: 'Cara pembayaran' },
  secure: {
    zh: '您将在 Curlec 的安全付款页面上选择付款方式并确认，完成后返回您的订单。',
    en: "You choose how to pay and confirm on Curlec's secure payment page, then come back to your order.",
    ma: 'Anda memilih cara pembayaran dan mengesahkannya di halaman pembayaran selamat Curlec, kemudian kembali ke pesanan anda.',
  },
  go: {
    zh: '继续支付 RM {amount}',
    en: 'Continue to pay RM {amount}',
    ma: 'Teruskan bayar RM {amount}',
  },
  back: { zh: '返回订单', en: 'Back to your order', ma: 'Kembali ke pesanan anda' },
} satisfies Record<string, LocalizedText>;

/**
 * Our page before Curlec's hosted checkout: the order, the amount, and each way to pay the park
 * offers with its mark, in the visitor's language; one button goes on to the checkout. It is a
 * link, not a form: the page CSP's `form-action 'self'` would stop a form's redirect to Curlec. No
 * script. A payment that can no longer be paid says what became of it.
 */
export function curlecPage(payment: {
  ref: string;
  orderNo: string;
  title: string;
  amountSen: number;
  methods: readonly CurlecMethod[];
  state: SettledState;
  payable: boolean;
  locale: Locale;
  back: string;
}): string {
  const { locale } = payment;
  const text = (key: keyof typeof TEXTS) => escapeHtml(TEXTS[key][locale]);
  const amount = senToRm(payment.amountSen);
  const methods = payment.methods
    .map(
      (method) =>
        `<li data-testid="curlec-method" data-method="${method}">${methodMark(method)}<span>${escapeHtml(METHOD_NAMES[method][locale])}</span></li>`,
    )
    .join('');
  const body = payment.payable
    ? `<h2>${text('ways')}</h2><ul class="methods">${methods}</ul>
<p class="note">${text('secure')}</p>
<a class="pay" href="/pay/curlec/${escapeHtml(payment.ref)}/checkout" data-testid="curlec-continue">${text('go').replace('{amount}', amount)}</a>
<a class="other" href="${escapeHtml(payment.back)}" data-testid="curlec-back">${text('back')}</a>`
    : `<p class="done" data-testid="curlec-outcome">${escapeHtml(settledText(payment.state, locale))}</p><a class="pay" href="${escapeHtml(payment.back)}" data-testid="curlec-back">${text('back')}</a>`;
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text('title')}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f6f5;color:#14201c}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:16px 0 8px;color:#55635e}
.amount{font-size:32px;font-weight:700;color:#b34700;margin:16px 0 0}
dl{margin:0}dt{color:#55635e;font-size:13px}dd{margin:0 0 8px}
.methods{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.methods li{display:flex;align-items:center;gap:12px;min-height:44px;padding:4px 8px;border:1px solid #e6eeeb;border-radius:12px;font-size:16px}
.mark{flex:none;border-radius:6px}
.note{font-size:14px;line-height:1.5;color:#55635e}.done{font-size:16px}
.pay,.other{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;border-radius:24px;font-size:16px;font-weight:600;border:0;cursor:pointer;text-decoration:none;box-sizing:border-box}
.pay{background:#0d6e50;color:#fff;margin-top:16px}.other{background:#e6eeeb;color:#14201c;margin-top:12px}
</style></head>
<body><main><div class="card">
<h1>${escapeHtml(payment.title)}</h1>
<dl><dt>${text('order')}</dt><dd data-testid="curlec-order">${escapeHtml(payment.orderNo)}</dd></dl>
<p class="amount" data-testid="curlec-amount">RM ${amount}</p>
${body}
</div></main></body></html>`;
}
