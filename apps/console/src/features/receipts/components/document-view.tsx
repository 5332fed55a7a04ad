import type { CreditNote, Receipt } from '@scenic/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime } from '#console/lib/format.ts';
import { methodName } from '#console/lib/payment-labels.ts';

/**
 * A receipt or credit note as the visitor's copy reads, for staff to check or print on A4: who
 * sold and their registration numbers, each line with its tax class, rate and tax, the totals.
 */
export function DocumentView({ document }: { document: Receipt | CreditNote }) {
  const { t } = useTranslation();
  const { seller } = document;
  const isReceipt = document.type === 'receipt';
  const numbers = [
    [t('receipts.companyRegNo'), seller.companyRegNo],
    [t('receipts.sstRegNo'), seller.sstRegNo],
    [t('receipts.tin'), seller.tin],
  ].filter(([, value]) => value);
  return (
    <article
      className="tax-document"
      aria-label={`${t(isReceipt ? 'receipts.receipt' : 'receipts.creditNote')} ${document.number}`}
    >
      <header className="tax-document__seller">
        <p className="tax-document__park">{seller.park}</p>
        {seller.company && <p>{seller.company}</p>}
        {seller.address && <p>{seller.address}</p>}
        {(seller.phone || seller.email) && (
          <p>{[seller.phone, seller.email].filter(Boolean).join(' · ')}</p>
        )}
        {numbers.length > 0 && (
          <p>{numbers.map(([label, value]) => `${label}: ${value}`).join('   ')}</p>
        )}
      </header>
      <h2 className="tax-document__title">
        {t(isReceipt ? 'receipts.receipt' : 'receipts.creditNote')} {document.number}
      </h2>
      <p className="tax-document__facts">
        {t('receipts.issued')}: {formatTime(document.issuedAt)} · {t('orders.orderNo')}:{' '}
        {document.orderNo}
        {document.receiptNumber && ` · ${t('receipts.forReceipt')}: ${document.receiptNumber}`}
      </p>
      {document.dateChange && (
        <p className="tax-document__facts">{t('receipts.dateChange', document.dateChange)}</p>
      )}
      {document.type === 'credit_note' && document.reason && (
        <p className="tax-document__facts">
          {t('refund.reason')}: {document.reason}
        </p>
      )}
      <table className="tax-document__lines">
        <thead>
          <tr>
            <th scope="col">{t('orders.item')}</th>
            <th scope="col">{t('orders.quantity')}</th>
            <th scope="col">{t('orders.unitPrice')}</th>
            <th scope="col">{t('receipts.taxClass')}</th>
            <th scope="col">{t('receipts.tax')}</th>
            <th scope="col">{t('orders.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's lines never change
            <tr key={index}>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>RM {line.unitPrice}</td>
              <td>
                {line.giftCard
                  ? t('receipts.giftCard')
                  : `${t(`receipts.classes.${line.taxClass}`)} ${line.rate}%`}
              </td>
              <td>RM {line.tax}</td>
              <td>RM {line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="tax-document__totals">
        <div>
          <dt>{t('receipts.subtotal')}</dt>
          <dd>RM {document.subtotal}</dd>
        </div>
        {document.taxes.map((tax) => (
          <div key={`${tax.taxClass}-${tax.rate}`}>
            <dt>
              {t('receipts.taxLine', {
                taxClass: t(`receipts.classes.${tax.taxClass}`),
                rate: tax.rate,
                taxable: tax.taxable,
              })}
            </dt>
            <dd>RM {tax.tax}</dd>
          </div>
        ))}
        <div className="tax-document__total">
          <dt>{t(isReceipt ? 'orders.total' : 'receipts.givenBack')}</dt>
          <dd>RM {document.total}</dd>
        </div>
      </dl>
      {document.type === 'receipt' && document.discount && (
        <p className="muted">
          {t('orders.discountOf', {
            code: document.discount.code,
            amount: document.discount.amount,
          })}
        </p>
      )}
      {document.type === 'receipt' && document.paidBy.length > 0 && (
        <p className="muted">
          {t('receipts.paidBy')}:{' '}
          {document.paidBy
            .map((part) => `${methodName(t, part.method)} RM ${part.amount}`)
            .join(', ')}
        </p>
      )}
      <p className="muted">
        {t(document.pricesIncludeTax ? 'receipts.included' : 'receipts.excluded')}
      </p>
    </article>
  );
}
