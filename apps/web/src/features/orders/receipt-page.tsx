import '#web/components/commerce.css';
import './orders.css';
import './receipt/receipt.css';
import { ERRORS } from '@scenic/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { positiveInt, useIdParam } from '#web/lib/id-param.ts';
import { formatPrice } from '#web/lib/price.ts';
import { ApiError } from '#web/lib/request.ts';
import { showToast } from '#web/lib/toast.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { downloadReceiptPdf } from './api/download-receipt-pdf';
import { useReceipts } from './api/get-receipts';
import { EInvoiceCard } from './receipt/e-invoice-card';
import { ReceiptDocument } from './receipt/receipt-document';

/** The code the server answers for an order not yet paid: it has no receipt. */
const NOT_PAID = ERRORS.receiptNotPaid.code;

/**
 * A paid order's receipt, to read on the phone, print (laid out for A4) or save as a PDF; under it
 * the receipts of date changes' differences paid later and the credit notes of its refunds. With
 * `note` (a credit note) or `supplement` (a later receipt), that document alone, to print the same way.
 */
export default function ReceiptPage() {
  const { t } = useOrderTexts();
  const id = useIdParam();
  const [params] = useSearchParams();
  const noteId = positiveInt(params.get('note'));
  const supplementId = positiveInt(params.get('supplement'));
  const answer = useReceipts(id);
  const [saving, setSaving] = useState(false);

  if (answer.isError) {
    if (answer.error instanceof ApiError && answer.error.code === NOT_PAID) {
      return (
        <EmptyState
          text={answer.error.message}
          action={{ label: t('pages.orders'), to: '/order' }}
        />
      );
    }
    return <LoadError onRetry={() => void answer.refetch()} />;
  }
  if (!answer.data) {
    return (
      <div className="detail-card" aria-hidden="true">
        <Skeleton style={{ height: 320 }} />
      </div>
    );
  }
  const { receipt, supplementaryReceipts, creditNotes } = answer.data;
  const note = noteId ? creditNotes.find((each) => each.id === noteId) : undefined;
  const supplement = supplementId
    ? supplementaryReceipts.find((each) => each.id === supplementId)
    : undefined;
  if ((noteId && !note) || (supplementId && !supplement)) {
    return (
      <EmptyState
        text={t('receipt.noSuchNote')}
        action={{ label: t('receipt.back'), to: `/order/receipt?id=${id}` }}
      />
    );
  }
  const shown = note ?? supplement ?? receipt;
  const alone = Boolean(note ?? supplement);

  const save = async () => {
    setSaving(true);
    try {
      await downloadReceiptPdf(id, {
        number: shown.number,
        note: note?.id,
        supplement: supplement?.id,
      });
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('receipt.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="order-detail receipt-page">
      <div className="receipt-print detail-card">
        <ReceiptDocument document={shown} />
      </div>
      <div className="receipt-page__actions">
        <Button color="primary" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <Button color="primary" fill="outline" loading={saving} onClick={() => void save()}>
          {t('receipt.download')}
        </Button>
      </div>
      {!alone && supplementaryReceipts.length > 0 && (
        <section className="detail-card receipt-page__notes" aria-labelledby="later-receipts">
          <h2 id="later-receipts" className="detail-card__title">
            {t('receipt.laterReceipts')}
          </h2>
          <ul>
            {supplementaryReceipts.map((each) => (
              <li key={each.id}>
                <Link to={`/order/receipt?id=${id}&supplement=${each.id}`}>
                  {t('receipt.receipt')} {each.number}
                </Link>
                <span className="money">{formatPrice(t, each.total)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {alone ? (
        <p className="receipt-page__back">
          <Link to={`/order/receipt?id=${id}`}>{t('receipt.back')}</Link>
        </p>
      ) : (
        creditNotes.length > 0 && (
          <section className="detail-card receipt-page__notes" aria-labelledby="credit-notes">
            <h2 id="credit-notes" className="detail-card__title">
              {t('receipt.creditNotes')}
            </h2>
            <ul>
              {creditNotes.map((each) => (
                <li key={each.id}>
                  <Link to={`/order/receipt?id=${id}&note=${each.id}`}>
                    {t('receipt.creditNote')} {each.number}
                  </Link>
                  <span className="money">− {formatPrice(t, each.total)}</span>
                </li>
              ))}
            </ul>
          </section>
        )
      )}
      {!alone && <EInvoiceCard orderId={id} />}
    </div>
  );
}
