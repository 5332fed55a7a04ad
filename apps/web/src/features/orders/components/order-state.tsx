import type { Order } from '@scenic/contracts';
import { Navigate, useLocation } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { OfflineNote } from '#web/components/offline-note.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { ownOrderPath } from '#web/lib/order-paths.ts';
import { seenOrder } from '#web/lib/seen-store.ts';
import { useLocale } from '#web/lib/use-locale.ts';
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
 * With no network (or a call that failed) the order as last seen on this phone is shown, with when.
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
  const locale = useLocale();
  const { pathname } = useLocation();
  if (id <= 0) {
    return (
      <EmptyState text={t('orders.empty')} action={{ label: t('pages.orders'), to: '/order' }} />
    );
  }
  const unreachable = order.fetchStatus === 'paused' || order.isError;
  const saved = !order.data && unreachable ? seenOrder<Order>(id, locale) : undefined;
  const shown = order.data ?? saved?.data;
  if (!shown) {
    if (order.isError) return <LoadError onRetry={() => void order.refetch()} />;
    return <DetailSkeleton />;
  }
  const elsewhere = ownOrderPath(shown, pathname);
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  return (
    <>
      <OfflineNote seenAt={saved?.at ?? order.dataUpdatedAt} failed={order.isError} />
      {children(shown)}
    </>
  );
}
