import { EmptyState } from '#web/components/empty-state.tsx';
import { OrderIcon } from '#web/components/icons.tsx';
import { InfiniteList } from '#web/components/infinite-list.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
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
  /** Where the empty state sends the visitor; buying tickets unless the list says otherwise. */
  emptyAction?: { to: string; label: string };
}

/** A paged list of orders with pull to refresh, infinite scroll and an empty state. */
export function OrderList({ filter, emptyText, emptyAction }: OrderListProps) {
  const { t } = useOrderTexts();
  const orders = useOrderList(filter);

  return (
    <InfiniteList
      query={orders}
      skeleton={<ListSkeleton />}
      texts={{
        pulling: t('orders.pullToRefresh'),
        canRelease: t('orders.release'),
        refreshing: t('orders.refreshing'),
        refreshed: t('orders.refreshed'),
        loadingMore: t('orders.loadMore'),
        noMore: t('orders.noMore'),
      }}
      endClassName="order-cards__end"
      empty={
        <EmptyState
          icon={<OrderIcon />}
          text={emptyText}
          action={{
            label: emptyAction?.label ?? t('orders.emptyAction'),
            to: emptyAction?.to ?? '/ticket',
          }}
        />
      }
    >
      {(list) => (
        <ul className="order-cards">
          {list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}
