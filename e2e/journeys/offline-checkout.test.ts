import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoRoute, launchBrowser } from '#e2e/browser.ts';
import { attractionDate, signedInPhone } from '#e2e/visitor.ts';

async function remainingOn(date: string): Promise<number> {
  const response = await fetch(`${inject('baseUrl')}/api/index/index/ticketInfo?id=1&from=${date}`);
  const { data } = (await response.json()) as {
    data: { days: { date: string; remaining: number }[] };
  };
  return data.days.find((day) => day.date === date)?.remaining ?? -1;
}

/** The visitor's ticket orders for a visit date, read through the API with the page's session. */
function ticketOrdersOn(page: Page, date: string): Promise<number[]> {
  return page.evaluate(async (visitDate) => {
    const response = await fetch('/api/index/order/orderList?kind=ticket&page=1&limit=50', {
      headers: { token: localStorage.getItem('token') ?? '', langue: 'en' },
    });
    const { data } = (await response.json()) as {
      data: { list: { id: number; reserveDate: string }[] };
    };
    return data.list.filter((order) => order.reserveDate === visitDate).map((order) => order.id);
  }, date);
}

describe('a checkout when the signal drops', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('says the phone is offline, keeps the booking, and places one order when the network returns', async () => {
    const date = attractionDate(9);
    const { page, context } = await signedInPhone(browser, 'hill-walker@example.com');
    await gotoRoute(page, '/ticket/detail?id=1');
    await page.getByTestId(`ticket-date-${date}`).click();
    await page.getByTestId('variant-1').locator('.stepper__plus').click();
    await page.getByTestId('variant-1').locator('.stepper__plus').click();
    await expect(page.getByTestId('ticket-total').textContent()).resolves.toContain('RM');
    const total = await page.getByTestId('ticket-total').textContent();
    const before = await remainingOn(date);

    // The booking reaches the server, which places the order, but the signal goes as the answer
    // comes back: the phone never hears of it.
    let reached = 0;
    await page.route('**/api/index/order/createTicketOrder', async (route) => {
      reached++;
      await route.fetch();
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.getByTestId('ticket-buy').click();
    const toast = page.locator('.adm-toast-main');
    await expect
      .poll(() => toast.textContent())
      .toBe(
        'Your phone is offline, so the order has not gone through yet. Your cart and details are kept: try again when you are back online, and it will not be ordered twice.',
      );
    expect(reached).toBe(1);
    expect(await remainingOn(date)).toBe(before - 2);

    // Still on the booking, with the same date, tickets and total.
    expect(page.url()).toMatch(/ticket\/detail\?id=1/);
    await expect(page.getByTestId('ticket-total').textContent()).resolves.toBe(total);

    // Back online, the visitor taps again: the server answers with the order it already placed.
    await page.unroute('**/api/index/order/createTicketOrder');
    await context.setOffline(false);
    await page.getByTestId('ticket-buy').click();
    await page.waitForURL(/\/pay\/sandbox\/[\w-]+/);
    expect(await remainingOn(date)).toBe(before - 2);
    await gotoRoute(page, '/order');
    expect(await ticketOrdersOn(page, date)).toHaveLength(1);
    await context.close();
  });
});
