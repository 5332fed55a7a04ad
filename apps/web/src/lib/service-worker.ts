/**
 * The service worker of apps/web/pwa.ts: registered once the first screen is up, so it never
 * competes with it, and handed over to a new version only when the app starts. A version that
 * arrives while the visitor is on a page waits; nothing reloads under an open checkout.
 */

const BASE = import.meta.env.BASE_URL;
/** How often an app left open (a phone on the counter) asks whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60_000;

function supported(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * At start-up, before the app renders: when a new version is installed and waiting, it takes over
 * and the page loads again from it. Resolves true while that reload is under way (render nothing),
 * false to start the app as it is.
 */
export async function takeWaitingVersion(container = supported() ? navigator.serviceWorker : null) {
  if (!container?.controller) return false;
  const registration = await container.getRegistration(BASE).catch(() => undefined);
  const waiting = registration?.waiting;
  if (!waiting) return false;
  return new Promise<boolean>((resolve) => {
    // A worker that does not take over within a moment (a broken update): start as we are.
    const timer = setTimeout(() => resolve(false), 3000);
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        window.location.reload();
        resolve(true);
      },
      { once: true },
    );
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}

/** Registers the worker after the page has loaded, and looks for a new version now and then. */
export function registerServiceWorker(container = supported() ? navigator.serviceWorker : null) {
  if (!container) return;
  const register = () => {
    container
      .register(`${BASE}sw.js`, { scope: BASE })
      .then((registration) => {
        let checked = Date.now();
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState !== 'visible' || Date.now() - checked < CHECK_EVERY_MS) {
            return;
          }
          checked = Date.now();
          registration.update().catch(() => undefined);
        });
      })
      // No worker (a private window, an insecure address on a LAN): the app works online as before.
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
