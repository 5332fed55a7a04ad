import type { Order } from '@scenic/contracts';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadError } from '#web/components/load-error.tsx';
import { OfflineNote } from '#web/components/offline-note.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { ownOrderPath } from '#web/lib/order-paths.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { useOrderDetail } from '../api/get-order-detail';

function DetailSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="detail-card">
        <Skeleton style={{ height: 28, width: '50%' }} />
      </div>
      <div className="detail-card">
        <Skeleton style={{ height: 160 }} />
      </div>
    </div>
  );
}

/**
 * Loads the order of `id` and renders it, with a skeleton, a retry and a missing-order state. An
 * order of another kind than the page's goes to its own page, so it never shows under a wrong title.
 */
export function WithOrder({
  id,
  children,
}: {
  id: number;
  children: (order: Order) => React.ReactNode;
}) {
  const { t } = useOrderTexts();
  const order = useOrderDetail(id);
  const { pathname } = useLocation();
  if (id <= 0) {
    return (
      <div className="empty-state">
        <p>{t('orders.empty')}</p>
        <Link className="button button--primary" to="/order">
          {t('pages.orders')}
        </Link>
      </div>
    );
  }
  if (order.isPending) return <DetailSkeleton />;
  if (order.isError && !order.data) return <LoadError onRetry={() => void order.refetch()} />;
  const elsewhere = ownOrderPath(order.data, pathname);
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  return (
    <>
      <OfflineNote seenAt={order.dataUpdatedAt} failed={order.isError} />
      {children(order.data)}
    </>
  );
}
