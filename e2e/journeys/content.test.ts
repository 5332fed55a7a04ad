import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openConsole, openPhone } from '#e2e/browser.ts';
import { ADMIN, logInToConsole, makeStaff, pickRadio } from '#e2e/console.ts';
import { attractionDate, payOnSandbox, placeOrder, signedInPhone } from '#e2e/visitor.ts';

describe('content staff publish what visitors see', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('adds a banner that opens a ticket, with an uploaded picture, and a visitor sees it on the home page', async () => {
    const password = await makeStaff('writer-cara', 'content');
    const desk = await openConsole(browser);
    await logInToConsole(desk.page, 'writer-cara', password);
    await desk.page.waitForURL(/#\/content\/banners/);

    await desk.page.getByRole('button', { name: 'New banner' }).click();
    const drawer = desk.page.locator('.ant-drawer-content');
    await drawer.getByLabel('Title (Chinese)').fill('雨林日票特惠');
    await drawer.getByLabel('Title (English)').fill('Day pass this weekend');
    // Publishing with a language missing names it, and sends nothing.
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await drawer.getByText('Missing in Malay').waitFor();
    await drawer.getByLabel('Title (Malay)').fill('Pas harian hujung minggu ini');

    const picture = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#2f855a' },
    })
      .jpeg()
      .toBuffer();
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: 'weekend.jpg', mimeType: 'image/jpeg', buffer: picture });
    // The preview's picture loads and the form below it moves: wait for both before picking.
    await drawer
      .getByTestId('banner-preview')
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.decode());

    await pickRadio(drawer.getByRole('radio', { name: 'Open one item' }));
    await drawer.getByLabel('Kind', { exact: true }).click();
    await desk.page.locator('.ant-select-item-option', { hasText: 'Tickets' }).click();
    await drawer.getByLabel('Item', { exact: true }).click();
    await desk.page.locator('.ant-select-item-option', { hasText: 'Rainforest Day Pass' }).click();
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await desk.page.getByRole('row', { name: /Day pass this weekend/ }).waitFor();
    await expect(
      desk.page.getByRole('row', { name: /Day pass this weekend/ }).textContent(),
    ).resolves.toContain('Open one item: Tickets #1');

    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '');
    const slide = page.getByTestId('home-banner').locator('img[alt="Day pass this weekend"]');
    await expect.poll(() => slide.count()).toBeGreaterThan(0);
    const banners = await page.evaluate(async () => {
      const response = await fetch('/api/index/index/getBanner', {
        method: 'POST',
        headers: { 'content-type': 'application/json', langue: 'ma' },
        body: JSON.stringify({ key: ['home'] }),
      });
      return (await response.json()).data.home as {
        title: string;
        type: number;
        content: string;
      }[];
    });
    expect(banners.find((banner) => banner.title === 'Pas harian hujung minggu ini')).toMatchObject(
      {
        type: 4,
        content: JSON.stringify({ type: 'ticket', id: 1 }),
      },
    );
    await context.close();
    await desk.context.close();
  });

  it('an admin sees today’s money and expected visitors go up after a visitor buys a ticket', async () => {
    const desk = await openConsole(browser);
    await logInToConsole(desk.page, ADMIN.userName, ADMIN.password);
    await desk.page.waitForURL(/#\/dashboard/);
    const money = desk.page.getByTestId('dashboard-revenue').locator('.ant-statistic-content');
    const expected = desk.page
      .getByTestId('dashboard-visitors')
      .locator('.ant-statistic')
      .filter({ hasText: 'Still expected' })
      .locator('.ant-statistic-content-value');
    await money.waitFor();
    const read = async () => ({
      money: Number(((await money.textContent()) ?? '').replace(/[^\d.]/g, '')),
      expected: Number(await expected.textContent()),
    });
    const before = await read();

    const phone = await signedInPhone(browser, 'dashboard-buyer@example.com');
    const order = await placeOrder(phone.page, '/index/order/createTicketOrder', {
      ticketId: 1,
      date: attractionDate(0),
      items: [{ variantId: 1, quantity: 2 }],
    });
    await gotoRoute(phone.page, `/order/ticketDetail?id=${order.id}`);
    await phone.page.getByTestId('order-pay').click();
    await payOnSandbox(phone.page, '90.00');
    await phone.page.getByTestId('ticket-qr').waitFor();

    await desk.page.reload();
    await money.waitFor();
    await expect.poll(read).toEqual({ money: before.money + 90, expected: before.expected + 2 });
    await phone.context.close();
    await desk.context.close();
  });
});
