import type { Viewer } from '@photo-sphere-viewer/core';
import type { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import type { SceneLook } from '@scenic/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { hotspotMarkers } from './hotspot-markers';
import { loadPhotoSphereViewer } from './load-psv';

/** Each scene opens facing its first hotspot, so the way on is in view from the start. */
export function startView(scene: SceneLook): { yaw: number; pitch: number } {
  const first = scene.hotspots[0];
  return first ? { yaw: first.yaw, pitch: first.pitch } : { yaw: 0, pitch: 0 };
}

export type PanoramaState = 'loading' | 'ready' | 'error';

interface Shown {
  viewer: Viewer;
  markers: MarkersPlugin;
  sceneId: string;
}

interface PanoramaOptions {
  container: RefObject<HTMLDivElement | null>;
  scene: SceneLook;
  /** `attempt` changes on retry: the viewer is built afresh. */
  attempt: number;
  describe: (target: string) => string;
  onGo: (target: string) => void;
  /** The viewer's own texts (navbar titles, hints, errors) in the visitor's language. */
  lang: Record<string, string>;
}

/**
 * Shows `scene` in a Photo Sphere Viewer inside `container`, with its hotspots as markers. A new
 * scene replaces the panorama and then the markers; the viewer is destroyed on unmount.
 */
export function usePanorama({ container, scene, attempt, describe, onGo, lang }: PanoramaOptions) {
  const [state, setState] = useState<PanoramaState>('loading');
  const shown = useRef<Shown | null>(null);
  // The latest values, for the viewer's callbacks and for a viewer that finishes loading late.
  const latest = useRef({ scene, describe, onGo, lang });
  latest.current = { scene, describe, onGo, lang };

  const markersOf = (target: SceneLook) =>
    hotspotMarkers(
      target,
      (id) => latest.current.describe(id),
      (id) => latest.current.onGo(id),
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once per attempt; scenes change through setPanorama below
  useEffect(() => {
    let cancelled = false;
    let viewer: Viewer | undefined;
    setState('loading');
    loadPhotoSphereViewer().then(
      ({ Viewer: PanoramaViewer, MarkersPlugin: Markers }) => {
        const element = container.current;
        if (cancelled || !element) return;
        const first = latest.current.scene;
        try {
          viewer = new PanoramaViewer({
            container: element,
            panorama: first.panorama,
            defaultYaw: startView(first).yaw,
            defaultPitch: startView(first).pitch,
            navbar: ['zoom', 'move', 'fullscreen'],
            loadingTxt: '',
            lang: latest.current.lang,
            mousewheelCtrlKey: true,
            touchmoveTwoFingers: false,
            plugins: [[Markers, { markers: markersOf(first) }]],
          });
        } catch {
          setState('error');
          return;
        }
        const markers = viewer.getPlugin<MarkersPlugin>(Markers);
        shown.current = { viewer, markers, sceneId: first.id };
        markers.addEventListener('select-marker', ({ marker }) => {
          const target = (marker.data as { target?: string } | undefined)?.target;
          if (target) latest.current.onGo(target);
        });
        viewer.addEventListener('ready', () => setState('ready'), { once: true });
        viewer.addEventListener('panorama-error', () => setState('error'));
      },
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
      shown.current = null;
      viewer?.destroy();
    };
  }, [attempt, container]);

  // A language switch retitles the viewer's buttons and hints in place.
  const langKey = JSON.stringify(lang);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the texts, read through latest
  useEffect(() => {
    shown.current?.viewer.setOption('lang', latest.current.lang);
  }, [langKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the scene, nothing else
  useEffect(() => {
    const current = shown.current;
    if (!current || current.sceneId === scene.id) return;
    current.sceneId = scene.id;
    setState('loading');
    current.markers.clearMarkers();
    current.viewer
      .setPanorama(scene.panorama, { showLoader: true, position: startView(scene) })
      .then(
        () => {
          if (shown.current !== current || current.sceneId !== scene.id) return;
          current.markers.setMarkers(markersOf(scene));
          setState('ready');
        },
        () => {
          if (shown.current === current && current.sceneId === scene.id) setState('error');
        },
      );
  }, [scene]);

  return state;
}
