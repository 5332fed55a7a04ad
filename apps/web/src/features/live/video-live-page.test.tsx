import type { Camera, GetWeatherData } from '@scenic/contracts';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadSceneryTexts } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { settle, waitFor } from '#web/test/render.tsx';
import { server } from '#web/test/server.ts';
import VideoLivePage from './video-live-page';

/** A stand-in for hls.js that records what the page asks of it and can fail on demand. */
const hlsState = vi.hoisted(() => ({
  instances: [] as {
    source: string;
    destroyed: boolean;
    handlers: Record<string, (event: string, data: unknown) => void>;
  }[],
}));
vi.mock('hls.js', () => {
  class FakeHls {
    static Events = {
      ERROR: 'hlsError',
      MANIFEST_PARSED: 'hlsManifestParsed',
      LEVEL_LOADED: 'hlsLevelLoaded',
    };
    static isSupported = () => true;
    record = { source: '', destroyed: false, handlers: {} as Record<string, never> };
    constructor() {
      hlsState.instances.push(this.record);
    }
    on(event: string, handler: never) {
      this.record.handlers[event] = handler;
    }
    loadSource(source: string) {
      this.record.source = source;
    }
    attachMedia() {}
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: FakeHls };
});

const cameras: Camera[] = [
  { id: 1, name: 'Canopy walk', cover: '/uploads/c1.webp', stream: '/hls/c1.m3u8', online: false },
  { id: 2, name: 'River jetty', cover: '/uploads/c2.webp', stream: '/hls/c2.m3u8', online: true },
  { id: 3, name: 'Twin Falls', cover: '/uploads/c3.webp', stream: '/hls/c3.m3u8', online: true },
];

beforeAll(async () => {
  await initI18n('en');
  await loadSceneryTexts();
});

beforeEach(() => {
  hlsState.instances.length = 0;
  server.use(
    api.on<GetWeatherData>('/index/common/getWeather', {
      now: { code: '80', text: 'Showers', temp: 27.6 },
      source: 'open-meteo',
      updatedAt: '2026-11-23T06:00:00Z',
      live: true,
      hours: [],
      days: [],
    }),
    api.on<Camera[]>('/index/index/cameraList', cameras),
  );
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** hls.js has read the playlist (live or a recording) and the picture is playing. */
async function playlistRead(live: boolean, video: HTMLVideoElement) {
  const loaded = hlsState.instances[0]?.handlers.hlsLevelLoaded;
  await act(async () => {
    loaded?.('hlsLevelLoaded', { details: { live } });
    video.dispatchEvent(new Event('playing'));
  });
  await settle();
}

/** The cameras to choose from, in the list under "Cameras". */
const cameraRows = () =>
  within(screen.getByRole('list', { name: 'Cameras' })).getAllByRole('button');
/** What a camera's row says of it: on air or off air. */
const airOf = (row: HTMLElement | undefined) =>
  row && within(row).getByText(/^O(n|ff) air$/).textContent;
/** The player, named by what it shows ("Live video: River jetty"). */
const player = () => screen.findByLabelText<HTMLVideoElement>(/^(Live|Recorded) video: /);
/** The player's own buttons; none show over a recording, which keeps the browser's. */
const controlNames = /^(Play|Pause|Turn the sound (on|off)|Full screen)$/;

describe('live cameras', () => {
  it('plays the first camera on air, muted and inline, through hls.js', async () => {
    await renderPage(<VideoLivePage />, { path: '/online/videoLive' });
    const video = await player();
    await waitFor(() => hlsState.instances.length === 1);

    expect(hlsState.instances[0]?.source).toBe('/hls/c2.m3u8');
    expect(video.getAttribute('aria-label')).toBe('Live video: River jetty');
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(cameraRows().map(airOf)).toEqual(['Off air', 'On air', 'On air']);
    expect(cameraRows()[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(cameraRows()[1]?.textContent).toContain('On air');
    expect(screen.queryByText('This camera is off air right now')).toBeNull();
  });

  it('plays a live stream with live controls and the Live badge, and no seek bar', async () => {
    await renderPage(<VideoLivePage />, { path: '/online/videoLive' });
    const video = await player();
    await waitFor(() => hlsState.instances.length === 1);
    // jsdom never plays; the browser autoplays the muted camera.
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    await playlistRead(true, video);

    expect(screen.getByText('Live').textContent).toBe('Live');
    // The browser's controls would draw a seek bar; a live camera has nothing to seek to.
    expect(video.hasAttribute('controls')).toBe(false);
    const controls = (await screen.findByRole('button', { name: 'Pause' }))
      .parentElement as HTMLElement;
    const buttons = () => within(controls).getAllByRole('button');
    const labels = () => buttons().map((b) => b.getAttribute('aria-label'));
    expect(labels()).toEqual(['Pause', 'Turn the sound on', 'Full screen']);
    expect(screen.queryByRole('slider')).toBeNull();

    await press(screen.getByRole('button', { name: 'Turn the sound on' }));
    expect(video.muted).toBe(false);
    expect(labels()[1]).toBe('Turn the sound off');
  });

  it('shows a recording for what it is: the Recorded badge and the browser’s seek bar', async () => {
    await renderPage(<VideoLivePage />, { path: '/online/videoLive' });
    const video = await player();
    await waitFor(() => hlsState.instances.length === 1);
    await playlistRead(false, video);

    const badge = screen.getByText('Recorded');
    expect(badge.textContent).toBe('Recorded');
    // Not marked as on air.
    expect(badge.className).not.toContain('live-badge--on');
    expect(screen.queryByText('Live')).toBeNull();
    expect(video.hasAttribute('controls')).toBe(true);
    expect(screen.queryAllByRole('button', { name: controlNames })).toEqual([]);
    expect(video.getAttribute('aria-label')).toBe('Recorded video: River jetty');
  });

  it('shows the weather the visitor tapped, leading on to the forecast', async () => {
    await renderPage(<VideoLivePage />, { path: '/online/videoLive' });
    const link = await screen.findByRole('link', { name: /at the park/ });
    expect(link.textContent).toContain('28° Showers at the park');
    expect(link.getAttribute('href')).toBe('/index/weather');
  });

  it('shows the off-air state for an offline camera and stops the stream', async () => {
    await renderPage(<VideoLivePage />, { path: '/online/videoLive' });
    await waitFor(() => hlsState.instances.length === 1);

    await press(cameraRows()[0]);
    const offline = await screen.findByRole('status');
    expect(offline.textContent).toContain('This camera is off air right now');
    expect(screen.queryByLabelText(/video: /)).toBeNull();
    expect(hlsState.instances[0]?.destroyed).toBe(true);
    expect(cameraRows()[0]?.textContent).toContain('Off air');
  });

  it('says when the stream fails and retries with a fresh player', async () => {
    await renderPage(<VideoLivePage />, { path: '/online/videoLive' });
    await waitFor(() => hlsState.instances.length === 1);

    const fail = hlsState.instances[0]?.handlers.hlsError;
    await act(async () => fail?.('hlsError', { fatal: false }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fail?.('hlsError', { fatal: true }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('The live picture could not be loaded.');
    expect(hlsState.instances[0]?.destroyed).toBe(true);

    await press(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => hlsState.instances.length === 2);
    expect(hlsState.instances[1]?.source).toBe('/hls/c2.m3u8');
    await waitFor(() => screen.queryByRole('alert') === null);
  });
});
