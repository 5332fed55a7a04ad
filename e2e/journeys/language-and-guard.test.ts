import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone, routeOf } from '#e2e/browser.ts';

describe('language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('switching language changes the texts and the langue header', async () => {
    const { page, context } = await openPhone(browser, { locale: 'en-GB' });
    await gotoRoute(page, '');
    const tabbar = page.getByTestId('tabbar');
    await tabbar.getByText('Homepage').waitFor();
    await page.getByTestId('home-tickets').getByText('Rainforest Day Pass').waitFor();

    const headers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) headers.push(request.headers().langue ?? '');
    });
    await page.getByTestId('lang-switch').click();
    const picker = page.getByTestId('lang-picker');
    await picker.getByText('中文').click();

    await tabbar.getByText('首页').waitFor();
    await page.getByTestId('home-tickets').getByText('雨林一日游门票').waitFor();
    expect(headers.length).toBeGreaterThan(0);
    expect(new Set(headers)).toEqual(new Set(['zh']));
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^zh/);

    // The choice is kept across visits.
    await page.reload();
    await tabbar.getByText('首页').waitFor();
    await context.close();
  });

  it('a first visit follows the browser language, and ?lang=ma selects Malay', async () => {
    const zh = await openPhone(browser, { locale: 'zh-CN' });
    await gotoRoute(zh.page, '');
    await zh.page.getByTestId('tabbar').getByText('首页').waitFor();
    await zh.context.close();

    const ma = await openPhone(browser, { locale: 'en-GB' });
    await ma.page.goto('/h5/?lang=ma#/');
    await ma.page.getByTestId('home-weather-guarantee').getByText('Jaminan cuaca').waitFor();
    expect(await ma.page.evaluate(() => localStorage.getItem('lang'))).toBe('ma');
    await ma.context.close();
  });
});

describe('login guard (SPEC §2)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('a login-only route without a token lands on /login', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    for (const route of [
      '/order',
      '/noUseList',
      '/payRecord',
      '/my/payRecord',
      '/scene/list',
      '/order/piaoju',
    ]) {
      // From home each time: arriving from /login itself would send the visitor home instead.
      await gotoRoute(page, '');
      await page.getByTestId('tabbar').waitFor();
      await gotoRoute(page, route);
      await page.waitForURL(/#\/login/);
      expect(routeOf(page)).toBe('/login');
    }
    await context.close();
  });

  it('leaving /login for a login route still without a token goes home', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/login');
    await page.getByTestId('header').waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/order';
    });
    await page.waitForURL(/#\/$/);
    expect(routeOf(page)).toBe('/');
    await context.close();
  });

  it('public routes open without a token, and /zunlin/index redirects to /zulin/index', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    for (const route of [
      '/ticket',
      '/shop',
      '/dianCan',
      '/my',
      '/about',
      '/xieyi',
      '/order/createComment',
    ]) {
      await gotoRoute(page, route);
      await page.getByTestId('header').waitFor();
      expect(routeOf(page)).toBe(route);
    }
    await gotoRoute(page, '/zunlin/index');
    await page.waitForURL(/#\/zulin\/index/);
    await context.close();
  });

  it('a stored token lets the visitor into login routes', async () => {
    const { page, context } = await openPhone(browser, {
      storage: { lang: 'en', token: 'abcdefghijklmnopqrstuvwxyz012345' },
    });
    await gotoRoute(page, '/noUseList');
    await page.getByTestId('header').waitFor();
    expect(routeOf(page)).toBe('/noUseList');
    await context.close();
  });
});
