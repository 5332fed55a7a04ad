import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone } from '#e2e/browser.ts';
import { attractionDate, payOnSandbox, placeOrder, signedInPhone } from '#e2e/visitor.ts';

/** The app's service worker controls the page (it installs after the first screen). */
async function workerInCharge(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

describe('at the waterfall with no signal', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('a paid ticket slip opens again offline with its QR, and the home page shows what was seen', async () => {
    const { page, context } = await signedInPhone(browser, 'no-signal@example.com', {
      serviceWorkers: 'allow',
    });
    await workerInCharge(page);
    const order = await placeOrder(page, '/index/order/createTicketOrder', {
      ticketId: 1,
      date: attractionDate(3),
      items: [{ variantId: 1, quantity: 2 }],
    });
    await gotoRoute(page, `/order/ticketDetail?id=${order.id}`);
    await page.getByTestId('order-pay').click();
    await payOnSandbox(page, '90.00');
    await page.getByTestId('ticket-qr').waitFor();
    const code = await page.locator('.ticket-slip__code strong').textContent();
    const slipAddress = page.url();
    await gotoRoute(page, '');
    await page.getByTestId('home-tickets').getByText('Rainforest Day Pass').waitFor();
    await expect(page.getByTestId('offline-note').count()).resolves.toBe(0);

    await context.setOffline(true);
    await page.goto(slipAddress);
    await page.reload();
    const qr = page.getByTestId('ticket-qr');
    await qr.waitFor();
    await expect(qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(
      0,
    );
    await expect(page.locator('.ticket-slip__code strong').textContent()).resolves.toBe(code);
    await expect(page.getByTestId('offline-note').textContent()).resolves.toMatch(
      /offline: showing what you saw at \d\d:\d\d/i,
    );

    await gotoRoute(page, '');
    await page.reload();
    await page.getByTestId('home-tickets').getByText('Rainforest Day Pass').waitFor();
    await expect(page.getByTestId('offline-note').first().isVisible()).resolves.toBe(true);
    // The banner's picture comes from the phone, not the network.
    const banner = page.getByTestId('home-banner').locator('img').first();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Back in signal: the notes go, and the page is fresh again.
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-note').count()).toBe(0);
    await context.close();
  });

  it('installs to a home screen: a manifest with the park, its colours and icons', async () => {
    const { page, context } = await openPhone(browser, {
      storage: { lang: 'en' },
      serviceWorkers: 'allow',
    });
    await gotoRoute(page, '');
    await workerInCharge(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/h5/manifest.webmanifest');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href ?? '');
    expect(manifest).toMatchObject({
      name: 'Bukit Awan Rainforest Park',
      short_name: 'Rainforest Park',
      start_url: '/h5/',
      display: 'standalone',
      theme_color: '#0b6e4f',
    });
    const sizes = (manifest.icons as { sizes: string; src: string; purpose: string }[]).map(
      (icon) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons as { src: string }[]) {
      const type = await page.evaluate(
        async (src) => (await fetch(`/h5/${src}`)).headers.get('content-type'),
        icon.src,
      );
      expect(type, icon.src).toBe('image/png');
    }
    await context.close();
  });
});
