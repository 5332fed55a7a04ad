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

/** The longest the sections below the first screen wait for its pictures on a slow network. */
const BELOW_FOLD_WAIT_MS = 1500;

/**
 * Renders its children once the first screen is done: after the page has loaded (its first
 * pictures are in) or BELOW_FOLD_WAIT_MS at most, in a pass of its own. The first screen is then
 * painted before the sections below are built, and a cheap phone's main thread is never held long.
 */
function AfterFirstPass({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (document.readyState === 'complete') {
      show();
      return;
    }
    const timer = setTimeout(show, BELOW_FOLD_WAIT_MS);
    window.addEventListener('load', show, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', show);
    };
  }, []);
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
