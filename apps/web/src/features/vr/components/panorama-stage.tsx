import type { SceneLook } from '@scenic/contracts';
import { useRef, useState } from 'react';
import { useSceneryTexts } from '#web/lib/use-scenery-texts.ts';
import { usePanorama } from './use-panorama';

interface StageProps {
  scene: SceneLook;
  titleOf: (id: string) => string;
  onGo: (id: string) => void;
}

/** The 360° viewer of the current scene, with its loading and error states over it. */
export function PanoramaStage({ scene, titleOf, onGo }: StageProps) {
  const { t } = useSceneryTexts();
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const state = usePanorama({
    container,
    scene,
    attempt,
    describe: (target) => t('vr.goTo', { title: titleOf(target) }),
    onGo,
    lang: t('vr.viewer', { returnObjects: true }) as Record<string, string>,
  });

  return (
    <div className="vr-stage">
      <div
        ref={container}
        className="vr-viewer"
        role="application"
        aria-label={t('vr.viewerLabel', { title: scene.title })}
        aria-busy={state === 'loading'}
        data-testid="vr-viewer"
        data-state={state}
      />
      {state === 'loading' && (
        <div className="vr-overlay vr-overlay--loading" role="status">
          <span className="vr-spinner" aria-hidden="true" />
          {t('vr.loading')}
        </div>
      )}
      {state === 'error' && (
        <div className="vr-overlay" role="alert">
          <p>{t('vr.error')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setAttempt((count) => count + 1)}
          >
            {t('home.retry')}
          </button>
        </div>
      )}
      {state === 'ready' && (
        <span className="vr-hint" aria-hidden="true">
          {t('vr.hint')}
        </span>
      )}
    </div>
  );
}
