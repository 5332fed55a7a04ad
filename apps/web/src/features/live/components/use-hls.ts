import { type RefObject, useEffect, useState } from 'react';

export type StreamState = 'loading' | 'playing' | 'error' | 'unsupported';

export interface Stream {
  state: StreamState;
  /**
   * Whether the playlist is live (no end: a camera now) or a recording (it ends, and can be
   * sought); null until the playlist has been read.
   */
  live: boolean | null;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Plays an HLS address in the video element: natively where the browser can (Safari, iOS),
 * otherwise through hls.js, which loads here and nowhere else. `attempt` restarts it (retry).
 * The hls.js instance is destroyed when the stream changes or the page is left. It also says
 * whether the stream is live, so the page shows a live camera or a recording for what it is.
 */
export function useHls(
  video: RefObject<HTMLVideoElement | null>,
  stream: string | null,
  attempt: number,
): Stream {
  const [state, setState] = useState<StreamState>('loading');
  const [live, setLive] = useState<boolean | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new attempt restarts the stream
  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState('loading');
    setLive(null);
    const onPlaying = () => setState('playing');
    const onError = () => setState('error');
    // A native player reads a live playlist as a stream without an end.
    const onMetadata = () => setLive(!Number.isFinite(element.duration));
    element.addEventListener('playing', onPlaying);
    const play = () => void element.play()?.catch(() => {});

    if (element.canPlayType(HLS_TYPE)) {
      element.addEventListener('error', onError);
      element.addEventListener('loadedmetadata', onMetadata);
      element.src = stream;
      play();
    } else {
      void import('hls.js').then(
        ({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            setState('unsupported');
            return;
          }
          const hls = new Hls({ enableWorker: true, lowLatencyMode: true });
          let destroyed = false;
          destroy = () => {
            if (destroyed) return;
            destroyed = true;
            hls.destroy();
          };
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            destroy?.();
            setState('error');
          });
          hls.on(Hls.Events.LEVEL_LOADED, (_event, data) => setLive(data.details.live));
          hls.on(Hls.Events.MANIFEST_PARSED, play);
          hls.loadSource(stream);
          hls.attachMedia(element);
        },
        () => !cancelled && setState('error'),
      );
    }

    return () => {
      cancelled = true;
      destroy?.();
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('error', onError);
      element.removeEventListener('loadedmetadata', onMetadata);
      element.removeAttribute('src');
      element.load();
    };
  }, [video, stream, attempt]);

  return { state, live };
}
