import type { Camera } from '@scenic/contracts';
import { useRef, useState } from 'react';
import { useSceneryTexts } from '#web/lib/use-scenery-texts.ts';
import { LiveControls } from './live-controls';
import { useHls } from './use-hls';

/**
 * The 16:9 player: the chosen camera, its off-air notice, or what went wrong and a retry. A live
 * stream plays with the live badge and live controls (no seek bar); a stream that turns out to be a
 * recording says so and keeps the browser's controls, seek bar included.
 */
export function LivePlayer({ camera }: { camera: Camera }) {
  const { t } = useSceneryTexts();
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const { state, live } = useHls(video, camera.online ? camera.stream : null, attempt);

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
  const recording = live === false;
  return (
    <div className="live-player" ref={frame}>
      <video
        ref={video}
        className="live-player__video"
        poster={camera.cover || undefined}
        muted
        autoPlay
        playsInline
        controls={recording}
        aria-label={t(recording ? 'live.recordingLabel' : 'live.playerLabel', {
          name: camera.name,
        })}
        data-testid="live-player"
        data-live={live === null ? 'unknown' : String(live)}
      />
      {state === 'playing' && live !== null && (
        <span
          className={`live-badge live-player__badge${live ? ' live-badge--on' : ''}`}
          data-testid="live-badge"
        >
          {live ? t('live.live') : t('live.recording')}
        </span>
      )}
      {live === true && !failed && <LiveControls video={video} frame={frame} />}
      {failed && (
        <div className="live-player__notice" role="alert">
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
