import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openConsole } from '#e2e/browser.ts';
import { ADMIN, logInToConsole } from '#e2e/console.ts';
import { advanceOrder, findGoods } from '#e2e/staff.ts';
import { attractionDate, payOnSandbox, placeOrder, signedInPhone } from '#e2e/visitor.ts';

/** What staff typed, markup and all: the visitor reads it as the text it is. */
const REASON = 'The canopy walk is closed for repairs on your date <b>sorry</b>';

/** Marks the page, so a test can tell it was never loaded again. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as { stillThisPage?: boolean }).stillThisPage = true;
  });
const sameLoad = (page: Page) =>
  page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage === true);

describe('what a visitor is told while staff refund and move their orders', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('a ticket refunded in the console turns Refunded on the open page, with the reason, no QR, in the payment records, and offline', async () => {
    const email = 'refund-told@example.com';
    const phone = await signedInPhone(browser, email, { serviceWorkers: 'allow' });
    const { page } = phone;
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    const order = await placeOrder(page, '/index/order/createTicketOrder', {
      ticketId: 1,
      date: attractionDate(9),
      items: [{ variantId: 1, quantity: 2 }],
    });
    await gotoRoute(page, `/order/ticketDetail?id=${order.id}`);
    await page.getByTestId('order-pay').click();
    await payOnSandbox(page, '90.00');
    await page.getByTestId('ticket-qr').waitFor();
    await markPage(page);

    const desk = await openConsole(browser);
    await logInToConsole(desk.page, ADMIN.userName, ADMIN.password);
    await desk.page.waitForURL(/#\/dashboard/);
    await desk.page.getByRole('link', { name: 'Orders' }).click();
    await desk.page.getByPlaceholder('E-mail or phone, any part').fill(email);
    await desk.page.getByRole('button', { name: 'Search' }).click();
    const rows = desk.page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('link').click();
    await desk.page.getByRole('button', { name: 'Refund' }).click();
    await desk.page.getByLabel('Reason').fill(REASON);
    await desk.page.getByRole('button', { name: 'Refund RM 90.00…' }).click();
    await desk.page.getByRole('button', { name: 'Yes, refund' }).click();
    await desk.page.getByText('RM 90.00 refunded').waitFor();
    await desk.context.close();

    // The open ticket page follows the order: no reload, and the code is gone.
    const state = page.getByTestId('ticket-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('refunded');
    await expect(state.locator('h2').textContent()).resolves.toBe(
      'Refunded — this ticket can no longer be used',
    );
    await expect(sameLoad(page)).resolves.toBe(true);
    await expect(page.getByTestId('ticket-qr').count()).resolves.toBe(0);
    await expect(page.getByTestId('order-email').count()).resolves.toBe(0);
    await expect(page.getByTestId('order-reschedule').count()).resolves.toBe(0);
    await expect(page.locator('body').textContent()).resolves.not.toContain(
      'Show this code at the gate',
    );
    const refund = page.getByTestId('order-refund');
    await expect(refund.textContent()).resolves.toContain('RM 90.00');
    await expect(refund.textContent()).resolves.toContain('Adult × 2');
    await expect(page.getByTestId('refund-reason').textContent()).resolves.toBe(
      `Reason: ${REASON}`,
    );
    await expect(refund.locator('b').count()).resolves.toBe(0);
    await expect(page.getByTestId('refund-next').textContent()).resolves.toContain('test payment');

    await gotoRoute(page, '/payRecord');
    const record = page.getByTestId('pay-record-refund');
    await record.waitFor();
    await expect(record.textContent()).resolves.toContain('−RM 90.00');
    await expect(record.textContent()).resolves.toContain(REASON);
    await expect(page.getByTestId('pay-record').first().textContent()).resolves.toContain(
      'Refunded',
    );

    // The slip, read again and then opened with no signal, shows the refund, not the old code.
    await gotoRoute(page, `/order/piaoju?id=${order.id}`);
    await expect.poll(() => state.getAttribute('data-state')).toBe('refunded');
    await phone.context.setOffline(true);
    await page.reload();
    await expect.poll(() => state.getAttribute('data-state')).toBe('refunded');
    await page.getByTestId('offline-note').waitFor();
    await expect(page.getByTestId('ticket-qr').count()).resolves.toBe(0);
    await phone.context.close();
    // Two screens, a service worker and a console login on a busy two-core machine: it passes
    // alone in about 20 s, and once took over 120 s in a full run beside other journeys.
  }, 180_000);

  it('a rental page turns from Paid to In progress to Completed while the counter moves it, without a reload', async () => {
    const { page, context } = await signedInPhone(browser, 'rental-live@example.com');
    const bike = await findGoods('hire', 'bike');
    const detail = await page.evaluate(
      async (id) => (await (await fetch(`/api/index/index/goodsDetail?id=${id}`)).json()).data,
      bike.id,
    );
    const order = (await placeOrder(page, '/index/order/createGoodsOrder', {
      kind: 'hire',
      items: [{ goods_id: bike.id, spec_id: detail.goodsSpec[0].id, num: 1 }],
      rental: { start: attractionDate(1), end: attractionDate(2) },
    })) as { id: number; orderNo: string; total: string };
    await gotoRoute(page, `/order/commonDetail?id=${order.id}`);
    await page.getByTestId('order-pay').click();
    await payOnSandbox(page, order.total);
    await page.waitForURL(/order\/commonDetail/);
    const status = page.getByTestId('order-status');
    await expect.poll(() => status.textContent()).toBe('Paid');
    const deposit = page.getByTestId('rental-deposit-state');
    await expect(deposit.getAttribute('data-state')).resolves.toBe('due');
    await markPage(page);

    await advanceOrder(order.orderNo, 'in_progress');
    await expect.poll(() => status.textContent()).toBe('In progress');
    await expect.poll(() => deposit.getAttribute('data-state')).toBe('held');

    await advanceOrder(order.orderNo, 'completed');
    await expect.poll(() => status.textContent()).toBe('Completed');
    await expect.poll(() => deposit.getAttribute('data-state')).toBe('released');
    await expect(sameLoad(page)).resolves.toBe(true);
    await context.close();
  });
});
