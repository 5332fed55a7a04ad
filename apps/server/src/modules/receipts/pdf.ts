import { createRequire } from 'node:module';
import path from 'node:path';
import type { CreditNote, Locale, Receipt } from '@scenic/contracts';
import PDFDocument from 'pdfkit';
import { offsetMinutes } from '#server/lib/attraction-time.ts';
import { METHOD_LABELS, PDF_LABELS, TAX_CLASS_LABELS } from './pdf-labels.ts';

/**
 * Noto Sans Hans, from the `@embedpdf/fonts-sc` package: one typeface for Latin, Malay and
 * Chinese, so a receipt prints in the visitor's language with the names the order keeps
 * (decision 044). Only the glyphs used are embedded (a receipt is tens of kilobytes).
 */
const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')),
  '..',
  'fonts',
);
const REGULAR = path.join(fontsDir, 'NotoSansHans-Regular.otf');
const BOLD = path.join(fontsDir, 'NotoSansHans-Bold.otf');

/** An instant as the park's clock reads it: "2026-11-28 14:05". */
function parkTime(iso: string, utcOffset: string): string {
  const at = Date.parse(iso) + offsetMinutes(utcOffset) * 60_000;
  return new Date(at).toISOString().slice(0, 16).replace('T', ' ');
}

const MARGIN = 48;
const MUTED = '#555555';

/** A receipt or a credit note as an A4 PDF, in `locale`. */
export function documentPdf(
  document: Receipt | CreditNote,
  locale: Locale,
  utcOffset: string,
): Promise<Buffer> {
  const say = (key: keyof typeof PDF_LABELS, vars: Record<string, string> = {}) =>
    PDF_LABELS[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${say(document.type === 'receipt' ? 'receipt' : 'creditNote')} ${document.number}`,
      Author: document.seller.company || document.seller.park,
    },
  });
  pdf.registerFont('regular', REGULAR);
  pdf.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - MARGIN * 2;
  const { seller } = document;

  // Who sold: the park, the company behind it and its numbers.
  pdf.font('bold').fontSize(16).text(seller.park);
  pdf.font('regular').fontSize(9).fillColor(MUTED);
  for (const line of [
    seller.company,
    seller.address,
    [seller.phone, seller.email].filter(Boolean).join(' · '),
  ]) {
    if (line) pdf.text(line);
  }
  const numbers = [
    seller.companyRegNo && `${say('companyRegNo')}: ${seller.companyRegNo}`,
    seller.sstRegNo && `${say('sstRegNo')}: ${seller.sstRegNo}`,
    seller.tin && `${say('tin')}: ${seller.tin}`,
  ].filter(Boolean);
  if (numbers.length > 0) pdf.text(numbers.join('   '));
  pdf.moveDown(1.2);

  // What this is.
  pdf.fillColor('black').font('bold').fontSize(14);
  pdf.text(say(document.type === 'receipt' ? 'receipt' : 'creditNote'));
  pdf.font('regular').fontSize(10);
  const facts = [
    `${say('number')} ${document.number}`,
    `${say('issued')}: ${parkTime(document.issuedAt, utcOffset)}`,
    `${say('order')}: ${document.orderNo}`,
  ];
  if (document.receiptNumber) facts.push(`${say('forReceipt')}: ${document.receiptNumber}`);
  pdf.text(facts.join('   '));
  if (document.dateChange) pdf.text(say('dateChange', document.dateChange));
  if (document.type === 'credit_note' && document.reason) {
    pdf.text(`${say('reason')}: ${document.reason}`);
  }
  pdf.moveDown(1);

  // The lines: item (with its class and rate), quantity, unit price, tax, amount.
  const columns = [
    { key: 'item', x: MARGIN, w: width * 0.46, align: 'left' as const },
    { key: 'quantity', x: MARGIN + width * 0.46, w: width * 0.09, align: 'right' as const },
    { key: 'unitPrice', x: MARGIN + width * 0.55, w: width * 0.15, align: 'right' as const },
    { key: 'taxColumn', x: MARGIN + width * 0.7, w: width * 0.13, align: 'right' as const },
    { key: 'amount', x: MARGIN + width * 0.83, w: width * 0.17, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold', size = 9) => {
    const top = pdf.y;
    pdf.font(font).fontSize(size);
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      pdf.text(cell, column.x, top, { width: column.w, align: column.align });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.x = MARGIN;
    pdf.y = bottom + 3;
  };
  const rule = () => {
    pdf
      .moveTo(MARGIN, pdf.y)
      .lineTo(MARGIN + width, pdf.y)
      .strokeColor('#bbbbbb')
      .stroke();
    pdf.y += 4;
  };
  row(
    columns.map((column) => say(column.key as keyof typeof PDF_LABELS)),
    'bold',
  );
  rule();
  for (const line of document.lines) {
    const taxed = line.giftCard
      ? say('giftCard')
      : `${TAX_CLASS_LABELS[line.taxClass][locale]} ${line.rate}%`;
    row(
      [`${line.name}\n${taxed}`, String(line.quantity), line.unitPrice, line.tax, line.amount],
      'regular',
    );
  }
  rule();

  // The totals: before tax, each tax, the total; then the promotion and how it was paid.
  const total = (label: string, amount: string, font: 'regular' | 'bold' = 'regular') => {
    const top = pdf.y;
    pdf.font(font).fontSize(font === 'bold' ? 11 : 9);
    pdf.text(label, MARGIN, top, { width: width * 0.8, align: 'right' });
    pdf.text(`RM ${amount}`, MARGIN + width * 0.8, top, { width: width * 0.2, align: 'right' });
    pdf.x = MARGIN;
  };
  total(say('subtotal'), document.subtotal);
  for (const tax of document.taxes) {
    total(
      `${TAX_CLASS_LABELS[tax.taxClass][locale]} ${tax.rate}% (${say('on')} RM ${tax.taxable})`,
      tax.tax,
    );
  }
  total(say(document.type === 'receipt' ? 'total' : 'totalBack'), document.total, 'bold');
  pdf.moveDown(0.8);
  pdf.font('regular').fontSize(9).fillColor(MUTED);
  if (document.type === 'receipt') {
    if (document.discount) {
      pdf.text(
        `${say('discount', { code: document.discount.code })} RM ${document.discount.amount}`,
      );
    }
    if (document.paidBy.length > 0) {
      const parts = document.paidBy.map(
        (part) => `${METHOD_LABELS[part.method]?.[locale] ?? part.method} RM ${part.amount}`,
      );
      pdf.text(`${say('paidBy')}: ${parts.join(', ')}`);
    }
  }
  pdf.text(say(document.pricesIncludeTax ? 'included' : 'excluded'));
  pdf.end();
  return done;
}
