import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone, routeOf, settled } from '#e2e/browser.ts';
import { logInByEmail } from '#e2e/login.ts';
import { findGoods } from '#e2e/staff.ts';

/** The phone's Back button, then what it sets off (closing, a step over an entry) has come to rest. */
async function pressBack(page: Page): Promise<void> {
  await page.goBack();
  await settled(page, '.adm-mask, .adm-popup, .adm-center-popup, .photo-viewer');
}

/** Opens a route as a visitor tapping through would: each one a page of the history. */
async function visit(page: Page, route: string, ready: string): Promise<void> {
  await gotoRoute(page, route);
  await page.getByTestId(ready).first().waitFor();
}

/** Back closes the overlay, the page stays; the next Back goes to the page before. */
async function expectBackCloses(page: Page, overlay: Locator, here: string, before: string) {
  await overlay.waitFor();
  await pressBack(page);
  await overlay.waitFor({ state: 'hidden' });
  expect(routeOf(page)).toBe(here);
  await pressBack(page);
  await expect.poll(() => routeOf(page)).toBe(before);
}

/**
 * Taps what opens an overlay and presses Back the moment the overlay has taken its step in the
 * history (in a task of its own just after the tap, once its code is loaded), before it can draw a frame.
 */
async function openAndBackAtOnce(page: Page, testId: string): Promise<void> {
  const stepped = await page.evaluate(async (id) => {
    const depth = () => (window.history.state as { overlayDepth?: number } | null)?.overlayDepth;
    document.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.click();
    const nextTask = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    const until = performance.now() + 5000;
    while (depth() === undefined && performance.now() < until) await nextTask();
    const took = depth() !== undefined;
    window.history.back();
    return took;
  }, testId);
  expect(stepped).toBe(true);
}

/** Whether anything of an overlay is still under the middle of the screen, where a thumb taps. */
function overlayUnderThumb(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const spot = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return Boolean(spot?.closest('.adm-center-popup, .adm-popup, .adm-mask'));
  });
}

describe('Back closes what is open over the page', () => {
  let browser: Browser;

  /** A visitor who logged in on the way to a login-only page, then opened "My". */
  async function loggedInOnMyPage(email: string) {
    const phone = await openPhone(browser, { storage: { lang: 'en' } });
    const { page } = phone;
    await visit(page, '', 'tabbar');
    await gotoRoute(page, '/noUseList');
    await page.waitForURL(/#\/login/);
    await logInByEmail(page, email);
    await page.waitForURL(/#\/noUseList/);
    await visit(page, '/my', 'my-profile');
    return phone;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('the language picker and the side menu close, and the page stays', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await visit(page, '', 'tabbar');
    await visit(page, '/ticket', 'ticket-card');

    await page.getByTestId('lang-switch').click();
    await expectBackCloses(page, page.getByTestId('lang-picker'), '/ticket', '/');
    // The picker is not left open over the page Back went to.
    expect(await page.getByTestId('lang-picker').isVisible()).toBe(false);

    await visit(page, '/ticket', 'ticket-card');
    await page.getByTestId('menu-button').click();
    await expectBackCloses(page, page.getByTestId('side-menu'), '/ticket', '/');
    expect(await page.getByTestId('side-menu').isVisible()).toBe(false);
    await context.close();
  });

  it('a buy sheet, the date calendar and the photo viewer close, and the page stays', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    const plush = await findGoods('store', 'plush');
    await visit(page, '/shop', 'goods-card');
    await visit(page, `/shop/detail?id=${plush.id}`, 'goods-add-cart');
    await page.getByTestId('goods-add-cart').click();
    await expectBackCloses(
      page,
      page.getByTestId('sku-sheet').locator('.adm-popup-body'),
      '/shop/detail',
      '/shop',
    );

    await visit(page, '/ticket', 'ticket-card');
    await visit(page, '/ticket/detail?id=1', 'ticket-calendar-open');
    await page.getByTestId('ticket-calendar-open').click();
    await expectBackCloses(
      page,
      page.getByTestId('calendar-sheet').locator('.adm-popup-body'),
      '/ticket/detail',
      '/ticket',
    );

    const answer = await (await page.request.get('/api/index/index/sceneryList?page=1')).json();
    const id = answer.data.list[0].id as number;
    await visit(page, '/ticket', 'ticket-card');
    await visit(page, `/scene/detail?id=${id}`, 'scenery-preview');
    await page.getByTestId('scenery-preview').click();
    await expectBackCloses(page, page.locator('.photo-viewer'), '/scene/detail', '/ticket');
    await context.close();
  });

  it('a dialog closes as Cancel, and the page stays', async () => {
    const { page, context } = await loggedInOnMyPage('back-button@example.com');

    await page.getByTestId('my-logout').click();
    await expectBackCloses(page, page.locator('.adm-dialog .adm-dialog-body'), '/my', '/noUseList');
    // Closed as Cancel: still logged in.
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await context.close();
  });

  it('closed another way, an overlay leaves no step behind: Back then leaves the page', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await visit(page, '', 'tabbar');
    await visit(page, '/ticket', 'ticket-card');

    await page.getByTestId('lang-switch').click();
    const picker = page.getByTestId('lang-picker');
    await picker.getByText('Cancel').click();
    await picker.waitFor({ state: 'hidden' });
    await pressBack(page);
    await expect.poll(() => routeOf(page)).toBe('/');

    // A page opened from the side menu: Back returns to the page under the menu in one step.
    await visit(page, '/ticket', 'ticket-card');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-menu').getByText('Shop').click();
    await page.waitForURL(/#\/shop$/);
    await pressBack(page);
    await expect.poll(() => routeOf(page)).toBe('/ticket');
    await page.getByTestId('side-menu').waitFor({ state: 'hidden' });
    await pressBack(page);
    await expect.poll(() => routeOf(page)).toBe('/');
    await context.close();
  });

  it('Back pressed the moment an overlay opens still closes it, leaving nothing to tap through', async () => {
    const { page, context } = await loggedInOnMyPage('back-at-once@example.com');

    await openAndBackAtOnce(page, 'my-logout');
    await page.locator('.adm-dialog').waitFor({ state: 'detached' });
    expect(await overlayUnderThumb(page)).toBe(false);
    expect(routeOf(page)).toBe('/my');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    await openAndBackAtOnce(page, 'menu-button');
    await page.getByTestId('side-menu').waitFor({ state: 'hidden' });
    await openAndBackAtOnce(page, 'lang-switch');
    await page.getByTestId('lang-picker').waitFor({ state: 'hidden' });
    expect(await overlayUnderThumb(page)).toBe(false);
    expect(routeOf(page)).toBe('/my');
    await context.close();
  });
});
