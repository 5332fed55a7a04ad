import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';

/** The words of a list's pull to refresh and of its foot, in the page's own texts. */
export interface InfiniteListTexts {
  pulling: string;
  canRelease: string;
  refreshing: string;
  refreshed: string;
  loadingMore: string;
  noMore: string;
}

interface InfiniteListProps<Item> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: Item[] }>>;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when the list has no items at all. */
  empty: ReactNode;
  texts: InfiniteListTexts;
  /** Class of the foot that says more are loading or that there are no more. */
  endClassName: string;
  /** What pulling down reloads: the list itself unless told. */
  onRefresh?: () => Promise<unknown>;
  /** How near the bottom, in pixels, the next page starts loading. */
  threshold?: number;
  /** Show the load error, not the empty state, when a reload failed and nothing is listed. */
  errorWhenEmpty?: boolean;
  /** The loaded items, as the page lays them out. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A paged list: a skeleton, then the items with pull to refresh and the next page loading near the
 * bottom (a failed page offers a retry), an empty state, or a load error with a retry.
 */
export function InfiniteList<Item>({
  query,
  skeleton,
  empty,
  texts,
  endClassName,
  onRefresh,
  threshold,
  errorWhenEmpty = false,
  children,
}: InfiniteListProps<Item>) {
  const { t } = useTranslation();

  if (query.isPending) return skeleton;
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  if (query.isError && (!query.data || (errorWhenEmpty && items.length === 0))) {
    return <LoadError onRetry={() => void query.refetch()} />;
  }

  return (
    <PullToRefresh
      onRefresh={async () => {
        await (onRefresh ? onRefresh() : query.refetch());
      }}
      pullingText={texts.pulling}
      canReleaseText={texts.canRelease}
      refreshingText={texts.refreshing}
      completeText={texts.refreshed}
    >
      {items.length === 0 ? (
        empty
      ) : (
        <>
          {children(items)}
          <InfiniteScroll
            hasMore={!!query.hasNextPage}
            {...(threshold === undefined ? {} : { threshold })}
            loadMore={async () => {
              const result = await query.fetchNextPage();
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
                <span className={endClassName}>{hasMore ? texts.loadingMore : texts.noMore}</span>
              )
            }
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
