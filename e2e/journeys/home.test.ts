import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '#e2e/axe.ts';
import { gotoRoute, launchBrowser, openPhone, routeOf } from '#e2e/browser.ts';

/** The home page of SPEC §1, section by section, in its order. */
const SECTIONS = [
  'header',
  'home-banner',
  'home-countdown',
  'home-notice',
  'home-map',
  'home-video',
  'home-attractions',
  'home-book-now',
  'home-experience',
  'home-goods',
  'home-tickets',
  'home-shop',
  'home-rental',
  'home-scenery',
  'home-weather-guarantee',
  'tabbar',
];

describe('home page on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('shows every section of the spec, in order, with the seeded content', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '');
    await page.getByTestId('home-tickets').getByText('Rainforest Day Pass').waitFor();

    const tops: number[] = [];
    for (const id of SECTIONS) {
      const section = page.getByTestId(id).first();
      await section.scrollIntoViewIfNeeded();
      await expect(section.isVisible(), `${id} is visible`).resolves.toBe(true);
      const box = await section.boundingBox();
      const scrollY = await page.evaluate(() => window.scrollY);
      tops.push((box?.y ?? 0) + scrollY);
    }
    // Fixed header and tab bar aside, the sections follow the spec's order down the page.
    const body = tops.slice(1, -1);
    expect(body).toEqual([...body].sort((a, b) => a - b));

    await expect(
      page.getByTestId('header').getByRole('button', { name: /back/i }).count(),
    ).resolves.toBe(0);
    await expect(page.getByTestId('home-countdown').textContent()).resolves.toMatch(/\d+/);
    await expect(page.getByTestId('home-notice').textContent()).resolves.toContain('Night Safari');
    await expect(
      page.getByTestId('home-video').locator('video').getAttribute('src'),
    ).resolves.toContain('park.mp4');
    await expect(
      page
        .getByTestId('home-video')
        .locator('video')
        .evaluate((v: HTMLVideoElement) => v.muted),
    ).resolves.toBe(true);
    await expect(page.getByTestId('home-attractions').locator('img').count()).resolves.toBe(6);
    await expect(page.getByTestId('home-book-now').getByText('Book Now').count()).resolves.toBe(2);
    await expect(page.getByTestId('home-tickets').textContent()).resolves.toContain('RM 45.00');
    await expect(page.getByTestId('home-shop').textContent()).resolves.toContain(
      'Hornbill plush toy',
    );
    await expect(page.getByTestId('home-rental').textContent()).resolves.toContain('Mountain bike');
    // The carousel autoplays, so the counter may have moved on: "n / 8".
    await expect(page.getByTestId('scenery-counter').textContent()).resolves.toMatch(
      /^[1-8]\s*\/\s*8$/,
    );
    await expect(page.getByTestId('home-weather-guarantee').textContent()).resolves.toContain(
      'If it rains heavily on your visit day, you can reschedule your visit date',
    );
    await expect(page.getByTestId('tabbar').getByRole('link').count()).resolves.toBe(5);

    // Pictures are real demo images, not broken links.
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.src),
    );
    expect(broken).toEqual([]);
    await context.close();
  });

  it('opens list items on their detail routes with id and from=index', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '');
    await page.getByTestId('home-tickets').getByText('Night Safari').click();
    await page.waitForURL(/ticket\/detail/);
    expect(routeOf(page)).toBe('/ticket/detail');
    const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect(query.get('id')).toBe('3');
    expect(query.get('from')).toBe('index');

    await gotoRoute(page, '');
    await page.getByTestId('home-rental').getByText('Mountain bike').click();
    await page.waitForURL(/zulin\/detail/);
    expect(new URL(page.url()).hash).toMatch(/id=\d+&from=index|from=index&id=\d+/);

    await gotoRoute(page, '');
    await page
      .getByTestId('home-shop')
      .getByRole('link', { name: /View More/i })
      .click();
    await page.waitForURL(/#\/shop$/);
    await context.close();
  });

  it('has no serious accessibility violations', async () => {
    const { page, context } = await openPhone(browser, {
      storage: { lang: 'en' },
      bypassCSP: true,
    });
    await gotoRoute(page, '');
    await page.getByTestId('home-tickets').getByText('Rainforest Day Pass').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('loads no video player, panorama viewer or image viewer code', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await gotoRoute(page, '');
    await page.getByTestId('home-scenery').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const code = (await Promise.all(scripts)).join('\n');
    expect(code.length).toBeGreaterThan(10_000);
    // Marks of hls.js, Photo Sphere Viewer and viewerjs in their own code.
    for (const mark of ['MANIFEST_LOADING', 'psv-container', 'viewer-canvas']) {
      expect(code.includes(mark), mark).toBe(false);
    }
    await context.close();
  });
});

describe("the home page's first screen before the app's code arrives", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  /** A phone whose app code never arrives: what shows is the page as the server sent it. */
  async function withoutCode() {
    const phone = await openPhone(browser, { storage: { lang: 'en' } });
    const errors: string[] = [];
    phone.page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const pictures: string[] = [];
    phone.page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
    });
    await phone.page.route('**/h5/assets/*.js', (route) => route.abort());
    return { ...phone, errors, pictures };
  }

  it('shows the first banner picture from the page itself, under the strict CSP', async () => {
    const { page, context, errors } = await withoutCode();
    await gotoRoute(page, '');
    const picture = page.locator('#root img');
    await picture.waitFor();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(picture.getAttribute('src')).resolves.toBe('/uploads/demo/banner-rainforest.webp');
    // The shell's own script ran: the policy allows it by its hash, and nothing was refused.
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    await context.close();
  });

  it("leaves it out of another page's address, which never downloads it", async () => {
    const { page, context, pictures } = await withoutCode();
    await gotoRoute(page, '/ticket/detail?id=1');
    await page.waitForLoadState('load');
    await expect(page.locator('#root img').count()).resolves.toBe(0);
    expect(pictures.filter((picture) => picture.includes('banner-'))).toEqual([]);
    await context.close();
  });

  it("is drawn where the app's banner then paints, at the same width and height", async () => {
    const shell = await withoutCode();
    await gotoRoute(shell.page, '');
    const before = await shell.page.locator('#root img').boundingBox();
    await shell.context.close();

    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '');
    const banner = page
      .getByTestId('home-banner')
      .getByRole('img', { name: 'Rainforest Day Pass' });
    await banner.first().waitFor();
    const after = await page.getByTestId('home-banner').boundingBox();
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(1);
    expect(after?.width).toBe(before?.width);
    await context.close();
  });
});

describe('rental prices on the home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  for (const [lang, kayak, width] of [
    ['en', 'FROM RM 35.00 / hour', 390],
    ['ma', 'DARI RM 35.00 / jam', 360],
  ] as const) {
    it(`say what they are for, whole on a ${width} px phone (${lang})`, async () => {
      const { page, context } = await openPhone(browser, { storage: { lang } });
      await page.setViewportSize({ width, height: 780 });
      await gotoRoute(page, '');
      const rental = page.getByTestId('home-rental');
      await rental.scrollIntoViewIfNeeded();
      const prices = rental.locator('.goods-card .price');
      await prices.first().waitFor();
      await expect(prices.allTextContents()).resolves.toContain(kayak);
      // Each price and its unit fit inside the card (nothing cut off at its edge).
      const fits = await rental.locator('.goods-card').evaluateAll((cards) =>
        cards.every((card) => {
          const edge = card.getBoundingClientRect().right;
          return Array.from(card.querySelectorAll('.price-amount, .price-unit')).every(
            (part) => part.getBoundingClientRect().right <= edge + 0.5,
          );
        }),
      );
      expect(fits).toBe(true);
      await context.close();
    });
  }
});
