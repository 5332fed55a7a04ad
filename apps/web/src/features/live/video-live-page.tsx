import './live.css';
import type { Camera } from '@scenic/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ChevronRightIcon } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { WeatherIcon } from '#web/components/weather-icon.tsx';
import { useSceneryTexts } from '#web/lib/use-scenery-texts.ts';
import { useWeather } from '#web/lib/weather.ts';
import { useCameraList } from './api/get-camera-list';
import { LivePlayer } from './components/live-player';

/** The weather, which visitors tapped to come here, and the way on to its forecast. */
function WeatherLink() {
  const { t } = useSceneryTexts();
  const { data } = useWeather();
  if (!data) return null;
  return (
    <Link className="live-weather" to="/index/weather">
      <WeatherIcon code={data.now.code} night={data.now.night} size={28} />
      <span className="live-weather__text">
        {t('live.weather', { temp: Math.round(data.now.temp), text: data.now.text })}
      </span>
      <span className="live-weather__more">
        {t('live.forecast')}
        <ChevronRightIcon />
      </span>
    </Link>
  );
}

function LiveSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton ratio="16 / 9" style={{ borderRadius: 0 }} />
      <ul className="camera-list">
        {[0, 1, 2].map((key) => (
          <li key={key} className="camera-row">
            <Skeleton ratio="16 / 9" style={{ width: '2.4rem', flex: 'none' }} />
            <Skeleton style={{ height: 18, width: '50%' }} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CameraRow({
  camera,
  current,
  onChoose,
}: {
  camera: Camera;
  current: boolean;
  onChoose: () => void;
}) {
  const { t } = useSceneryTexts();
  return (
    <li>
      <button
        type="button"
        className={current ? 'camera-row camera-row--on' : 'camera-row'}
        aria-pressed={current}
        onClick={onChoose}
        data-testid="live-camera"
        data-online={camera.online ? 'true' : 'false'}
      >
        <span className="camera-row__cover">
          <UploadImg
            src={camera.cover}
            sizes="30vw"
            alt=""
            width={160}
            height={90}
            loading="lazy"
            decoding="async"
          />
        </span>
        <span className="camera-row__text">
          <span className="camera-row__name">{camera.name}</span>
          {current && <span className="camera-row__now">{t('live.nowShowing')}</span>}
        </span>
        <span className={camera.online ? 'live-badge live-badge--on' : 'live-badge'}>
          {camera.online ? t('live.onAir') : t('live.offAir')}
        </span>
      </button>
    </li>
  );
}

/** Live video: the park's cameras, the chosen one playing on top (the first on air by default). */
export default function VideoLivePage() {
  const { t } = useSceneryTexts();
  const cameras = useCameraList();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const camerasId = useId();

  if (cameras.isPending) return <LiveSkeleton />;
  if (cameras.isError && !cameras.data) return <LoadError onRetry={() => void cameras.refetch()} />;
  const list = cameras.data;
  if (list.length === 0) {
    return <EmptyState text={t('live.empty')} />;
  }
  const chosen =
    list.find((camera) => camera.id === chosenId) ??
    list.find((camera) => camera.online) ??
    list[0];

  return (
    <div className="live-page">
      {chosen && (
        <div className="live-page__stage">
          <LivePlayer key={chosen.id} camera={chosen} />
          <h1 className="live-page__title">{chosen.name}</h1>
        </div>
      )}
      <WeatherLink />
      <h2 id={camerasId} className="live-page__heading">
        {t('live.cameras')}
      </h2>
      <ul className="camera-list" aria-labelledby={camerasId}>
        {list.map((camera) => (
          <CameraRow
            key={camera.id}
            camera={camera}
            current={camera.id === chosen?.id}
            onChoose={() => setChosenId(camera.id)}
          />
        ))}
      </ul>
    </div>
  );
}
