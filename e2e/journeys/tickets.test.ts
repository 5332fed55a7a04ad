import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoRoute, launchBrowser, openPhone, routeOf } from '#e2e/browser.ts';
import { logInByEmail } from '#e2e/login.ts';
import { lastMessage, runSql } from '#e2e/outbox.ts';
import { attractionDate } from '#e2e/visitor.ts';

async function remainingOn(date: string): Promise<number> {
  const response = await fetch(`${inject('baseUrl')}/api/index/index/ticketInfo?id=1&from=${date}`);
  const { data } = (await response.json()) as {
    data: { days: { date: string; remaining: number }[] };
  };
  return data.days.find((day) => day.date === date)?.remaining ?? -1;
}

describe('buying tickets on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('buys two adult and one child ticket, pays on the sandbox page, holds the slip, gets the e-mail, and moves the date', async () => {
    const email = 'family@example.com';
    const date = attractionDate(3);
    const later = attractionDate(4);
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });

    await gotoRoute(page, '/ticket');
    await page.getByTestId('ticket-card').first().click();
    await page.waitForURL(/ticket\/detail\?id=1/);
    await page.getByTestId(`ticket-date-${date}`).click();
    await page.getByTestId('variant-1').locator('.stepper__plus').click();
    await page.getByTestId('variant-1').locator('.stepper__plus').click();
    await page.getByTestId('variant-2').locator('.stepper__plus').click();
    await expect(page.getByTestId('ticket-total').textContent()).resolves.toContain('115.00');

    // Not logged in yet: the choice survives the trip through /login.
    await page.getByTestId('ticket-buy').click();
    await page.waitForURL(/#\/login/);
    await logInByEmail(page, email);
    await page.waitForURL(/ticket\/detail\?id=1/);
    await expect(page.getByTestId('ticket-total').textContent()).resolves.toContain('115.00');
    const before = await remainingOn(date);
    await page.getByTestId('ticket-buy').click();

    // The app opens the page in its own language, which the page's test notice speaks.
    await page.waitForURL(/\/pay\/sandbox\/[\w-]+\?lang=en$/);
    await expect(page.getByTestId('sandbox-notice').textContent()).resolves.toBe(
      'Test payment — no money is taken',
    );
    await expect(page.getByTestId('sandbox-amount').textContent()).resolves.toBe('RM 115.00');
    expect(await remainingOn(date)).toBe(before - 3);
    await page.getByTestId('sandbox-pay').click();

    await page.waitForURL(/order\/ticketDetail\?id=\d+/);
    await page.getByTestId('ticket-qr').waitFor();
    await expect(page.getByTestId('order-status').first().textContent()).resolves.toMatch(
      /Ready to use/i,
    );
    const slip = await page.getByTestId('ticket-slip').textContent();
    expect(slip).toContain('Adult');

    await page.getByTestId('order-email').click();
    await expect
      .poll(() => lastMessage(email, 'ticket')?.subject)
      .toBe('Your tickets: Rainforest Day Pass');

    await page.getByTestId('order-reschedule').click();
    await page.getByTestId(`reschedule-date-${later}`).click();
    await page.getByTestId('reschedule-confirm').click();
    await expect.poll(() => remainingOn(date)).toBe(before);
    expect(await remainingOn(later)).toBeLessThan(500);
    await context.close();
  });

  it('a visitor already holding 20 unpaid places for a date is led to that order instead of holding more', async () => {
    const date = attractionDate(8);
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/login');
    await logInByEmail(page, 'holder@example.com');
    await page.waitForURL(/#\/my/);
    // Twenty places already waiting for payment, ordered a moment ago in another tab.
    const waiting = await page.evaluate(async (visitDate) => {
      const response = await fetch('/api/index/order/createTicketOrder', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: localStorage.getItem('token') ?? '' },
        body: JSON.stringify({
          ticketId: 1,
          date: visitDate,
          items: [{ variantId: 1, quantity: 20 }],
        }),
      });
      return ((await response.json()) as { data: { id: number } }).data.id;
    }, date);
    const before = await remainingOn(date);

    await gotoRoute(page, '/ticket/detail?id=1');
    await page.getByTestId(`ticket-date-${date}`).click();
    await page.getByTestId('variant-1').locator('.stepper__plus').click();
    await page.getByTestId('ticket-buy').click();
    const dialog = page.locator('.adm-dialog');
    await expect(dialog.textContent()).resolves.toContain(
      'You already hold unpaid tickets for this date; please pay that order first',
    );
    expect(await remainingOn(date)).toBe(before);
    await dialog.getByRole('button', { name: 'Go to your waiting order' }).click();
    await page.waitForURL(new RegExp(`order/ticketPay\\?id=${waiting}$`));
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('order-pay').waitFor();
    await context.close();
  });

  it('an unpaid order expires and its places return', async () => {
    const date = attractionDate(6);
    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/login');
    await logInByEmail(page, 'late-payer@example.com');
    await page.waitForURL(/#\/my/);

    await gotoRoute(page, '/ticket/detail?id=1');
    await page.getByTestId(`ticket-date-${date}`).click();
    await page.getByTestId('variant-1').locator('.stepper__plus').click();
    const before = await remainingOn(date);
    await page.getByTestId('ticket-buy').click();
    await page.waitForURL(/\/pay\/sandbox\//);
    expect(await remainingOn(date)).toBe(before - 1);

    // Fifteen minutes pass without payment.
    runSql(
      "update orders set expires_at = '2000-01-01T00:00:00.000Z' where status = 'pending_payment' and visit_date = ? and visitor_id = (select id from visitor where email = ?)",
      date,
      'late-payer@example.com',
    );
    await expect.poll(() => remainingOn(date), { timeout: 10_000 }).toBe(before);

    await page.goto('/h5/#/order');
    await page.getByTestId('order-card').first().waitFor();
    await expect(page.getByTestId('order-card').first().textContent()).resolves.toMatch(/Expired/i);
    expect(routeOf(page)).toBe('/order');
    await context.close();
  });
});
