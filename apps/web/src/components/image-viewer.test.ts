import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n.ts';
import { labelViewerButtons, VIEWER_OPTIONS, viewerToolbar } from './image-viewer';

await initI18n('en');

describe('the full-screen image viewer', () => {
  it('keeps the spec’s zoom and draws its own opaque look', () => {
    expect(VIEWER_OPTIONS).toMatchObject({
      zoomRatio: 0.1,
      minZoomRatio: 0.01,
      maxZoomRatio: 100,
      initialCoverage: 0.9,
      className: 'photo-viewer',
    });
  });

  it('offers zoom for one picture, and the slideshow only for several', () => {
    const shown = (count: number) =>
      Object.entries(viewerToolbar(count))
        .filter(([, show]) => show)
        .map(([name]) => name);
    expect(shown(1)).toEqual(['zoomIn', 'zoomOut', 'oneToOne', 'reset']);
    expect(shown(3)).toEqual(['zoomIn', 'zoomOut', 'oneToOne', 'reset', 'prev', 'play', 'next']);
  });

  it('names its buttons in the visitor’s language, the close button included', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<ul><li class="viewer-zoom-in" role="button"></li><li class="viewer-play" role="button"></li></ul>' +
      '<div class="viewer-button" role="button" aria-hidden="true"></div>';
    await i18n.changeLanguage('ma');
    labelViewerButtons(root, i18n.t);
    const labels = [...root.querySelectorAll('[role="button"]')].map((button) =>
      button.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['Zum masuk', 'Tayangan slaid', 'Tutup']);
    const close = root.querySelector('.viewer-button');
    expect(close?.hasAttribute('aria-hidden')).toBe(false);
    expect(close?.getAttribute('tabindex')).toBe('0');
    await i18n.changeLanguage('en');
  });
});
