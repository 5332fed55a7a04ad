import './vr.css';
import type { SceneLook } from '@scenic/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { useSceneryTexts } from '#web/lib/use-scenery-texts.ts';
import { useSceneLook } from './api/get-scene-look';
import { PanoramaStage } from './components/panorama-stage';
import { hasWebGl } from './webgl';

function SceneStrip({
  scenes,
  currentId,
  onChoose,
}: {
  scenes: SceneLook[];
  currentId: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useSceneryTexts();
  return (
    <nav className="vr-strip" aria-label={t('vr.scenes')}>
      <ul>
        {scenes.map((scene) => (
          <li key={scene.id}>
            <button
              type="button"
              className={scene.id === currentId ? 'vr-scene vr-scene--on' : 'vr-scene'}
              aria-current={scene.id === currentId ? 'true' : undefined}
              onClick={() => onChoose(scene.id)}
            >
              <UploadImg
                src={scene.thumb}
                sizes="30vw"
                alt=""
                width={160}
                height={100}
                loading="lazy"
                decoding="async"
              />
              <span className="vr-scene__title">{scene.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The online VR tour: the scene look list as 360° panoramas, linked by hotspots. */
export default function VrTourPage() {
  const { t } = useSceneryTexts();
  const scenes = useSceneLook();
  // `?scene=<id>` opens on that scene (the console's preview link); an unknown one opens the first.
  const [params] = useSearchParams();
  const [currentId, setCurrentId] = useState<string | null>(() => params.get('scene'));
  const [webGl] = useState(hasWebGl);

  if (scenes.isPending) {
    return (
      <div className="vr-page" aria-hidden="true">
        <Skeleton style={{ flex: 1, borderRadius: 0 }} />
      </div>
    );
  }
  if (scenes.isError && !scenes.data) return <LoadError onRetry={() => void scenes.refetch()} />;
  const list = scenes.data;
  const current = list.find((scene) => scene.id === currentId) ?? list[0];
  if (!current) {
    return <EmptyState text={t('vr.empty')} />;
  }
  const titleOf = (id: string) => list.find((scene) => scene.id === id)?.title ?? id;
  // A hotspot may point at a scene the operator removed: it then leads nowhere.
  const go = (id: string) => {
    if (list.some((scene) => scene.id === id)) setCurrentId(id);
  };

  return (
    <div className="vr-page">
      <div className="vr-page__main">
        {webGl ? (
          <PanoramaStage scene={current} titleOf={titleOf} onGo={go} />
        ) : (
          <div className="vr-stage vr-stage--flat">
            <img src={current.thumb} alt="" className="vr-stage__photo" />
            <p className="vr-overlay vr-overlay--note" role="note">
              {t('vr.noWebgl')}
            </p>
          </div>
        )}
        <h1 className="vr-title" data-testid="vr-title" aria-live="polite">
          {current.title}
        </h1>
      </div>
      <SceneStrip scenes={list} currentId={current.id} onChoose={go} />
    </div>
  );
}
