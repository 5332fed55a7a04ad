import '../../components/commerce.css';
import './scenery.css';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { Link, matchPath, useLocation } from 'react-router';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { useSceneryTexts } from '../../lib/use-scenery-texts';
import { useSceneryList } from './api/get-scenery-list';
import { HeartIcon, PhotoIcon } from './components/heart-icon';
import { SceneryTile } from './components/scenery-tile';

function GridSkeleton() {
  return (
    <ul className="scenery-grid" aria-hidden="true">
      {[0, 1, 2, 3].map((key) => (
        <li key={key} className="scenery-tile">
          <Skeleton ratio="4 / 3" style={{ borderRadius: 0 }} />
          <span className="scenery-tile__body">
            <Skeleton style={{ height: 16, width: '80%' }} />
            <Skeleton style={{ height: 16, width: '40%' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Tabs({ favourites }: { favourites: boolean }) {
  const { t } = useSceneryTexts();
  return (
    <nav className="scenery-tabs" aria-label={t('list.tabsLabel')}>
      <Link
        to="/scene/list"
        replace
        className={favourites ? 'scenery-tabs__tab' : 'scenery-tabs__tab scenery-tabs__tab--on'}
        aria-current={favourites ? undefined : 'page'}
        data-testid="scenery-tab-all"
      >
        {t('list.tabAll')}
      </Link>
      <Link
        to="/scene/list/collect"
        replace
        className={favourites ? 'scenery-tabs__tab scenery-tabs__tab--on' : 'scenery-tabs__tab'}
        aria-current={favourites ? 'page' : undefined}
        data-testid="scenery-tab-collect"
      >
        <HeartIcon filled={favourites} />
        {t('list.tabCollect')}
      </Link>
    </nav>
  );
}

function Gallery({ favourites }: { favourites: boolean }) {
  const { t } = useSceneryTexts();
  const photos = useSceneryList(favourites);

  if (photos.isPending) return <GridSkeleton />;
  if (photos.isError && !photos.data) return <LoadError onRetry={() => void photos.refetch()} />;
  const list = photos.data.pages.flatMap((page) => page.list);

  return (
    <PullToRefresh
      onRefresh={async () => {
        await photos.refetch();
      }}
      pullingText={t('list.pullToRefresh')}
      canReleaseText={t('list.release')}
      refreshingText={t('list.refreshing')}
      completeText={t('list.refreshed')}
    >
      {list.length === 0 ? (
        <div className="empty-state" data-testid="scenery-empty">
          {favourites ? <HeartIcon /> : <PhotoIcon />}
          <p>{favourites ? t('list.emptyCollect') : t('list.empty')}</p>
          {favourites && (
            <Link className="button button--primary" to="/scene/list" replace>
              {t('list.browseAll')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <ul className="scenery-grid">
            {list.map((item) => (
              <SceneryTile key={item.id} item={item} />
            ))}
          </ul>
          <InfiniteScroll
            hasMore={!!photos.hasNextPage}
            threshold={400}
            loadMore={async () => {
              const result = await photos.fetchNextPage();
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
                <span className="scenery-grid__end">
                  {hasMore ? t('list.loadMore') : t('list.noMore')}
                </span>
              )
            }
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}

/**
 * Whether the route's optional `collect` parameter is present. Read from the path itself: the app
 * shell renders pages without a `<Route>` of their own, so `useParams` would be empty.
 */
function useFavouritesOnly(): boolean {
  const { pathname } = useLocation();
  return !!matchPath('/scene/list/:collect', pathname)?.params.collect;
}

/** Scenery images: the attraction's photographs in two columns, or only the visitor's favourites. */
export default function SceneryListPage() {
  const { t } = useSceneryTexts();
  const favourites = useFavouritesOnly();

  return (
    <div className="scenery-page">
      <header className="scenery-hero">
        <h1>{favourites ? t('list.favouritesTitle') : t('list.title')}</h1>
        <p>{favourites ? t('list.favouritesLead') : t('list.lead')}</p>
      </header>
      <Tabs favourites={favourites} />
      <Gallery key={favourites ? 'collect' : 'all'} favourites={favourites} />
    </div>
  );
}
