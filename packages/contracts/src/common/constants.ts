/** Business constants of SPEC §9, named once. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const BANNER_AUTOPLAY_MS = 3000;
/**
 * A home banner picture as stored and drawn (16:9 at the design width): the app's banner and the
 * server's copy in the entry page's shell must ask for the same widths, or the phone fetches twice.
 */
export const BANNER_PICTURE = { width: 1080, height: 608 } as const;
export const SCENERY_CAROUSEL_AUTOPLAY_MS = 3000;
export const PROMO_SWIPER_AUTOPLAY_MS = 2000;
export const PROMO_SWIPER_DURATION_MS = 1000;
export const TOAST_DURATION_MS = 2000;
export const COUNTDOWN_TICK_MS = 1000;
export const NOTICE_RETRY_MS = 50;
export const DESIGN_WIDTH_PX = 1080;
export const DEFAULT_DATE_FORMAT = 'YYYY/MM/DD HH:mm:ss';
export const VIEWER_ZOOM_STEP = 0.1;
export const VIEWER_MIN_ZOOM = 0.01;
export const VIEWER_MAX_ZOOM = 100;
export const VIEWER_INITIAL_COVERAGE = 0.9;
/** Largest request body the API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Longest path parameter (a signed download link, a payment reference) the API reads. */
export const MAX_PATH_PARAM_LENGTH = 200;
