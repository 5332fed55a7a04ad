import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { Link } from 'react-router';
import { OrderIcon } from '../../../components/icons';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { useOrderTexts } from '../../../lib/use-order-texts';
import { type OrderFilter, useOrderList } from '../api/get-order-list';
import { OrderCard } from './order-card';

function ListSkeleton() {
  return (
    <ul className="order-cards" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <li key={key} className="order-card">
          <div className="order-card__main">
            <Skeleton style={{ height: 14, width: '50%' }} />
            <div className="order-card__body">
              <Skeleton style={{ width: 72, height: 72, flex: 'none' }} />
              <Skeleton style={{ height: 40 }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

interface OrderListProps {
  filter: OrderFilter;
  emptyText: string;
}

/** A paged list of orders with pull to refresh, infinite scroll and an empty state. */
export function OrderList({ filter, emptyText }: OrderListProps) {
  const { t } = useOrderTexts();
  const orders = useOrderList(filter);

  if (orders.isPending) return <ListSkeleton />;
  if (orders.isError && !orders.data) return <LoadError onRetry={() => void orders.refetch()} />;
  const list = orders.data.pages.flatMap((page) => page.list);

  return (
    <PullToRefresh
      onRefresh={async () => {
        await orders.refetch();
      }}
      pullingText={t('orders.pullToRefresh')}
      canReleaseText={t('orders.release')}
      refreshingText={t('orders.refreshing')}
      completeText={t('orders.refreshed')}
    >
      {list.length === 0 ? (
        <div className="empty-state" data-testid="order-empty">
          <OrderIcon />
          <p>{emptyText}</p>
          <Link className="button button--primary" to="/ticket">
            {t('orders.emptyAction')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="order-cards">
            {list.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
          <InfiniteScroll
            hasMore={!!orders.hasNextPage}
            loadMore={async () => {
              const result = await orders.fetchNextPage();
              if (result.isError) throw result.error;
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <button
                  type="button"
                  className="button button--outline button--small"
                  onClick={retry}
                >
                  {t('home.retry')}
                </button>
              ) : (
                <span className="order-cards__end">
                  {hasMore ? t('orders.loadMore') : t('orders.noMore')}
                </span>
              )
            }
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
