import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone, routeOf } from '#e2e/browser.ts';

const TEXTS = {
  en: { title: 'Page not found', home: 'Back to home', soon: 'Coming soon' },
  zh: { title: '页面不存在', home: '返回首页', soon: '敬请期待' },
  ma: { title: 'Halaman tidak dijumpai', home: 'Kembali ke laman utama', soon: 'Akan datang' },
} as const;

describe('an address the app does not have', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  for (const lang of ['en', 'zh', 'ma'] as const) {
    it(`shows only a not-found page with the way home, in ${lang}`, async () => {
      const texts = TEXTS[lang];
      const { page, context } = await openPhone(browser, { storage: { lang } });
      for (const route of ['/nowhere', '/ticket/nowhere', '/my/nowhere']) {
        await gotoRoute(page, route);
        const notFound = page.getByTestId('not-found');
        await notFound.waitFor();
        await expect(page.locator('h1').textContent()).resolves.toBe(texts.title);
        await expect(page.title()).resolves.toBe(texts.title);
        const main = (await page.locator('main').textContent()) ?? '';
        expect(main).not.toContain(texts.soon);
        expect(main).not.toContain('Coming soon');
        expect(await page.getByTestId('placeholder').count()).toBe(0);
        await notFound.getByRole('link', { name: texts.home }).click();
        await page.getByTestId('tabbar').waitFor();
        expect(routeOf(page)).toBe('/');
      }
      await context.close();
    });
  }
});
