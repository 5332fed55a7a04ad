import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openConsole } from '#e2e/browser.ts';
import { logInToConsole, makeStaff } from '#e2e/console.ts';
import { signedInPhone } from '#e2e/visitor.ts';

/** A photograph-like original of the given colours, as a camera would hand it over. */
function original(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>
    <stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="2400" height="1600" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

describe('content staff sell a new scenery photo', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('uploads originals, waits for their previews, titles and prices one, puts it on sale, and a visitor sees its preview', async () => {
    const password = await makeStaff('photo-sam', 'content');
    const desk = await openConsole(browser);
    await logInToConsole(desk.page, 'photo-sam', password);
    await desk.page.waitForURL(/#\/content\/banners/);
    await desk.page.getByRole('link', { name: 'Scenery photos' }).click();
    await desk.page.waitForURL(/#\/content\/scenery/);

    await desk.page.locator('.ant-upload-drag input[type=file]').setInputFiles([
      {
        name: 'misty-dawn.jpg',
        mimeType: 'image/jpeg',
        buffer: await original('#0b6e4f', '#f2c14e'),
      },
      {
        name: 'river-dusk.jpg',
        mimeType: 'image/jpeg',
        buffer: await original('#1d3557', '#e76f51'),
      },
    ]);
    const progress = desk.page.getByTestId('scenery-progress');
    await progress.getByText('2 of 2 ready').waitFor({ timeout: 30_000 });

    const untitled = desk.page.getByRole('row', { name: /No titles yet/ });
    await expect.poll(() => untitled.count()).toBe(2);
    await expect(untitled.first().getByText('Ready').count()).resolves.toBe(1);
    await untitled.first().getByRole('button', { name: 'Change' }).click();
    const drawer = desk.page.locator('.ant-drawer-content');
    const preview = await drawer
      .getByRole('img', { name: 'Watermarked preview' })
      .getAttribute('src');
    expect(preview).toMatch(/^\/uploads\/scenery\/\d+-[a-f0-9]{24}-preview\.webp$/);
    await drawer.getByLabel('Title (Chinese)').fill('黎明雾瀑');
    await drawer.getByLabel('Title (English)').fill('Misty falls at dawn');
    // Saving with a language missing names it, and sends nothing.
    await drawer.getByLabel('Price (RM)').fill('16.80');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Missing in Malay').waitFor();
    await drawer.getByLabel('Title (Malay)').fill('Air terjun berkabus pada waktu subuh');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });

    const row = desk.page.getByRole('row', { name: /Misty falls at dawn/ });
    await expect(row.textContent()).resolves.toContain('RM 16.80');
    await row.getByRole('switch', { name: 'On sale: Misty falls at dawn' }).click();
    const confirm = desk.page.locator('.ant-modal-confirm');
    await confirm.getByText('Visitors see it at once and can buy it for RM 16.80.').waitFor();
    await confirm.getByRole('button', { name: 'Put on sale' }).click();
    await expect
      .poll(() =>
        row
          .getByRole('switch', { name: 'On sale: Misty falls at dawn' })
          .getAttribute('aria-checked'),
      )
      .toBe('true');

    const phone = await signedInPhone(browser, 'photo-fan@example.com');
    await gotoRoute(phone.page, '/scene/list');
    const tile = phone.page.getByTestId('scenery-tile').filter({ hasText: 'Misty falls at dawn' });
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.textContent()).resolves.toContain('16.80');
    const thumb = tile.locator('img');
    await thumb.waitFor();
    expect(await thumb.getAttribute('src')).toBe(preview?.replace('-preview.webp', '-thumb.webp'));
    await tile.click();
    const shown = phone.page.getByTestId('scenery-preview');
    await shown.waitFor();
    // The watermarked preview the console showed, never the original.
    expect(await shown.getAttribute('src')).toBe(preview);
    await expect
      .poll(() =>
        shown.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname),
      )
      .toBe(preview);
    await phone.context.close();
    await desk.context.close();
  });
});
