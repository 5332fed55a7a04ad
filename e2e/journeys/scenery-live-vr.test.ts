import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone } from '#e2e/browser.ts';
import { logInByEmail } from '#e2e/login.ts';

describe('scenery images, live cameras and the VR tour on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('favourites an image, finds it under favourites, buys it and downloads the original', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/login');
    await logInByEmail(page, 'photographer@example.com');
    await page.waitForURL(/#\/my/);

    const thumbnails = new Set<string>();
    page.on('request', (request) => {
      if (/\/uploads\/scenery\/.*-thumb\.webp/.test(request.url())) thumbnails.add(request.url());
    });
    await gotoRoute(page, '/scene/list');
    await page.getByTestId('scenery-tile').first().waitFor();
    // One screen of thumbnails before scrolling, the rest as they come into view. The tiles on
    // screen ask for theirs once the page has laid them out (a frame after they appear), and the
    // document's load state does not wait for that after a hash navigation: wait for them.
    await expect.poll(() => thumbnails.size).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const tiles = await page.getByTestId('scenery-tile').count();
    expect(thumbnails.size).toBeLessThan(tiles);
    await page.getByTestId('scenery-tile').last().scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnails.size).toBe(tiles);

    await page.getByTestId('scenery-tile').nth(1).click();
    await page.waitForURL(/scene\/detail\?id=(\d+)/);
    const id = new URL(page.url().replace('#', '')).searchParams.get('id');
    await page.getByTestId('scenery-preview').waitFor();
    await page.getByTestId('scenery-heart').click();
    await expect
      .poll(() => page.getByTestId('scenery-heart').getAttribute('aria-pressed'))
      .toBe('true');

    await gotoRoute(page, '/scene/list/collect');
    await expect.poll(() => page.getByTestId('scenery-tile').count()).toBe(1);
    await expect(page.getByTestId('scenery-tile').first().getAttribute('data-id')).resolves.toBe(
      id,
    );
    await page.getByTestId('scenery-tile').first().click();

    await page.getByTestId('scenery-buy').click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/order\/imageDetail\?id=\d+/);

    await gotoRoute(page, `/scene/detail?id=${id}`);
    await page.getByTestId('scenery-owned').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('scenery-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`-${id}\\.jpg$`));
    const saved = await download.path();
    // The original as the operator's storage keeps it: `scenery/{id}-{name}.jpg`.
    const folder = path.join(inject('dataDir'), 'originals', 'scenery');
    const original = readdirSync(folder).find(
      (file) => file.startsWith(`${id}-`) && file.endsWith('.jpg'),
    );
    expect(original).toBeDefined();
    expect(statSync(saved).size).toBeGreaterThan(100_000);
    expect(statSync(saved).size).toBe(statSync(path.join(folder, original ?? '')).size);
    await context.close();
  });

  it('plays a live camera as live, without a seek bar, and shows an off-air one as offline', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/online/videoLive');
    const player = page.getByTestId('live-player');
    await player.waitFor();
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await expect(page.getByTestId('live-badge').textContent()).resolves.toBe('Live');
    // The browser's own controls (and their seek bar) are off; the live controls sit on the picture.
    await expect(player.evaluate((video: HTMLVideoElement) => video.controls)).resolves.toBe(false);
    const frame = await player.boundingBox();
    const controls = await page.getByTestId('live-controls').boundingBox();
    expect(controls && frame && controls.y + controls.height <= frame.y + frame.height + 1).toBe(
      true,
    );
    await expect(
      page
        .getByTestId('live-controls')
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))),
    ).resolves.toEqual(['Pause', 'Turn the sound on', 'Full screen']);
    // The demo's 7-second clip runs on as a live camera would, rather than ending.
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(9);
    await expect(player.evaluate((video: HTMLVideoElement) => video.paused)).resolves.toBe(false);
    await page.locator('[data-testid="live-camera"][data-online="false"]').click();
    await page.getByTestId('live-offline').waitFor();
    await context.close();
  });

  it('walks the VR tour from the entrance to a second scene', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/online/vr');
    await page.getByTestId('vr-viewer').waitFor();
    await expect(page.getByTestId('vr-title').textContent()).resolves.toBe('Entrance plaza');
    await page.locator('[data-testid="vr-hotspot"][data-target="canopy"]').click();
    await expect
      .poll(() => page.getByTestId('vr-title').textContent(), { timeout: 10_000 })
      .toBe('Canopy walk');
    // The second scene's own way on appears once its panorama has loaded.
    await expect
      .poll(() => page.locator('[data-testid="vr-hotspot"][data-target="waterfall"]').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await context.close();
  });
});
