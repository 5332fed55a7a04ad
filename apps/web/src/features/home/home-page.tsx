import './home.css';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
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

/** The home page of SPEC §1, in its order. */
export default function HomePage() {
  const home = useHomeData();
  return (
    <div className="home">
      <BannerCarousel />
      {home.data?.homeImages && <Countdown data={home.data.homeImages.descTime} />}
      <NoticeMarquee />
      {home.isPending && <HomeSkeleton />}
      {home.isError && <LoadError onRetry={() => void home.refetch()} />}
      {home.data && (
        <>
          {home.data.homeImages && <HomePromos images={home.data.homeImages} />}
          <HomeLists lists={home.data.shopList} />
          <ScenerySection items={home.data.shopList.scenery} />
        </>
      )}
      <WeatherGuarantee />
    </div>
  );
}
