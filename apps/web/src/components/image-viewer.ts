import {
  VIEWER_INITIAL_COVERAGE,
  VIEWER_MAX_ZOOM,
  VIEWER_MIN_ZOOM,
  VIEWER_ZOOM_STEP,
} from '@scenic/contracts';
import type { TFunction } from 'i18next';
import { holdBackEntry } from '#web/lib/back-closes.ts';

/** The viewerjs options of SPEC §9: toolbar, zoom step 0.1, clamp 0.01–100, initial coverage 0.9. */
export const VIEWER_OPTIONS = {
  navbar: false,
  title: false,
  zoomRatio: VIEWER_ZOOM_STEP,
  minZoomRatio: VIEWER_MIN_ZOOM,
  maxZoomRatio: VIEWER_MAX_ZOOM,
  initialCoverage: VIEWER_INITIAL_COVERAGE,
  slideOnTouch: true,
  // Our own look: an opaque backdrop over every bar of the page, and buttons a thumb can hit.
  className: 'photo-viewer',
} as const;

/**
 * The toolbar on a phone: zoom in and out, actual size and fit; previous, slideshow and next only
 * when there is more than one picture. Rotating and flipping a photograph help nobody.
 */
export function viewerToolbar(count: number) {
  const several = count > 1;
  return {
    zoomIn: true,
    zoomOut: true,
    oneToOne: true,
    reset: true,
    prev: several,
    play: several,
    next: several,
    rotateLeft: false,
    rotateRight: false,
    flipHorizontal: false,
    flipVertical: false,
  };
}

/** The viewer's buttons by their viewerjs class, and the text key that names each. */
const BUTTON_LABELS: [selector: string, key: string][] = [
  ['.viewer-zoom-in', 'viewer.zoomIn'],
  ['.viewer-zoom-out', 'viewer.zoomOut'],
  ['.viewer-one-to-one', 'viewer.oneToOne'],
  ['.viewer-reset', 'viewer.reset'],
  ['.viewer-prev', 'viewer.prev'],
  ['.viewer-play', 'viewer.play'],
  ['.viewer-next', 'viewer.next'],
  ['.viewer-button', 'viewer.close'],
];

/** Names every button in the visitor's language (viewerjs leaves them unnamed or in English). */
export function labelViewerButtons(root: ParentNode, t: TFunction): void {
  for (const [selector, key] of BUTTON_LABELS) {
    for (const button of root.querySelectorAll<HTMLElement>(selector)) {
      button.setAttribute('aria-label', t(key));
      button.title = t(key);
    }
  }
  // The close button is hidden from screen readers and the keyboard by default.
  const close = root.querySelector<HTMLElement>('.viewer-button');
  close?.removeAttribute('aria-hidden');
  close?.setAttribute('tabindex', '0');
}

/**
 * Opens the full-screen viewer over the given images; Back closes it. viewerjs and its styles load
 * here, on the first tap, never with the home page.
 */
export async function openImageViewer(
  images: string[],
  index: number,
  alt: string,
  t: TFunction,
): Promise<void> {
  const [{ default: Viewer }] = await Promise.all([
    import('viewerjs'),
    import('viewerjs/dist/viewer.css'),
    import('./image-viewer.css'),
  ]);
  const list = document.createElement('ul');
  list.hidden = true;
  for (const src of images) {
    const item = document.createElement('li');
    const image = document.createElement('img');
    image.src = src;
    image.alt = alt;
    item.append(image);
    list.append(item);
  }
  document.body.append(list);
  // Back closes the viewer and stays on the page.
  const release = holdBackEntry(() => viewer.hide());
  const viewer = new Viewer(list, {
    ...VIEWER_OPTIONS,
    toolbar: viewerToolbar(images.length),
    initialViewIndex: index,
    ready() {
      // The viewer's own element is the last one it put into the page.
      const roots = document.querySelectorAll('.photo-viewer');
      const root = roots[roots.length - 1];
      if (root) labelViewerButtons(root, t);
    },
    hidden() {
      viewer.destroy();
      list.remove();
      void release();
    },
  });
  viewer.show();
}
