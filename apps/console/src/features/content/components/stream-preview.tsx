import { isStreamAddress } from '@scenic/contracts';
import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playableKind } from './stream-kind';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** The address once typing has paused, so a half-typed one is not fetched at every key. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What visitors will see: the stream playing (muted) where it is an HLS playlist or a video file
 * this browser plays (hls.js, loaded here only, where the browser has no HLS of its own), else
 * the cover. A stream that does not play keeps the cover and says so.
 */
export function StreamPreview({ stream, cover }: { stream: string; cover: string | undefined }) {
  const { t } = useTranslation();
  const address = useSettled(stream.trim(), 600);
  const kind = playableKind(address);
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    setFailed(false);
    if (!element || !kind) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const fail = () => !cancelled && setFailed(true);
    element.addEventListener('error', fail);
    if (kind === 'file' || element.canPlayType(HLS_TYPE)) {
      element.src = address;
      void element.play()?.catch(() => {});
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return fail();
        const hls = new Hls();
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fail();
        });
        hls.on(Hls.Events.MANIFEST_PARSED, () => void element.play()?.catch(() => {}));
        hls.loadSource(address);
        hls.attachMedia(element);
      }, fail);
    }
    return () => {
      cancelled = true;
      destroy?.();
      element.removeEventListener('error', fail);
      element.removeAttribute('src');
      element.load();
    };
  }, [address, kind]);

  const insecure = window.location.protocol === 'https:' && /^http:\/\//i.test(address);
  return (
    <div data-testid="stream-preview">
      <div className="banner-preview">
        {kind ? (
          <video
            ref={video}
            className="stream-preview__video"
            poster={cover || undefined}
            muted
            playsInline
            controls
            aria-label={t('content.cameras.preview')}
          />
        ) : cover ? (
          <img src={cover} alt="" />
        ) : (
          <span>{t('content.noPicture')}</span>
        )}
      </div>
      {isStreamAddress(address) && !kind && (
        <Alert type="info" showIcon message={t('content.cameras.previewNone')} />
      )}
      {failed && (
        <Alert role="alert" type="warning" showIcon message={t('content.cameras.previewFailed')} />
      )}
      {insecure && <Alert type="warning" showIcon message={t('content.cameras.httpWarning')} />}
    </div>
  );
}
