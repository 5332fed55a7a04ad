import type { Locale, Order } from '@scenic/contracts';
import QRCode from 'qrcode';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The web app's one date format (docs/decisions/012): "Thu, 26 Nov 2026", "2026年11月26日周四". */
const INTL_LOCALE = { zh: 'zh-CN', en: 'en-GB', ma: 'ms-MY' } as const;
function visitDate(ymd: string | null, locale: Locale): string {
  if (!ymd) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${ymd}T12:00:00Z`));
}

const WORDS = {
  zh: {
    subject: '您的门票',
    date: '游玩日期',
    slot: '时段',
    order: '订单号',
    show: '入园时请出示此二维码',
    code: '票码（二维码无法识别时由工作人员输入）',
    checks: '入园时出示',
    people: (count: number) => `${count} 人`,
  },
  en: {
    subject: 'Your tickets',
    date: 'Visit date',
    slot: 'Time slot',
    order: 'Order number',
    show: 'Show this QR code at the gate',
    code: 'Ticket code (staff type it if the QR will not scan)',
    checks: 'Show at the gate',
    people: (count: number) => (count === 1 ? 'for 1 person' : `for ${count} people`),
  },
  ma: {
    subject: 'Tiket anda',
    date: 'Tarikh lawatan',
    slot: 'Slot masa',
    order: 'Nombor pesanan',
    show: 'Tunjukkan kod QR ini di pintu masuk',
    code: 'Kod tiket (kakitangan menaipnya jika kod QR tidak dapat diimbas)',
    checks: 'Tunjukkan di pintu masuk',
    people: (count: number) => `untuk ${count} orang`,
  },
} as const;

/**
 * The ticket slip as an e-mail: text, and HTML with the QR code as an inline picture and the short
 * code under it in large grouped type.
 */
export async function slipMail(order: Order, brand: string, locale: Locale) {
  const words = WORDS[locale];
  const code = order.pass?.code ?? '';
  const shortCode = order.pass?.shortCode ?? '';
  const qr = await QRCode.toBuffer(code, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  const lines = order.lines.map((line) => `${line.name} × ${line.quantity}`);
  const date = visitDate(order.reserveDate, locale);
  const checks = (order.pass?.checks ?? []).map(
    (check) => `${check.check} ${words.people(check.people)}`,
  );
  const text = [
    `${brand}: ${order.title}`,
    `${words.date}: ${date}${order.slot ? ` ${order.slot}` : ''}`,
    ...lines,
    ...(checks.length > 0 ? [`${words.checks}: ${checks.join(', ')}`] : []),
    `${words.order}: ${order.orderNo}`,
    `${words.show}.`,
    `${words.code}: ${shortCode}`,
  ].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;max-width:420px;margin:auto;color:#14201c">
<h2 style="color:#0d6e50">${escapeHtml(brand)}</h2>
<h3>${escapeHtml(order.title)}</h3>
<p><b>${words.date}</b>: ${escapeHtml(date)}${order.slot ? ` · <b>${words.slot}</b>: ${escapeHtml(order.slot)}` : ''}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
${checks.length > 0 ? `<p><b>${words.checks}</b>: ${escapeHtml(checks.join(', '))}</p>` : ''}
<p style="text-align:center"><img src="cid:ticket-qr" width="240" height="240" alt="QR"></p>
<p style="text-align:center">${words.show}</p>
<p style="text-align:center;margin:0;color:#55635e;font-size:13px">${words.code}</p>
<p style="text-align:center;margin:4px 0 16px;font:700 28px/1.2 ui-monospace,Menlo,Consolas,monospace;letter-spacing:2px">${escapeHtml(shortCode)}</p>
<p style="color:#55635e">${words.order}: ${escapeHtml(order.orderNo)}</p></div>`;
  return {
    subject: `${words.subject}: ${order.title}`,
    text,
    html,
    attachments: [{ filename: 'ticket-qr.png', content: qr, cid: 'ticket-qr' }],
  };
}
