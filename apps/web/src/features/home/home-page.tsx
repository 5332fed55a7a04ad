import './home.css';
import { type ReactNode, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { OfflineNote } from '#web/components/offline-note.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useHomeData } from './api/get-index-data';
import { BannerCarousel } from './components/banner-carousel';
import { Countdown } from './components/countdown';
import { HomeLists } from './components/home-lists';
import { HomePromos } from './components/home-promos';
import { NoticeMarquee } from './components/notice-marquee';
import { ScenerySection } from './components/scenery-section';
import { WeatherGuarantee } from './components/weather-guarantee';

function HomeSkeleton() {
  return (
    <div className="home-skeleton" aria-busy="true">
      <Skeleton ratio="4 / 3" />
      <Skeleton ratio="16 / 9" />
      <div className="pairs__row">
        <Skeleton ratio="3 / 4" />
        <Skeleton ratio="3 / 4" />
      </div>
    </div>
  );
}

/**
 * Renders its children one pass after the rest of the page: the page's work is then done in two
 * smaller commits instead of one long one, so a cheap phone's main thread is never held for long.
 */
function AfterFirstPass({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}

/** The home page of SPEC §1, in its order. */
export default function HomePage() {
  const home = useHomeData();
  // The long part of the page below the banner renders in an interruptible pass, so scrolling and
  // taps stay responsive while it is built.
  const data = useDeferredValue(home.data);
  return (
    <div className="home">
      <OfflineNote seenAt={home.dataUpdatedAt} failed={home.isError} />
      <BannerCarousel />
      {data?.homeImages && <Countdown data={data.homeImages.descTime} />}
      <NoticeMarquee />
      {!data && !home.isError && <HomeSkeleton />}
      {home.isError && !data && <LoadError onRetry={() => void home.refetch()} />}
      {data && (
        <>
          {data.homeImages && <HomePromos images={data.homeImages} />}
          <AfterFirstPass>
            <BannerCarousel slot="homeCenter" />
            <HomeLists lists={data.shopList} />
            <ScenerySection items={data.shopList.scenery} />
          </AfterFirstPass>
        </>
      )}
      <WeatherGuarantee />
    </div>
  );
}
