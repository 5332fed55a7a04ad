import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone } from '#e2e/browser.ts';

/** Boxes of the header's parts, left to right, and how wide the page is against the screen. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect
        ? { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }
        : null;
    };
    return {
      title: box('.app-header__title'),
      weather: box('[data-testid="weather"]'),
      lang: box('[data-testid="lang-switch"]'),
      menu: box('[data-testid="menu-button"]'),
      titleWhole: (() => {
        const title = document.querySelector('.app-header__title') as HTMLElement;
        return title.scrollWidth <= title.clientWidth;
      })(),
      pageWidth: document.documentElement.scrollWidth,
      screenWidth: window.innerWidth,
    };
  });
}

describe('the weather on a phone (live from a local Open-Meteo)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  for (const [lang, word] of [
    ['en', 'Showers'],
    ['ma', 'Hujan'],
    ['zh', '阵雨'],
  ] as const) {
    it(`shows icon, temperature and a word in the header, side by side with the rest (${lang})`, async () => {
      const { page, context } = await openPhone(browser, { storage: { lang } });
      for (const size of [
        { width: 390, height: 844 },
        { width: 360, height: 780 },
      ]) {
        await page.setViewportSize(size);
        await gotoRoute(page, '/ticket');
        const weather = page.getByTestId('weather');
        await weather.waitFor();
        await expect(weather.textContent()).resolves.toBe(`28°${word}`);
        await expect(weather.locator('svg').count()).resolves.toBe(1);
        const header = await headerLayout(page);
        // Nothing overlaps and nothing runs off the screen.
        expect(header.title && header.weather && header.title.right <= header.weather.left).toBe(
          true,
        );
        expect(header.weather && header.lang && header.weather.right <= header.lang.left).toBe(
          true,
        );
        expect(header.lang && header.menu && header.lang.right <= header.menu.left).toBe(true);
        expect(header.menu && header.menu.right <= size.width).toBe(true);
        expect(header.pageWidth).toBe(header.screenWidth);
        // The weather leaves the page's title its room ("Buy tickets" whole, not cut short).
        expect(header.titleWhole).toBe(true);
        // The word is whole, not cut to an ellipsis.
        await expect(
          page
            .getByTestId('weather-word')
            .evaluate((element) => element.scrollWidth <= element.clientWidth),
        ).resolves.toBe(true);
      }
      await context.close();
    });
  }

  it('opens the weather page: now, the next 24 hours, 7 days, then the guarantee', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '');
    await page.getByTestId('home-weather-guarantee').click();
    await page.waitForURL(/#\/index\/weather/);
    const now = page.getByTestId('weather-now');
    await now.waitFor();
    await expect(now.textContent()).resolves.toContain('Showers');
    await expect(page.getByTestId('weather-stamp').textContent()).resolves.toMatch(
      /^Live forecast, updated \d\d:\d\d$/,
    );
    const hours = page.getByTestId('weather-hours');
    await expect(hours.locator('li').count()).resolves.toBe(24);
    await expect(hours.locator('li').first().textContent()).resolves.toContain('Now');
    await expect(page.getByTestId('weather-days').locator('li').count()).resolves.toBe(7);
    await expect(
      page.getByTestId('weather-days').locator('.day-list__date').allTextContents(),
    ).resolves.toEqual(expect.arrayContaining(['Today', 'Tomorrow']));
    await page.getByRole('heading', { name: 'Weather guarantee' }).waitFor();

    for (const size of [
      { width: 390, height: 844 },
      { width: 360, height: 780 },
    ]) {
      await page.setViewportSize(size);
      // The hours scroll sideways inside their strip; the page itself never does.
      const widths = await page.evaluate(() => {
        const strip = document.querySelector('[data-testid="weather-hours"]') as HTMLElement;
        return {
          page: document.documentElement.scrollWidth,
          screen: window.innerWidth,
          strip: strip.scrollWidth,
          stripBox: strip.clientWidth,
        };
      });
      expect(widths.page).toBe(widths.screen);
      expect(widths.strip).toBeGreaterThan(widths.stripBox);
      // Every day's row fits the screen.
      const rows = await page
        .getByTestId('weather-days')
        .locator('li')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right));
      expect(Math.max(...rows)).toBeLessThanOrEqual(size.width);
    }
    await context.close();
  });
});
