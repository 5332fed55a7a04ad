import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoRoute, launchBrowser } from '#e2e/browser.ts';
import { ADMIN } from '#e2e/console.ts';
import { attractionDate, payOnSandbox, placeOrder, signedInPhone } from '#e2e/visitor.ts';

/** A call to the console's API as the admin, who may also edit the ticket calendar. */
async function asAdmin<T>(path: string, body: object): Promise<T> {
  const call = async <R>(to: string, payload: object, token?: string) => {
    const response = await fetch(`${inject('baseUrl')}/api${to}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        langue: 'en',
        ...(token ? { 'x-staff-token': token } : {}),
      },
      body: JSON.stringify(payload),
    });
    const answer = (await response.json()) as { code: number; msg: string; data: R };
    if (answer.code !== 0) throw new Error(`${to}: ${answer.msg}`);
    return answer.data;
  };
  const { token } = await call<{ token: string }>('/console/auth/login', ADMIN);
  return call<T>(path, body, token);
}

async function remainingOn(date: string): Promise<number> {
  const response = await fetch(`${inject('baseUrl')}/api/index/index/ticketInfo?id=1&from=${date}`);
  const { data } = (await response.json()) as {
    data: { days: { date: string; remaining: number }[] };
  };
  return data.days.find((day) => day.date === date)?.remaining ?? -1;
}

/** "Sat, 5 Dec 2026": a visit date as the English app writes it. */
const visitDate = (ymd: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${ymd}T12:00:00Z`));

describe('moving a ticket to a dearer date on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('shows the difference on the date, holds its places while the visitor pays it, then moves the ticket', async () => {
    // Days no other journey books, clear of the demo's holiday price on day 12.
    const bought = attractionDate(15);
    const dearer = attractionDate(16);
    const { page, context } = await signedInPhone(browser, 'dearer-date@example.com');

    // One adult (RM 45.00) for a date, paid on the sandbox.
    const order = await placeOrder(page, '/index/order/createTicketOrder', {
      ticketId: 1,
      date: bought,
      items: [{ variantId: 1, quantity: 1 }],
    });
    await gotoRoute(page, `/order/ticketDetail?id=${order.id}`);
    await page.getByTestId('order-pay').click();
    await payOnSandbox(page, '45.00');
    await page.waitForURL(/order\/ticketDetail/);
    await page.getByTestId('ticket-qr').waitFor();

    // The operator prices the next day at 150%: an adult costs RM 67.50 there.
    await asAdmin('/console/catalogue/calendar/save', {
      ticketId: 1,
      from: dearer,
      to: dearer,
      pricePercent: 150,
    });
    const placesBefore = { bought: await remainingOn(bought), dearer: await remainingOn(dearer) };

    await page.getByRole('button', { name: 'Change visit date' }).click();
    const chip = page.getByTestId(`reschedule-date-${dearer}`);
    await expect.poll(() => chip.textContent()).toContain('+RM 22.50');
    await chip.click();
    // The price keeps to one line: its space is an unbreakable one.
    const note = async () =>
      (await page.locator('.sheet__note').textContent())?.replace(/\u00a0/g, ' ');
    await expect(note()).resolves.toBe(
      `Moving to ${visitDate(dearer)} costs RM 22.50 more. Your places on that date are held for 15 minutes while you pay.`,
    );
    await page.screenshot({ path: '/tmp/date-web-sheet.png' });
    await page.getByRole('button', { name: 'Pay RM 22.50 and move' }).click();

    // The new date's place is held and the old one kept until the difference is paid.
    await page.waitForURL(/\/pay\/sandbox\//);
    expect(await remainingOn(dearer)).toBe(placesBefore.dearer - 1);
    expect(await remainingOn(bought)).toBe(placesBefore.bought);

    // Back at the order before paying: the move waits, the ticket keeps its date.
    await page.goBack();
    await page.waitForURL(/order\/ticketDetail/);
    const waiting = page.getByRole('region', { name: `Moving to ${visitDate(dearer)}` });
    await expect(waiting.textContent()).resolves.toContain(
      `Until you pay, your ticket stays valid for ${visitDate(bought)}.`,
    );
    await page.screenshot({ path: '/tmp/date-web-waiting.png' });
    await waiting.getByRole('button', { name: 'Pay RM 22.50' }).click();
    await payOnSandbox(page, '22.50');

    // Paid: the ticket has its new date, the card is gone and the old date's place is back.
    await page.waitForURL(/order\/ticketDetail/);
    await expect
      .poll(() => page.getByTestId('ticket-slip').textContent())
      .toContain(visitDate(dearer));
    expect(await page.getByRole('region', { name: /Moving to/ }).count()).toBe(0);
    expect(await remainingOn(bought)).toBe(placesBefore.bought + 1);
    await context.close();
  });
});
