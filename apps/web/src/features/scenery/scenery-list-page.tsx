import '#web/components/commerce.css';
import './scenery.css';
import { Link, matchPath, useLocation } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { InfiniteList } from '#web/components/infinite-list.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useSceneryTexts } from '#web/lib/use-scenery-texts.ts';
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
      >
        {t('list.tabAll')}
      </Link>
      <Link
        to="/scene/list/collect"
        replace
        className={favourites ? 'scenery-tabs__tab scenery-tabs__tab--on' : 'scenery-tabs__tab'}
        aria-current={favourites ? 'page' : undefined}
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

  return (
    <InfiniteList
      query={photos}
      skeleton={<GridSkeleton />}
      texts={{
        pulling: t('list.pullToRefresh'),
        canRelease: t('list.release'),
        refreshing: t('list.refreshing'),
        refreshed: t('list.refreshed'),
        loadingMore: t('list.loadMore'),
        noMore: t('list.noMore'),
      }}
      endClassName="scenery-grid__end"
      threshold={400}
      empty={
        <EmptyState
          icon={favourites ? <HeartIcon /> : <PhotoIcon />}
          text={favourites ? t('list.emptyCollect') : t('list.empty')}
          action={
            favourites
              ? { label: t('list.browseAll'), to: '/scene/list', replace: true }
              : undefined
          }
        />
      }
    >
      {(list) => (
        <ul className="scenery-grid">
          {list.map((item) => (
            <SceneryTile key={item.id} item={item} />
          ))}
        </ul>
      )}
    </InfiniteList>
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
