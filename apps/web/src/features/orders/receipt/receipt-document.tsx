import type { CreditNote, Receipt } from '@scenic/contracts';
import { formatDateTime } from '#web/lib/date-format.ts';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { payMethodKey } from '../pay-method';

/**
 * A receipt or a credit note as it reads on a phone and prints on A4: who sold (the park, the
 * company, its registration numbers), what it is, each line with its tax class, rate and tax,
 * then the totals.
 */
export function ReceiptDocument({ document }: { document: Receipt | CreditNote }) {
  const { t } = useOrderTexts();
  const { seller } = document;
  const money = (amount: string) => formatPrice(t, amount);
  const isReceipt = document.type === 'receipt';
  const numbers = [
    [t('receipt.companyRegNo'), seller.companyRegNo],
    [t('receipt.sstRegNo'), seller.sstRegNo],
    [t('receipt.tin'), seller.tin],
  ].filter(([, value]) => value);
  return (
    <article className="receipt-document" aria-labelledby={`document-${document.number}`}>
      <header className="receipt-document__seller">
        <p className="receipt-document__park">{seller.park}</p>
        {seller.company && <p>{seller.company}</p>}
        {seller.address && <p>{seller.address}</p>}
        {(seller.phone || seller.email) && (
          <p>{[seller.phone, seller.email].filter(Boolean).join(' · ')}</p>
        )}
        {numbers.length > 0 && (
          <dl className="receipt-document__numbers">
            {numbers.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </header>
      <h2 id={`document-${document.number}`} className="receipt-document__title">
        {t(isReceipt ? 'receipt.receipt' : 'receipt.creditNote')}{' '}
        <span className="receipt-document__number">{document.number}</span>
      </h2>
      <dl className="receipt-document__facts">
        <div>
          <dt>{t('receipt.issued')}</dt>
          <dd>{formatDateTime(document.issuedAt)}</dd>
        </div>
        <div>
          <dt>{t('orders.orderNo')}</dt>
          <dd>{document.orderNo}</dd>
        </div>
        {document.receiptNumber && (
          <div>
            <dt>{t('receipt.forReceipt')}</dt>
            <dd>{document.receiptNumber}</dd>
          </div>
        )}
        {document.dateChange && (
          <div>
            <dt>{t('receipt.dateChange')}</dt>
            <dd>{t('receipt.dateChangeFromTo', document.dateChange)}</dd>
          </div>
        )}
        {document.type === 'credit_note' && document.reason && (
          <div>
            <dt>{t('refund.reason')}</dt>
            <dd>{document.reason}</dd>
          </div>
        )}
      </dl>
      <table className="receipt-document__lines">
        <thead>
          <tr>
            <th scope="col">{t('receipt.item')}</th>
            <th scope="col">{t('receipt.quantity')}</th>
            <th scope="col">{t('orders.unitPrice')}</th>
            <th scope="col">{t('receipt.tax')}</th>
            <th scope="col">{t('receipt.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's lines never change
            <tr key={index}>
              <td>
                {line.name}
                <span className="receipt-document__class">
                  {line.giftCard
                    ? t('receipt.giftCard')
                    : t('receipt.taxedAs', {
                        taxClass: t(`receipt.classes.${line.taxClass}`),
                        rate: line.rate,
                      })}
                </span>
              </td>
              <td>{line.quantity}</td>
              <td>{money(line.unitPrice)}</td>
              <td>{money(line.tax)}</td>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="receipt-document__totals">
        <div>
          <dt>{t('receipt.subtotal')}</dt>
          <dd>{money(document.subtotal)}</dd>
        </div>
        {document.taxes.map((tax) => (
          <div key={`${tax.taxClass}-${tax.rate}`}>
            <dt>
              {t('receipt.taxLine', {
                taxClass: t(`receipt.classes.${tax.taxClass}`),
                rate: tax.rate,
                taxable: money(tax.taxable),
              })}
            </dt>
            <dd>{money(tax.tax)}</dd>
          </div>
        ))}
        <div className="receipt-document__total">
          <dt>{t(isReceipt ? 'orders.total' : 'receipt.givenBack')}</dt>
          <dd>{money(document.total)}</dd>
        </div>
      </dl>
      {document.type === 'receipt' && (
        <div className="receipt-document__paid">
          {document.discount && (
            <p>
              {t('orders.discount', { code: document.discount.code })}:{' '}
              {money(document.discount.amount)}
            </p>
          )}
          {document.paidBy.length > 0 && (
            <p>
              {t('orders.paidBy')}:{' '}
              {document.paidBy
                .map((part) => `${t(payMethodKey(part.method))} ${money(part.amount)}`)
                .join(', ')}
            </p>
          )}
        </div>
      )}
      <p className="receipt-document__note">
        {t(document.pricesIncludeTax ? 'receipt.included' : 'receipt.excluded')}
      </p>
    </article>
  );
}
