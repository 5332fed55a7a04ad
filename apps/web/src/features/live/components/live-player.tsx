import type { Camera } from '@scenic/contracts';
import { useRef, useState } from 'react';
import { useSceneryTexts } from '../../../lib/use-scenery-texts';
import { useHls } from './use-hls';

/** The 16:9 player: the chosen camera live, its off-air notice, or what went wrong and a retry. */
export function LivePlayer({ camera }: { camera: Camera }) {
  const { t } = useSceneryTexts();
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const state = useHls(video, camera.online ? camera.stream : null, attempt);

  if (!camera.online) {
    return (
      <div className="live-player live-player--off" data-testid="live-offline">
        {camera.cover && <img src={camera.cover} alt="" className="live-player__cover" />}
        <div className="live-player__notice" role="status">
          <strong>{t('live.offline')}</strong>
          <span>{t('live.offlineHint')}</span>
        </div>
      </div>
    );
  }

  const failed = state === 'error' || state === 'unsupported';
  return (
    <div className="live-player">
      <video
        ref={video}
        className="live-player__video"
        poster={camera.cover || undefined}
        muted
        autoPlay
        playsInline
        controls
        aria-label={t('live.playerLabel', { name: camera.name })}
        data-testid="live-player"
      />
      {state === 'playing' && (
        <span className="live-badge live-badge--on live-player__badge">{t('live.live')}</span>
      )}
      {failed && (
        <div className="live-player__notice" role="alert" data-testid="live-error">
          <strong>{state === 'error' ? t('live.error') : t('live.unsupported')}</strong>
          {state === 'error' && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setAttempt((count) => count + 1)}
            >
              {t('home.retry')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
