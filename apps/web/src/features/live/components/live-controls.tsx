import { type RefObject, useEffect, useState } from 'react';
import { Svg } from '#web/components/icons.tsx';
import { useSceneryTexts } from '#web/lib/use-scenery-texts.ts';

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

const PlayIcon = () => (
  <Svg fill="currentColor" stroke="none">
    <path d="M8 5.5v13l10.5-6.5z" />
  </Svg>
);
const PauseIcon = () => (
  <Svg fill="currentColor" stroke="none">
    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
  </Svg>
);
const SoundIcon = ({ on }: { on: boolean }) => (
  <Svg>
    <path d="M4 9.5h3.5L12 6v12l-4.5-3.5H4z" fill="currentColor" />
    {on ? (
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
    ) : (
      <path d="M16 9.5l5 5M21 9.5l-5 5" />
    )}
  </Svg>
);
const FullscreenIcon = () => (
  <Svg>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Svg>
);

/**
 * What a live camera needs and no more: play or pause, sound, full screen. A live stream has no
 * seek bar: there is nothing to seek to but now.
 */
export function LiveControls({
  video,
  frame,
}: {
  video: RefObject<HTMLVideoElement | null>;
  frame: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useSceneryTexts();
  const [paused, setPaused] = useState(() => video.current?.paused ?? false);
  const [muted, setMuted] = useState(() => video.current?.muted ?? true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const sync = () => {
      setPaused(element.paused);
      setMuted(element.muted);
    };
    sync();
    for (const event of ['play', 'pause', 'volumechange']) element.addEventListener(event, sync);
    return () => {
      for (const event of ['play', 'pause', 'volumechange'])
        element.removeEventListener(event, sync);
    };
  }, [video]);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play()?.catch(() => {});
    else element.pause();
  };
  const toggleSound = () => {
    const element = video.current;
    if (element) element.muted = !element.muted;
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => {});
      return;
    }
    const box = frame.current;
    const element = video.current as FullscreenVideo | null;
    // iPhones only let the video itself go full screen.
    if (box?.requestFullscreen) void box.requestFullscreen().catch(() => {});
    else element?.webkitEnterFullscreen?.();
  };

  return (
    <div className="live-controls" data-testid="live-controls">
      <button
        type="button"
        className="live-controls__button"
        aria-label={paused ? t('live.play') : t('live.pause')}
        onClick={togglePlay}
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
      <button
        type="button"
        className="live-controls__button"
        aria-label={muted ? t('live.soundOn') : t('live.soundOff')}
        onClick={toggleSound}
      >
        <SoundIcon on={!muted} />
      </button>
      <button
        type="button"
        className="live-controls__button live-controls__button--end"
        aria-label={t('live.fullScreen')}
        onClick={toggleFullscreen}
      >
        <FullscreenIcon />
      </button>
    </div>
  );
}
