import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '#e2e/axe.ts';
import { gotoRoute, launchBrowser, openPhone } from '#e2e/browser.ts';
import { findGoods } from '#e2e/staff.ts';

describe('store, rental, food, scenery, live and weather pages for everyone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('have no serious accessibility violations, in English and in Chinese', async () => {
    const plush = await findGoods('store', 'plush');
    const bike = await findGoods('hire', 'bike');
    const laksa = await findGoods('food', 'laksa');
    const pages: [string, string][] = [
      ['/shop', 'goods-card'],
      [`/shop/detail?id=${plush.id}`, 'goods-add-cart'],
      ['/cart', 'cart-empty'],
      ['/zulin/index', 'goods-card'],
      [`/zulin/detail?id=${bike.id}`, 'rental-deposit'],
      ['/dianCan', 'menu-item'],
      [`/dianCan/detail?id=${laksa.id}`, 'food-add'],
      ['/scene/detail?id=1', 'scenery-preview'],
      ['/online/videoLive', 'live-controls'],
      ['/index/weather', 'weather-days'],
    ];
    for (const lang of ['en', 'zh']) {
      const { page, context } = await openPhone(browser, { storage: { lang }, bypassCSP: true });
      for (const [route, ready] of pages) {
        await gotoRoute(page, route);
        await page.getByTestId(ready).first().waitFor();
        expect(await seriousViolations(page), `${lang} ${route}`).toEqual([]);
      }
      await context.close();
    }
  });
});
