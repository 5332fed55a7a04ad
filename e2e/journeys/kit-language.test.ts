import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone } from '#e2e/browser.ts';
import { logInByEmail } from '#e2e/login.ts';
import { findGoods } from '#e2e/staff.ts';

/** Every name a screen reader hears that is written in Chinese characters. */
function chineseNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label]'))
      .map((element) => element.getAttribute('aria-label') ?? '')
      .filter((name) => /[\u3400-\u9fff]/.test(name)),
  );
}

const label = (page: Page, selector: string) =>
  page.locator(selector).first().getAttribute('aria-label');

/** What the steppers' buttons and the kit's own controls are called, per language. */
const KIT_NAMES = {
  en: { decrease: 'Decrease', increase: 'Increase', mask: 'Mask', close: 'Close' },
  ma: { decrease: 'Kurangkan', increase: 'Tambah', mask: 'Lapisan latar', close: 'Tutup' },
} as const;

describe('the UI kit speaks the visitor’s language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  for (const lang of ['en', 'ma'] as const) {
    it(`names steppers, masks and close buttons in ${lang}, never in Chinese`, async () => {
      const names = KIT_NAMES[lang];
      const { page, context } = await openPhone(browser, { storage: { lang } });

      await gotoRoute(page, '/ticket/detail?id=1');
      await page.getByTestId('variant-1').waitFor();
      expect(await label(page, '.stepper__minus')).toBe(names.decrease);
      expect(await label(page, '.stepper__plus')).toBe(names.increase);
      await page.getByTestId('ticket-calendar-open').click();
      await page.getByTestId('calendar-sheet').locator('.adm-popup-body').waitFor();
      expect(await label(page, '.adm-mask-aria-button')).toBe(names.mask);
      expect(await chineseNames(page)).toEqual([]);

      const plush = await findGoods('store', 'plush');
      await gotoRoute(page, `/shop/detail?id=${plush.id}`);
      await page.getByTestId('goods-add-cart').click();
      await page.getByTestId('sku-sheet').locator('.adm-popup-body').waitFor();
      expect(await label(page, '.adm-popup-close-icon')).toBe(names.close);
      expect(await label(page, '[data-testid="sku-num"] .stepper__plus')).toBe(names.increase);
      expect(await chineseNames(page)).toEqual([]);

      await gotoRoute(page, '');
      await page.getByTestId('tabbar').waitFor();
      await page.getByTestId('menu-button').click();
      await page.getByTestId('side-menu').waitFor();
      expect(await chineseNames(page)).toEqual([]);
      await context.close();
    });
  }

  it('names the controls of a dialog shown outside the page in Malay too', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'ma' } });
    await gotoRoute(page, '/login');
    await logInByEmail(page, 'kit-malay@example.com');
    await gotoRoute(page, '/my');
    await page.getByTestId('my-profile').waitFor();
    await page.getByTestId('my-logout').click();
    await page.locator('.adm-dialog .adm-dialog-body').waitFor();
    expect(await label(page, '.adm-dialog .adm-mask-aria-button')).toBe(KIT_NAMES.ma.mask);
    expect(await chineseNames(page)).toEqual([]);
    await context.close();
  });

  it('switches with the language picker', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/ticket/detail?id=1');
    await page.getByTestId('variant-1').waitFor();
    expect(await label(page, '.stepper__minus')).toBe('Decrease');
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-picker').getByText('中文').click();
    await expect.poll(() => label(page, '.stepper__minus')).toBe('减少');
    await page.getByTestId('lang-switch').click();
    await page.getByTestId('lang-picker').getByText('English').click();
    await expect.poll(() => label(page, '.stepper__minus')).toBe('Decrease');
    await context.close();
  });
});
