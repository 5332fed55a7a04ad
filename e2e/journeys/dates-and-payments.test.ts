import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone, routeOf } from '#e2e/browser.ts';
import { logInByEmail } from '#e2e/login.ts';
import { findGoods } from '#e2e/staff.ts';
import { attractionDate, placeOrder } from '#e2e/visitor.ts';

/** A visitor signed in on a phone still set to New York time, 13 hours behind the park. */
async function visitorInNewYork(browser: Browser, email: string, lang = 'en') {
  const phone = await openPhone(browser, {
    storage: { lang },
    timezoneId: 'America/New_York',
  });
  await gotoRoute(phone.page, '/login');
  await logInByEmail(phone.page, email);
  await phone.page.waitForURL(/#\/my/);
  return phone;
}

/** The value beside a label in the order's details. */
const fact = (page: Page, label: string) =>
  page
    .locator('.order-facts > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .textContent();

describe('dates, times and payments as a visitor meets them', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('the ticket calendar opens on this week, keeps each month heading on one line and says Today', async () => {
    for (const [lang, today] of [
      ['en', 'Today'],
      ['ma', 'Hari ini'],
    ] as const) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 360, height: 780 },
      ]) {
        const { page, context } = await openPhone(browser, { storage: { lang } });
        await page.setViewportSize(viewport);
        await gotoRoute(page, '/ticket/detail?id=1');
        await page.getByTestId('ticket-calendar-open').click();
        const heading = page.locator('.month-calendar__title').first();
        await heading.waitFor();
        // One line: the heading is no taller than its line box plus padding.
        const { height, lineHeight, padding } = await heading.evaluate((node) => {
          const style = getComputedStyle(node);
          return {
            height: node.getBoundingClientRect().height,
            lineHeight:
              Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5,
            padding: Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom),
          };
        });
        expect(height).toBeLessThanOrEqual(lineHeight + padding + 1);
        // The first week shown holds today: no weeks of past days above it.
        const first = page.locator('.month-calendar__day').first();
        const todayCell = page.locator(`.month-calendar [data-date="${attractionDate(0)}"]`);
        const [firstBox, todayBox] = [await first.boundingBox(), await todayCell.boundingBox()];
        expect(todayBox?.y).toBe(firstBox?.y);
        await expect(todayCell.locator('.month-calendar__top').textContent()).resolves.toBe(today);
        // The whole week fits across the phone.
        const overflow = await page
          .locator('.month-calendar__body')
          .evaluate((node) => node.scrollWidth - node.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await context.close();
      }
    }
  });

  it('after paying, Back reaches the payment page, which says the order is paid and leads back to it', async () => {
    const { page, context } = await visitorInNewYork(browser, 'back-after-paying@example.com');
    const order = await placeOrder(page, '/index/order/createTicketOrder', {
      ticketId: 1,
      date: attractionDate(11),
      items: [{ variantId: 1, quantity: 1 }],
    });
    await gotoRoute(page, `/order/ticketDetail?id=${order.id}`);
    await page.getByTestId('order-pay').click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/order\/ticketDetail/);
    await page.getByTestId('ticket-qr').waitFor();
    await expect(fact(page, 'Payment method')).resolves.toBe('Test payment');

    await page.goBack();
    await page.waitForURL(/\/pay\/sandbox\//);
    await expect(page.getByTestId('sandbox-outcome').textContent()).resolves.toContain(
      'This order is paid',
    );
    expect(await page.getByTestId('sandbox-pay').count()).toBe(0);
    await page.getByTestId('sandbox-back').click();
    await page.waitForURL(/order\/ticketDetail/);
    expect(routeOf(page)).toBe('/order/ticketDetail');
    await page.getByTestId('ticket-qr').waitFor();
    await context.close();
  });

  it('a failed payment says so and offers to pay again; the food order tells every time by the park', async () => {
    const { page, context } = await visitorInNewYork(browser, 'failed-then-paid@example.com');
    const dish = await findGoods('food', 'laksa');
    const detail = await page.evaluate(
      async (id) => (await (await fetch(`/api/index/index/goodsDetail?id=${id}`)).json()).data,
      dish.id,
    );
    const order = await placeOrder(page, '/index/order/createGoodsOrder', {
      kind: 'food',
      items: [{ goods_id: dish.id, spec_id: detail.goodsSpec[0].id, num: 1 }],
    });
    await gotoRoute(page, `/order/dianCanDetail?id=${order.id}`);
    await page.getByTestId('order-pay').click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await page.getByTestId('sandbox-fail').click();
    await page.waitForURL(/order\/dianCanDetail/);
    await expect(page.getByTestId('payment-notice').textContent()).resolves.toBe(
      'Your payment did not go through, and no money was taken. You can pay again.',
    );
    await expect(page.getByTestId('order-pay').textContent()).resolves.toBe('Pay again');

    await page.getByTestId('order-pay').click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/order\/dianCanDetail/);
    const ready = await page.getByTestId('pickup-ready-at').textContent();
    const created = await fact(page, 'Created');
    const paid = await fact(page, 'Paid');
    // Placed, paid and ready within minutes, all on the park's clock (New York is 13 hours behind).
    const minutes = (text: string | null) => {
      const [hours = 0, mins = 0] = (/(\d\d):(\d\d)/.exec(text ?? '') ?? []).slice(1).map(Number);
      return hours * 60 + mins;
    };
    const parkNow = new Date(Date.now() + 8 * 3_600_000);
    const parkMinutes = parkNow.getUTCHours() * 60 + parkNow.getUTCMinutes();
    const apart = Math.abs(minutes(created) - parkMinutes);
    expect(Math.min(apart, 1440 - apart)).toBeLessThanOrEqual(2);
    const cooking = (minutes(ready) - minutes(paid) + 1440) % 1440;
    expect(cooking).toBeGreaterThan(0);
    expect(cooking).toBeLessThanOrEqual(30);
    await expect(page.getByTestId('payment-notice').count()).resolves.toBe(0);
    await context.close();
  });

  it('an order opened on another kind of order page moves to its own, and Back does not return to the wrong one', async () => {
    const { page, context } = await visitorInNewYork(browser, 'wrong-page@example.com');
    const order = await placeOrder(page, '/index/order/createTicketOrder', {
      ticketId: 1,
      date: attractionDate(12),
      items: [{ variantId: 1, quantity: 1 }],
    });
    await gotoRoute(page, '/my');
    await gotoRoute(page, `/order/imagePay?id=${order.id}`);
    await page.waitForURL(/order\/ticketPay/);
    await expect
      .poll(() => page.locator('.app-header__title').textContent())
      .toBe('Pay for tickets');
    await page.goBack();
    expect(routeOf(page)).toBe('/my');
    await context.close();
  });
});
