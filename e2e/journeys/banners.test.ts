import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone, routeOf } from '#e2e/browser.ts';

/** Taps the home banner with this title, wherever the carousel is. */
async function tapBanner(page: Page, title: string) {
  const image = page.getByTestId('home-banner').getByAltText(title);
  await image.first().waitFor({ state: 'attached' });
  await image.first().dispatchEvent('click');
}

describe('home banners follow their action type (SPEC §2)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('type 4 opens the item named by its JSON content', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '');
    await tapBanner(page, 'Rainforest Day Pass');
    await page.waitForURL(/ticket\/detail/);
    expect(routeOf(page)).toBe('/ticket/detail');
    expect(new URL(page.url()).hash).toContain('id=1');
    await context.close();
  });

  it('type 3 goes to the section of its keyword', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '');
    await tapBanner(page, 'Canopy walk, 40 m above the forest floor');
    await page.waitForURL(/#\/ticket$/);
    expect(routeOf(page)).toBe('/ticket');
    await context.close();
  });

  it('type 2 opens its external address', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '');
    const popup = context.waitForEvent('page');
    await tapBanner(page, 'Discover Malaysia');
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe('https://www.malaysia.travel/');
    expect(routeOf(page)).toBe('/');
    await context.close();
  });

  it('type 1 does nothing', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '');
    let popups = 0;
    context.on('page', () => {
      popups++;
    });
    await tapBanner(page, 'The Twin Falls');
    await page.waitForTimeout(500);
    expect(routeOf(page)).toBe('/');
    expect(popups).toBe(0);
    await context.close();
  });
});
