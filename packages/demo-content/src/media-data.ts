import { t } from './text.ts';

/**
 * The short clip that ships with the demo (packages/demo-content/assets/demo/hls), replayed by the server as a
 * live stream, so the page plays offline as it would with a real camera.
 */
const DEMO_STREAM = '/uploads/demo/hls/live.m3u8';

export const demoCameras = [
  {
    name: t('河湾码头', 'River bend jetty', 'Jeti selekoh sungai'),
    cover: '/uploads/demo/home-video-poster.webp',
    stream: DEMO_STREAM,
    online: 1,
  },
  {
    name: t('双子瀑布', 'Twin Falls', 'Air Terjun Kembar'),
    cover: '/uploads/demo/banner-waterfall.webp',
    stream: DEMO_STREAM,
    online: 1,
  },
  {
    name: t('树冠步道', 'Canopy walk', 'Titian kanopi'),
    cover: '/uploads/demo/banner-canopy-walk.webp',
    // Off air for maintenance: the page shows its offline state.
    stream: '/uploads/demo/hls/canopy-walk.m3u8',
    online: 0,
  },
];
