import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone, settled } from '#e2e/browser.ts';
import { logInByEmail } from '#e2e/login.ts';
import { findGoods } from '#e2e/staff.ts';
import { attractionDate } from '#e2e/visitor.ts';

/** A small phone: the narrowest the app is designed for. */
const SMALL_PHONE = { width: 360, height: 780 };
const LANGS = ['zh', 'en', 'ma'] as const;
type Lang = (typeof LANGS)[number];

/** The page titles as the app translates them. */
function pageTitles(lang: Lang): Record<string, string> {
  const url = new URL(`../../apps/web/src/locales/${lang}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')).pages;
}

/** Calls the API with the page's own session, as the app would (a POST with a body, or a GET). */
async function callApi(page: Page, path: string, body?: object): Promise<{ id: number }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          token: localStorage.getItem('token') ?? '',
          langue: 'en',
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return (await response.json()).data as { id: number };
    },
    { path, body },
  );
}

/** What is wrong with the header title: cut (with or without "…"), or over two lines, or tiny. */
function titleProblems(page: Page) {
  return page.locator('[data-testid="header"] h1').evaluate((title) => {
    const style = getComputedStyle(title);
    const problems: string[] = [];
    if (title.scrollWidth > title.clientWidth) {
      const how = style.textOverflow === 'ellipsis' ? 'cut with "…"' : 'cut';
      problems.push(`${how} (${title.scrollWidth} > ${title.clientWidth} px)`);
    }
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize);
    if (title.getBoundingClientRect().height > 2 * lineHeight + 1) problems.push('over two lines');
    if (Number.parseFloat(style.fontSize) < 12) problems.push(`font ${style.fontSize}`);
    return problems;
  });
}

/** Tab labels that do not fit their tab on one line. */
function tabProblems(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-testid="tabbar"] a')).flatMap(
      (tab) => {
        const label = tab.querySelector<HTMLElement>('span') ?? tab;
        const style = getComputedStyle(label);
        const lineHeight =
          Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
        const box = label.getBoundingClientRect();
        const tabBox = tab.getBoundingClientRect();
        const cut =
          label.scrollWidth > label.clientWidth ||
          box.height > lineHeight + 1 ||
          box.left < tabBox.left - 0.5 ||
          box.right > tabBox.right + 0.5;
        return cut
          ? [`${label.textContent} (${Math.round(box.width)}×${Math.round(box.height)})`]
          : [];
      },
    ),
  );
}

/**
 * Words broken across two lines inside the word ("B|entong"), found by laying out every Latin
 * word and number on the page; a word wider than its whole line is allowed to break. Also any
 * element whose style lets words break anywhere.
 */
function brokenWords(page: Page, rootSelector = 'body') {
  return page.evaluate((rootSelector) => {
    const root = document.querySelector(rootSelector);
    if (!root) return [`no ${rootSelector}`];
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const styled = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent) continue;
      const style = getComputedStyle(parent);
      if (!styled.has(parent) && node.textContent?.trim()) {
        styled.add(parent);
        if (
          style.wordBreak === 'break-all' ||
          style.wordBreak === 'break-word' ||
          style.overflowWrap === 'anywhere'
        ) {
          found.push(
            `${parent.className || parent.tagName}: ${style.wordBreak}/${style.overflowWrap}`,
          );
        }
      }
      const lineWidth = parent.clientWidth || parent.getBoundingClientRect().width;
      for (const match of Array.from(
        (node.textContent ?? '').matchAll(/[\p{Script=Latin}\p{N}]{2,}/gu),
      )) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        const tops = new Set(rects.map((rect) => Math.round(rect.top)));
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (tops.size > 1 && width <= lineWidth) found.push(`${match[0]} in ${parent.className}`);
      }
    }
    return found;
  }, rootSelector);
}

/** What shows that a page's content has loaded, where its title comes first. */
const LOADED_CONTENT: Record<string, string> = {
  '/my/help': '[data-testid="company-info"]',
};

/** What the chat button must never cover: prices, order numbers, e-mail addresses. */
const COVERABLE = '.money, .price, .order-no, a[href^="mailto:"]';

/**
 * Prices, order numbers and e-mails the chat button covers. Each is checked where the page opened
 * and again scrolled down to the button's height, where a floating button would sit on it.
 */
async function coveredByChat(page: Page): Promise<string[]> {
  const chat = page.getByTestId('customer-service');
  if (!(await chat.isVisible())) return [];
  const targets = page.locator(COVERABLE);
  const covered: string[] = [];
  const check = async (label: string) => {
    // Let the button and the page's blocks settle (the button docks or floats after a scroll or
    // when content that loads late moves the page's end, with a short transition).
    await settled(page, '[data-testid="customer-service"], #main > *');
    const overlaps = await page.evaluate((coverable) => {
      const button = document.querySelector('[data-testid="customer-service"]');
      if (!button) return [];
      const b = button.getBoundingClientRect();
      return Array.from(document.querySelectorAll<HTMLElement>(coverable))
        .filter((element) => {
          const r = element.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
        })
        .map((element) => element.textContent?.trim() ?? '');
    }, COVERABLE);
    for (const text of overlaps) covered.push(`${label}: ${text}`);
  };
  await page.evaluate(() => window.scrollTo(0, 0));
  await check('top');
  const count = await targets.count();
  for (let index = 0; index < Math.min(count, 5); index += 1) {
    const target = targets.nth(index);
    if (!(await target.isVisible())) continue;
    await page.evaluate(
      ({ index, coverable }) => {
        const element = document.querySelectorAll<HTMLElement>(coverable)[index];
        const button = document.querySelector('[data-testid="customer-service"]');
        if (!element || !button) return;
        const shift =
          element.getBoundingClientRect().bottom - button.getBoundingClientRect().bottom + 4;
        window.scrollBy(0, shift);
      },
      { index, coverable: COVERABLE },
    );
    await check(`scrolled to #${index}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return covered;
}

/** Whether the chat button is what a tap at its centre would reach. */
function chatOnTop(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="customer-service"]');
    if (!button) return false;
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && button.contains(hit);
  });
}

describe('texts fit on a 360 px phone, in Chinese, English and Malay', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  for (const lang of LANGS) {
    it(`${lang}: titles and tab labels whole, words unbroken, the chat button off the content`, async () => {
      const titles = pageTitles(lang);
      const bike = await findGoods('hire', 'bike');
      const { page, context } = await openPhone(browser, { storage: { lang } });
      await page.setViewportSize(SMALL_PHONE);
      await gotoRoute(page, '/login');
      await logInByEmail(page, `texts-fit-${lang}@example.com`);
      await page.waitForURL(/#\/my/);
      const ticketOrder = await callApi(page, '/index/order/createTicketOrder', {
        ticketId: 1,
        date: attractionDate(21),
        items: [{ variantId: 1, quantity: 1 }],
      });
      const imageOrder = await callApi(page, '/index/order/createImgOrder?id=2');

      const pages: [route: string, title: string | null][] = [
        ['', null],
        ['/payRecord', titles.payRecord ?? ''],
        ['/my/payRecord', titles.payRecord ?? ''],
        [`/order/ticketPay?id=${ticketOrder.id}`, titles.ticketPay ?? ''],
        [`/order/ticketDetail?id=${ticketOrder.id}`, titles.orderTicketDetail ?? ''],
        [`/order/imagePay?id=${imageOrder.id}`, titles.imagePay ?? ''],
        ['/order/shopPay', titles.shopPay ?? ''],
        ['/scene/list', titles.sceneryList ?? ''],
        ['/scene/detail?id=1', titles.sceneryDetail ?? ''],
        ['/index/weather', titles.weather ?? ''],
        ['/zulin/index', titles.rental ?? ''],
        [`/zulin/detail?id=${bike.id}`, titles.rentalDetail ?? ''],
        ['/online/videoLive', titles.videoLive ?? ''],
        ['/online/vr', titles.vr ?? ''],
        ['/my/help', titles.aboutUs ?? ''],
        ['/about', titles.helpCentre ?? ''],
        ['/order', titles.orders ?? ''],
        ['/noUseList', titles.noUse ?? ''],
        ['/ticket', titles.ticket ?? ''],
        ['/shop', titles.shop ?? ''],
        ['/my', titles.my ?? ''],
        ['/xieyi', titles.agreements ?? ''],
      ];
      const problems: string[] = [];
      for (const [route, title] of pages) {
        await gotoRoute(page, route);
        const heading = page.locator('[data-testid="header"] h1');
        if (title) await heading.getByText(title, { exact: true }).waitFor();
        else await page.getByTestId('home-tickets').locator('img').first().waitFor();
        // The page's own content, where it loads after its title.
        const content = LOADED_CONTENT[route];
        if (content) await page.locator(content).first().waitFor();
        // Let lists, prices and the fitted title settle.
        await settled(page, '[data-testid="header"] h1, .money, .price');
        for (const problem of await titleProblems(page)) {
          problems.push(`${route || 'home'} title "${await heading.textContent()}" ${problem}`);
        }
        for (const tab of await tabProblems(page)) problems.push(`${route || 'home'} tab ${tab}`);
        for (const word of await brokenWords(page)) problems.push(`${route || 'home'} ${word}`);
        for (const cover of await coveredByChat(page)) {
          problems.push(`${route || 'home'} chat covers ${cover}`);
        }
      }
      expect(problems).toEqual([]);

      // The long scenic-area name on home: whole, on at most two lines.
      await gotoRoute(page, '');
      await page.getByTestId('home-countdown').waitFor();
      await expect(titleProblems(page)).resolves.toEqual([]);
      // The countdown's label has room to read as a phrase, not a word a line.
      const countdownLines = await page.locator('.countdown__title').evaluate((label) => {
        const style = getComputedStyle(label);
        return label.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
      });
      expect(countdownLines).toBeLessThanOrEqual(2.05);

      await context.close();
    }, 240_000);
  }

  it("ma: product names, prices, order numbers and the visitor's name are whole, never cut short", async () => {
    const bike = await findGoods('hire', 'bike');
    const { page, context } = await openPhone(browser, { storage: { lang: 'ma' } });
    await page.setViewportSize(SMALL_PHONE);
    const cut = (selector: string) =>
      page.evaluate(
        (selector) =>
          Array.from(document.querySelectorAll<HTMLElement>(selector))
            .filter(
              (element) =>
                element.scrollWidth > element.clientWidth + 0.5 ||
                element.scrollHeight > element.clientHeight + 1,
            )
            .map(
              (element) =>
                `${element.textContent} ${element.scrollWidth}/${element.clientWidth}×${element.scrollHeight}/${element.clientHeight}`,
            ),
        selector,
      );
    await gotoRoute(page, '/shop');
    await page.locator('.goods-card__name').first().waitFor();
    await expect(cut('.goods-card__name, .goods-card__price')).resolves.toEqual([]);
    await gotoRoute(page, `/zulin/detail?id=${bike.id}`);
    await page.locator('.action-bar .money').waitFor();
    await expect(cut('.action-bar .money')).resolves.toEqual([]);
    await gotoRoute(page, '/login');
    await logInByEmail(page, 'a-rather-long-visitor-address@example.com');
    await page.waitForURL(/#\/my/);
    // The visitor's name (here their e-mail address) is shown whole.
    await page.locator('.my-hero__name').waitFor();
    await expect(cut('.my-hero__name')).resolves.toEqual([]);
    await callApi(page, '/index/order/createTicketOrder', {
      ticketId: 1,
      date: attractionDate(22),
      items: [{ variantId: 1, quantity: 1 }],
    });
    await gotoRoute(page, '/order');
    await page.locator('.order-no').first().waitFor();
    await expect(cut('.order-no')).resolves.toEqual([]);
    await context.close();
  });

  it('the chat button sits under the side menu, the language sheet and a dialog, dimmed with the page', async () => {
    const { page, context } = await openPhone(browser, { storage: { lang: 'ma' } });
    await page.setViewportSize(SMALL_PHONE);
    await gotoRoute(page, '/my/help');
    await page.getByTestId('company-info').waitFor();
    await page.getByTestId('customer-service').waitFor();
    expect(await chatOnTop(page)).toBe(true);

    await page.getByTestId('menu-button').click();
    await page.getByTestId('side-menu').waitFor();
    await page.locator('.adm-mask:visible').first().waitFor();
    expect(await chatOnTop(page)).toBe(false);
    await page.getByTestId('side-menu').getByRole('link').last().click();
    await page.getByTestId('side-menu').waitFor({ state: 'hidden' });

    await page.getByTestId('lang-switch').click();
    await page.locator('.adm-mask:visible').first().waitFor();
    expect(await chatOnTop(page)).toBe(false);
    await context.close();

    // A dialog: signing out asks first.
    const signedIn = await openPhone(browser, { storage: { lang: 'ma' } });
    await signedIn.page.setViewportSize(SMALL_PHONE);
    await gotoRoute(signedIn.page, '/login');
    await logInByEmail(signedIn.page, 'texts-fit-dialog@example.com');
    await signedIn.page.waitForURL(/#\/my/);
    await signedIn.page.getByTestId('customer-service').waitFor();
    await signedIn.page.getByTestId('my-logout').click();
    await signedIn.page.locator('.adm-center-popup-body:visible').waitFor();
    // The dialog's mask comes in with the dialog, a frame or two after its body shows.
    await signedIn.page.locator('.adm-mask:visible').first().waitFor();
    await expect.poll(() => chatOnTop(signedIn.page)).toBe(false);
    await signedIn.context.close();
  });

  it('a toast wraps its words at spaces, in all three languages', async () => {
    for (const lang of LANGS) {
      const { page, context } = await openPhone(browser, { storage: { lang } });
      await page.setViewportSize(SMALL_PHONE);
      await gotoRoute(page, '/login');
      await logInByEmail(page, `texts-fit-toast-${lang}@example.com`);
      await page.waitForURL(/#\/my/);
      await gotoRoute(page, '/scene/detail?id=3');
      await page.getByTestId('scenery-heart').click();
      const toast = page.locator('.adm-toast-main');
      await toast.waitFor();
      const style = await toast.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { wordBreak: computed.wordBreak, overflowWrap: computed.overflowWrap };
      });
      expect(style.wordBreak).toBe('normal');
      expect(style.overflowWrap).not.toBe('anywhere');
      await expect(brokenWords(page, '.adm-toast-main')).resolves.toEqual([]);
      await context.close();
    }
  }, 120_000);
});
