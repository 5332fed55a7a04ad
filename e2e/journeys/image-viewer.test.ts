import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone, PHONE, settled } from '#e2e/browser.ts';

/** What the open viewer looks like: its backdrop, its buttons, and what is on top where. */
function viewerLayout(page: Page, probe: { x: number; y: number }) {
  return page.evaluate((point) => {
    const root = document.querySelector('.photo-viewer') as HTMLElement;
    const boxes = Array.from(root.querySelectorAll<HTMLElement>('[role="button"]'))
      .filter((button) => button.offsetParent !== null)
      .map((button) => {
        const rect = button.getBoundingClientRect();
        return {
          label: button.getAttribute('aria-label'),
          width: rect.width,
          height: rect.height,
          inside:
            rect.left >= 0 &&
            rect.top >= 0 &&
            rect.right <= window.innerWidth &&
            rect.bottom <= window.innerHeight,
        };
      });
    return {
      backdrop: getComputedStyle(root).backgroundColor,
      buttons: boxes,
      // What a finger lands on where the page's own bar is.
      onTop: document.elementFromPoint(point.x, point.y)?.closest('.photo-viewer') !== null,
    };
  }, probe);
}

describe('the full-screen image viewer on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('shows a scenery photo once, over the Buy bar, with buttons a thumb can hit', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    const answer = await (await page.request.get('/api/index/index/sceneryList?page=1')).json();
    const id = answer.data.list[0].id as number;
    await gotoRoute(page, `/scene/detail?id=${id}`);
    const buy = page.getByTestId('scenery-buy');
    await buy.waitFor();
    const bar = await buy.boundingBox();
    if (!bar) throw new Error('no Buy bar');

    await page.getByTestId('scenery-preview').click();
    await page.locator('.photo-viewer .viewer-canvas img').waitFor();
    await settled(page, '.photo-viewer .viewer-canvas img');
    const layout = await viewerLayout(page, {
      x: bar.x + bar.width / 2,
      y: bar.y + bar.height / 2,
    });
    // Opaque: the page (and its copy of the picture) does not show through.
    expect(layout.backdrop).toMatch(/^rgb\(/);
    expect(layout.onTop).toBe(true);
    expect(layout.buttons.map((button) => button.label)).toEqual([
      'Zoom in',
      'Zoom out',
      'Actual size',
      'Fit to screen',
      'Close',
    ]);
    for (const button of layout.buttons) {
      expect(button.width).toBeGreaterThanOrEqual(44);
      expect(button.height).toBeGreaterThanOrEqual(44);
      expect(button.inside).toBe(true);
    }

    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('.photo-viewer').waitFor({ state: 'detached' });
    await expect(buy.isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('opens the home page’s park map the same way, named in Malay', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'ma' } });
    await gotoRoute(page, '');
    await page.getByTestId('home-map').locator('button.media__tap').click();
    await page.locator('.photo-viewer .viewer-canvas img').waitFor();
    await settled(page, '.photo-viewer .viewer-canvas img');
    // Where the header and the tab bar are, the viewer is on top.
    for (const y of [20, PHONE.height - 20]) {
      const layout = await viewerLayout(page, { x: PHONE.width / 2, y });
      expect(layout.onTop).toBe(true);
      expect(layout.backdrop).toMatch(/^rgb\(/);
    }
    const labels = (await viewerLayout(page, { x: 0, y: 0 })).buttons.map((b) => b.label);
    expect(labels).toEqual(['Zum masuk', 'Zum keluar', 'Saiz sebenar', 'Muat skrin', 'Tutup']);
    await page.keyboard.press('Escape');
    await page.locator('.photo-viewer').waitFor({ state: 'detached' });
    await context.close();
  });
});
