import type { Camera } from '@scenic/contracts';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadSceneryTexts } from '../../lib/i18n';
import { envelope, press } from '../../test/dom';
import { renderPage } from '../../test/page';
import { byTestId, settle, waitFor } from '../../test/render';
import VideoLivePage from './video-live-page';

vi.mock('../../lib/toast', () => ({
  showToast: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
}));

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
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelope(cameras)),
  );
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cameraRows = (view: HTMLElement) => [
  ...view.querySelectorAll<HTMLElement>('[data-testid="live-camera"]'),
];

describe('live cameras', () => {
  it('plays the first camera on air, muted and inline, through hls.js', async () => {
    const { view } = await renderPage(<VideoLivePage />, { path: '/online/videoLive' });
    const video = await waitFor(() => byTestId(view, 'live-player') as HTMLVideoElement | null);
    await waitFor(() => hlsState.instances.length === 1);

    expect(hlsState.instances[0]?.source).toBe('/hls/c2.m3u8');
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(cameraRows(view).map((row) => row.dataset.online)).toEqual(['false', 'true', 'true']);
    expect(cameraRows(view)[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(byTestId(view, 'live-offline')).toBeNull();
  });

  it('shows the off-air state for an offline camera and stops the stream', async () => {
    const { view } = await renderPage(<VideoLivePage />, { path: '/online/videoLive' });
    await waitFor(() => hlsState.instances.length === 1);

    await press(cameraRows(view)[0]);
    const offline = await waitFor(() => byTestId(view, 'live-offline'));
    expect(offline.textContent).toContain('This camera is off air right now');
    expect(byTestId(view, 'live-player')).toBeNull();
    expect(hlsState.instances[0]?.destroyed).toBe(true);
    expect(cameraRows(view)[0]?.textContent).toContain('Off air');
  });

  it('says when the stream fails and retries with a fresh player', async () => {
    const { view } = await renderPage(<VideoLivePage />, { path: '/online/videoLive' });
    await waitFor(() => hlsState.instances.length === 1);

    const fail = hlsState.instances[0]?.handlers.hlsError;
    await act(async () => fail?.('hlsError', { fatal: false }));
    await settle();
    expect(byTestId(view, 'live-error')).toBeNull();
    await act(async () => fail?.('hlsError', { fatal: true }));
    const error = await waitFor(() => byTestId(view, 'live-error'));
    expect(hlsState.instances[0]?.destroyed).toBe(true);

    await press(error.querySelector('button'));
    await waitFor(() => hlsState.instances.length === 2);
    expect(hlsState.instances[1]?.source).toBe('/hls/c2.m3u8');
    await waitFor(() => byTestId(view, 'live-error') === null);
  });
});
