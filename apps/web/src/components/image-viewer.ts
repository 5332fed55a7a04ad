import {
  VIEWER_INITIAL_COVERAGE,
  VIEWER_MAX_ZOOM,
  VIEWER_MIN_ZOOM,
  VIEWER_ZOOM_STEP,
} from '@scenic/contracts';

/** The viewerjs options of SPEC §9: toolbar, zoom step 0.1, clamp 0.01–100, initial coverage 0.9. */
export const VIEWER_OPTIONS = {
  toolbar: true,
  navbar: false,
  title: false,
  zoomRatio: VIEWER_ZOOM_STEP,
  minZoomRatio: VIEWER_MIN_ZOOM,
  maxZoomRatio: VIEWER_MAX_ZOOM,
  initialCoverage: VIEWER_INITIAL_COVERAGE,
  slideOnTouch: true,
} as const;

/**
 * Opens the full-screen viewer over the given images. viewerjs and its styles load here, on the
 * first tap, never with the home page.
 */
export async function openImageViewer(images: string[], index = 0, alt = ''): Promise<void> {
  const [{ default: Viewer }] = await Promise.all([
    import('viewerjs'),
    import('viewerjs/dist/viewer.css'),
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
  const viewer = new Viewer(list, {
    ...VIEWER_OPTIONS,
    initialViewIndex: index,
    hidden() {
      viewer.destroy();
      list.remove();
    },
  });
  viewer.show();
}
