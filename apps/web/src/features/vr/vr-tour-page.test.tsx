import type { SceneLook } from '@scenic/contracts';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n, loadSceneryTexts } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { unmountAll, waitFor } from '#web/test/render.tsx';
import { asked, server } from '#web/test/server.ts';
import VrTourPage from './vr-tour-page';

vi.mock('./webgl', () => ({ hasWebGl: vi.fn(() => true) }));
const { hasWebGl } = await import('./webgl');

interface FakeMarker {
  id: string;
  element: HTMLElement;
  data: { target: string };
}

/** Stand-ins for Photo Sphere Viewer and its markers plugin that keep what the page gave them. */
const psv = vi.hoisted(() => ({
  viewers: [] as {
    panoramas: string[];
    markers: FakeMarker[][];
    destroyed: boolean;
    emit: (type: string) => void;
    lang: Record<string, string>[];
  }[],
}));
vi.mock('@photo-sphere-viewer/core/index.css', () => ({}));
vi.mock('@photo-sphere-viewer/markers-plugin/index.css', () => ({}));
vi.mock('@photo-sphere-viewer/markers-plugin', () => ({ MarkersPlugin: class {} }));
vi.mock('@photo-sphere-viewer/core', () => {
  class Viewer {
    record;
    listeners: Record<string, () => void> = {};
    constructor(config: {
      panorama: string;
      plugins: [unknown, { markers: FakeMarker[] }][];
      lang: Record<string, string>;
    }) {
      const initial = config.plugins[0]?.[1].markers ?? [];
      this.record = {
        panoramas: [config.panorama],
        markers: [initial],
        destroyed: false,
        emit: (type: string) => this.listeners[type]?.(),
        lang: [config.lang],
      };
      psv.viewers.push(this.record);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners[type] = listener;
    }
    getPlugin() {
      return {
        addEventListener() {},
        clearMarkers: () => {},
        setMarkers: (markers: FakeMarker[]) => this.record.markers.push(markers),
      };
    }
    setPanorama(panorama: string) {
      this.record.panoramas.push(panorama);
      return Promise.resolve(true);
    }
    setOption(option: string, value: Record<string, string>) {
      if (option === 'lang') this.record.lang.push(value);
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { Viewer };
});

const scenes: SceneLook[] = [
  {
    id: 'entrance',
    title: 'Entrance plaza',
    panorama: '/uploads/pano-entrance.webp',
    thumb: '/uploads/entrance.webp',
    hotspots: [{ target: 'canopy', yaw: 0.6, pitch: 0.05, label: 'To the canopy walk' }],
  },
  {
    id: 'canopy',
    title: 'Canopy walk',
    panorama: '/uploads/pano-canopy.webp',
    thumb: '/uploads/canopy.webp',
    hotspots: [
      { target: 'entrance', yaw: 3.6, pitch: 0, label: 'Back to the entrance' },
      { target: 'waterfall', yaw: 1.4, pitch: -0.05, label: 'To the waterfall pool' },
    ],
  },
  {
    id: 'waterfall',
    title: 'Waterfall pool',
    panorama: '/uploads/pano-waterfall.webp',
    thumb: '/uploads/waterfall.webp',
    hotspots: [],
  },
];

beforeAll(async () => {
  await initI18n('en');
  await loadSceneryTexts();
});

beforeEach(() => {
  psv.viewers.length = 0;
  vi.mocked(hasWebGl).mockReturnValue(true);
  // The server sends the scene look list as a JSON string.
  server.use(api.get<string>('/index/index/indexData', JSON.stringify(scenes)));
});

const lastMarkers = () => psv.viewers[0]?.markers.at(-1) ?? [];
/** The labelled button inside a marker, as the visitor sees and taps it. */
const hotspotOf = (marker: FakeMarker | undefined) =>
  marker ? within(marker.element).queryByRole('button') : null;
/** Where a hotspot leads, as it is named: "Go to Canopy walk". */
const leadsTo = (marker: FakeMarker | undefined) => hotspotOf(marker)?.getAttribute('aria-label');
/** The scene shown, by the page's heading. */
const title = () => screen.getByRole('heading', { level: 1 }).textContent;
/** The scenes to jump to, in the strip named Scenes. */
const strip = () =>
  within(screen.getByRole('navigation', { name: 'Scenes' })).getAllByRole('button');

describe('VR tour', () => {
  it('gives the viewer its button titles and hints in the visitor’s language, also after a switch', async () => {
    await renderPage(<VrTourPage />, { path: '/online/vr' });
    await waitFor(() => psv.viewers.length === 1);
    // The viewer on screen (a switch may reload the scenes and build a new one).
    const lang = () => psv.viewers.findLast((viewer) => !viewer.destroyed)?.lang.at(-1);
    expect(lang()).toMatchObject({
      zoomIn: 'Zoom in',
      moveLeft: 'Look left',
      fullscreen: 'Full screen',
      loadError: 'The panorama could not be loaded.',
    });
    try {
      await act(() => changeLocale('ma'));
      await waitFor(() => lang()?.zoomIn === 'Zum masuk');
      expect(lang()?.fullscreen).toBe('Skrin penuh');
      expect(lang()?.twoFingers).toBe('Gunakan dua jari untuk melihat sekeliling');
    } finally {
      await act(() => changeLocale('en'));
    }
  });

  it('opens the first scene with one labelled hotspot marker per hotspot', async () => {
    await renderPage(<VrTourPage />, { path: '/online/vr' });
    await waitFor(() => psv.viewers.length === 1);

    expect(asked()[0]).toBe('/api/index/index/indexData?type=sceneLook');
    expect(psv.viewers[0]?.panoramas).toEqual(['/uploads/pano-entrance.webp']);
    expect(lastMarkers().map(leadsTo)).toEqual(['Go to Canopy walk']);
    expect(hotspotOf(lastMarkers()[0])).not.toBeNull();
    expect(hotspotOf(lastMarkers()[0])?.textContent).toBe('To the canopy walk');
    expect(hotspotOf(lastMarkers()[0])?.getAttribute('aria-label')).toBe('Go to Canopy walk');
    expect(title()).toBe('Entrance plaza');
    // Loading: the viewer is busy and says so; once ready, neither.
    const viewer = screen.getByRole('application', { name: '360° view: Entrance plaza' });
    expect(viewer.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading the panorama…');
    await act(async () => psv.viewers[0]?.emit('ready'));
    expect(viewer.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves to the target scene from a hotspot, then replaces the markers', async () => {
    await renderPage(<VrTourPage />, { path: '/online/vr' });
    await waitFor(() => psv.viewers.length === 1);

    await press(hotspotOf(lastMarkers()[0]));
    await waitFor(() => lastMarkers().length === 2);
    expect(psv.viewers[0]?.panoramas).toEqual([
      '/uploads/pano-entrance.webp',
      '/uploads/pano-canopy.webp',
    ]);
    expect(lastMarkers().map(leadsTo)).toEqual(['Go to Entrance plaza', 'Go to Waterfall pool']);
    expect(title()).toBe('Canopy walk');
    const current = strip().filter((scene) => scene.getAttribute('aria-current') === 'true');
    expect(current.map((scene) => scene.textContent)).toEqual(['Canopy walk']);
  });

  it('opens on the scene the console’s preview link names, and on the first for an unknown one', async () => {
    await renderPage(<VrTourPage />, {
      path: '/online/vr',
      at: '/online/vr?scene=waterfall',
    });
    await waitFor(() => psv.viewers.length === 1);
    expect(psv.viewers[0]?.panoramas).toEqual(['/uploads/pano-waterfall.webp']);
    expect(title()).toBe('Waterfall pool');
    await unmountAll();

    await renderPage(<VrTourPage />, {
      path: '/online/vr',
      at: '/online/vr?scene=gone',
    });
    await waitFor(() => psv.viewers.length === 2);
    expect(title()).toBe('Entrance plaza');
  });

  it('jumps to a scene from the strip, and leaves no viewer behind', async () => {
    await renderPage(<VrTourPage />, { path: '/online/vr' });
    await waitFor(() => psv.viewers.length === 1);
    expect(strip().map((scene) => scene.textContent)).toEqual([
      'Entrance plaza',
      'Canopy walk',
      'Waterfall pool',
    ]);

    await press(strip()[2]);
    await waitFor(() => psv.viewers[0]?.panoramas.at(-1) === '/uploads/pano-waterfall.webp');
    await waitFor(() => psv.viewers[0]?.markers.length === 2);
    expect(lastMarkers()).toEqual([]);
    expect(title()).toBe('Waterfall pool');

    await unmountAll();
    expect(psv.viewers[0]?.destroyed).toBe(true);
  });

  it('says when the panorama fails and builds a fresh viewer on retry', async () => {
    await renderPage(<VrTourPage />, { path: '/online/vr' });
    await waitFor(() => psv.viewers.length === 1);
    await act(async () => psv.viewers[0]?.emit('panorama-error'));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('The panorama could not be loaded.');

    await press(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => psv.viewers.length === 2);
    expect(psv.viewers[0]?.destroyed).toBe(true);
    expect(psv.viewers[1]?.panoramas).toEqual(['/uploads/pano-entrance.webp']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when WebGL is unavailable, still offering the scenes', async () => {
    vi.mocked(hasWebGl).mockReturnValue(false);
    await renderPage(<VrTourPage />, { path: '/online/vr' });
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Your browser cannot show 360° panoramas');
    expect(psv.viewers).toHaveLength(0);
    expect(strip()).toHaveLength(3);
  });
});
