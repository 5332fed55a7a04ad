import '#web/components/commerce.css';
import './orders.css';
import type { OrderRefund } from '@scenic/contracts';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { OrderIcon } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { orderDetailPath } from '#web/lib/order-paths.ts';
import { formatPrice } from '#web/lib/price.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { type PayRecord, usePayRecords } from './api/get-pay-records';
import { RefundReason, RefundWhen } from './components/order-refunds';
import { payMethodKey } from './pay-method';

const TONES: Record<PayRecord['status'], string> = {
  pending: 'action',
  succeeded: 'ready',
  failed: 'off',
  canceled: 'off',
};

/** A refund made from a payment: its own row under it, with when, how much and why. */
function RefundRow({ refund }: { refund: OrderRefund }) {
  const { t } = useOrderTexts();
  return (
    <li className="pay-record__refund" data-testid="pay-record-refund">
      <span className="pay-record__text">
        <span className="pay-record__refund-title">{t('payRecord.refundRow')}</span>
        <span className="pay-record__meta">
          <RefundWhen refund={refund} />
        </span>
        <RefundReason refund={refund} />
      </span>
      <span className="money pay-record__refund-amount">−{formatPrice(t, refund.amount)}</span>
    </li>
  );
}

function RecordRow({ record }: { record: PayRecord }) {
  const { t } = useOrderTexts();
  return (
    <li className="pay-record-card">
      <Link
        className="pay-record"
        to={orderDetailPath({ id: record.orderId, kind: record.kind })}
        data-testid="pay-record"
      >
        <span className="pay-record__text">
          <span className="pay-record__title">{record.title}</span>
          <span className="pay-record__meta">{formatDateTime(record.createdAt)}</span>
          <span className="pay-record__meta">
            {t(payMethodKey(record.method))} · <span className="order-no">{record.orderNo}</span>
          </span>
          {record.discount && (
            <span className="pay-record__discount">
              {t('orders.discount', { code: record.discount.code })}{' '}
              <span>{formatPrice(t, record.discount.amount)}</span>
            </span>
          )}
        </span>
        <span className="pay-record__end">
          <span className="money">{formatPrice(t, record.amount)}</span>
          <span className={`status-badge status-badge--${TONES[record.status]}`}>
            {record.refund
              ? t('payRecord.refund')
              : Number(record.refunded) >= Number(record.amount)
                ? t('payRecord.refunded')
                : Number(record.refunded) > 0
                  ? t('payRecord.partlyRefunded')
                  : t(`payRecord.status.${record.status}`)}
          </span>
        </span>
      </Link>
      {record.refunds.length > 0 && (
        <ul className="pay-record__refunds">
          {record.refunds.map((refund) => (
            <RefundRow key={`${refund.createdAt}-${refund.amount}`} refund={refund} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Payment records: every payment the visitor made or tried, newest first, each with the refunds
 * made from it as rows of their own (when, how much, why).
 */
export default function PayRecordPage() {
  const { t } = useOrderTexts();
  const records = usePayRecords();
  if (records.isPending) {
    return (
      <div className="orders-page order-cards" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} style={{ height: 72 }} />
        ))}
      </div>
    );
  }
  if (records.isError) return <LoadError onRetry={() => void records.refetch()} />;
  return (
    <div className="orders-page">
      <PullToRefresh
        onRefresh={async () => {
          await records.refetch();
        }}
        pullingText={t('orders.pullToRefresh')}
        canReleaseText={t('orders.release')}
        refreshingText={t('orders.refreshing')}
        completeText={t('orders.refreshed')}
      >
        {records.data.length === 0 ? (
          <EmptyState
            icon={<OrderIcon />}
            text={t('payRecord.empty')}
            action={{ label: t('orders.emptyAction'), to: '/ticket' }}
          />
        ) : (
          <ul className="order-cards">
            {records.data.map((record) => (
              <RecordRow key={`${record.orderId}-${record.createdAt}`} record={record} />
            ))}
          </ul>
        )}
      </PullToRefresh>
    </div>
  );
}
