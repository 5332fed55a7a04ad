import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROME_FLAGS, CHROMIUM } from './chromium.ts';

export const PHONE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
}

export interface PhoneOptions {
  locale?: string;
  /** Values put into localStorage before the app starts (e.g. lang, token). */
  storage?: Record<string, string>;
  /** Lets a test inject a checker script (axe) into a page the strict CSP protects. */
  bypassCSP?: boolean;
  /** The phone's own time zone (a visitor who has not changed it since arriving). */
  timezoneId?: string;
  /**
   * The app's service worker: off unless a journey is about it, so the other journeys see every
   * request the page makes (the worker answers pictures and code from its caches).
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A phone-sized, touch-enabled context on the test server; outside addresses are never fetched. */
export async function openPhone(browser: Browser, options: PhoneOptions = {}) {
  const baseUrl = inject('baseUrl');
  const context: BrowserContext = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'en-GB',
    baseURL: baseUrl,
    bypassCSP: options.bypassCSP ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  await context.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }),
  );
  if (options.storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  }
  const page: Page = await context.newPage();
  return { context, page, baseUrl };
}

/** Opens a hash route of the web app, e.g. `''` for home or `'/ticket'`. */
export async function gotoRoute(page: Page, route: string): Promise<void> {
  await page.goto(`/h5/#${route}`);
}

export function routeOf(page: Page): string {
  const { hash } = new URL(page.url());
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/** The console's desktop: a staff computer at 1366×900. */
export const DESK = { width: 1366, height: 900 };

/** A context for the operator console, on a desk or (for the gate) on a phone. */
export async function openConsole(browser: Browser, device: 'desk' | 'phone' = 'desk') {
  const baseUrl = inject('baseUrl');
  const context: BrowserContext = await browser.newContext({
    viewport: device === 'desk' ? DESK : PHONE,
    ...(device === 'phone' ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
    locale: 'en-GB',
    baseURL: baseUrl,
  });
  await context.addInitScript(() => localStorage.setItem('console.lang', 'en'));
  const page: Page = await context.newPage();
  return { context, page };
}

/**
 * Waits until the page has come to rest: the address, and the boxes of what `selector` matches,
 * stay the same over several animation frames (a transition has ended, a step over a history
 * entry has been taken, a fitted text has its size). A wait on the page itself, not on a clock.
 */
export async function settled(page: Page, selector = 'body'): Promise<void> {
  await page.waitForFunction(
    (target) =>
      new Promise<boolean>((resolve) => {
        const now = () =>
          JSON.stringify([
            window.location.href,
            window.history.state,
            Array.from(document.querySelectorAll(target), (element) => {
              const box = element.getBoundingClientRect();
              return [box.x, box.y, box.width, box.height];
            }),
          ]);
        const first = now();
        let frames = 0;
        const tick = () => {
          if (now() !== first) resolve(false);
          else if (++frames >= 6) resolve(true);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    selector,
    { timeout: 10_000 },
  );
}
