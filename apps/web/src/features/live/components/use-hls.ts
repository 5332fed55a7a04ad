import { type RefObject, useEffect, useState } from 'react';

export type StreamState = 'loading' | 'playing' | 'error' | 'unsupported';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Plays an HLS address in the video element: natively where the browser can (Safari, iOS),
 * otherwise through hls.js, which loads here and nowhere else. `attempt` restarts it (retry).
 * The hls.js instance is destroyed when the stream changes or the page is left.
 */
export function useHls(
  video: RefObject<HTMLVideoElement | null>,
  stream: string | null,
  attempt: number,
): StreamState {
  const [state, setState] = useState<StreamState>('loading');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new attempt restarts the stream
  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState('loading');
    const onPlaying = () => setState('playing');
    const onError = () => setState('error');
    element.addEventListener('playing', onPlaying);
    const play = () => void element.play()?.catch(() => {});

    if (element.canPlayType(HLS_TYPE)) {
      element.addEventListener('error', onError);
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
      element.removeAttribute('src');
      element.load();
    };
  }, [video, stream, attempt]);

  return state;
}
