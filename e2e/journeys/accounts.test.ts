import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone, routeOf } from '#e2e/browser.ts';
import { logInByEmail } from '#e2e/login.ts';
import { lastContactMessage } from '#e2e/outbox.ts';

describe('visitor accounts on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('logs in by e-mail code, returns to the page that asked, stays logged in, and logs out', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '');
    await page.getByTestId('tabbar').waitFor();
    await gotoRoute(page, '/noUseList');
    await page.waitForURL(/#\/login/);

    await logInByEmail(page, 'journey@example.com');
    await page.waitForURL(/#\/noUseList/);
    expect(routeOf(page)).toBe('/noUseList');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await gotoRoute(page, '/my');
    const profile = page.getByTestId('my-profile');
    await profile.waitFor();
    await expect(profile.textContent()).resolves.toMatch(/jo\**@example\.com|journey/);

    await page.reload();
    await page.getByTestId('my-profile').waitFor();

    await page.getByTestId('my-logout').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Log out' }).click();
    await page.getByTestId('my-login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await gotoRoute(page, '');
    await page.getByTestId('tabbar').waitFor();
    await gotoRoute(page, '/order');
    await page.waitForURL(/#\/login/);
    await context.close();
  });

  it('a forged token on a call clears the session and the carts and lands on /login', async () => {
    const { page, context } = await openPhone(browser, {
      storage: {
        lang: 'en',
        token: 'ForgedTokenForgedTokenForgedTokenForgedToke',
        user: JSON.stringify({ id: 9, nickname: 'Mallory' }),
        cart: JSON.stringify({
          state: { canList: [{ goods_id: 1, spec_id: 1, num: 1, price: '1.00' }] },
          version: 0,
        }),
        shopCart: JSON.stringify({ state: { shopList: [] }, version: 0 }),
      },
    });
    await gotoRoute(page, '/my');
    await page.waitForURL(/#\/login/);
    const stored = await page.evaluate(() =>
      ['token', 'user', 'cart', 'shopCart'].map((key) => localStorage.getItem(key)),
    );
    expect(stored.slice(0, 2)).toEqual([null, null]);
    for (const cart of stored.slice(2))
      expect(cart === null || !cart.includes('goods_id')).toBe(true);
    await context.close();
  });

  it('the login form shows the spec messages for bad input', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/login');
    await page.getByTestId('login-tab-email').click();
    await page.getByTestId('login-send-code').click();
    await page.getByText('Please read and agree to the Privacy Policy').first().waitFor();
    await page.getByTestId('login-agree').check();
    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-send-code').click();
    await page.getByText('Malformed email').first().waitFor();
    await context.close();
  });

  it('the contact form rejects bad input with the spec messages and accepts good input', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/about');
    await page.getByTestId('faq').waitFor();
    await page.getByTestId('contact-submit').click();
    await page.getByText('Please enter your name').first().waitFor();

    await page.getByTestId('contact-name').fill('<b>Siti</b>');
    await page.getByTestId('contact-email').fill('siti@');
    await page.getByTestId('contact-content').fill('Can I bring a stroller?');
    await page.getByTestId('contact-submit').click();
    await page.getByText('Malformed email').first().waitFor();

    await page.getByTestId('contact-email').fill('siti@example.com');
    await page.getByTestId('contact-submit').click();
    await page.getByText('Submission successful').first().waitFor();
    expect(lastContactMessage()).toMatchObject({
      name: '<b>Siti</b>',
      email: 'siti@example.com',
      content: 'Can I bring a stroller?',
    });
    await context.close();
  });
});
