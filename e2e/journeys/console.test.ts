import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openConsole } from '#e2e/browser.ts';
import { ADMIN, logInToConsole, makeStaff } from '#e2e/console.ts';
import { findGoods } from '#e2e/staff.ts';
import { attractionDate, payOnSandbox, placeOrder, signedInPhone } from '#e2e/visitor.ts';

describe('staff run the day from the console while visitors watch on their phones', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('an admin finds a visitor’s order by e-mail and refunds one line; the visitor sees it on the order', async () => {
    const email = 'refund-one-line@example.com';
    const phone = await signedInPhone(browser, email);
    const order = await placeOrder(phone.page, '/index/order/createTicketOrder', {
      ticketId: 1,
      date: attractionDate(9),
      items: [
        { variantId: 1, quantity: 2 },
        { variantId: 2, quantity: 1 },
      ],
    });
    await gotoRoute(phone.page, `/order/ticketDetail?id=${order.id}`);
    await phone.page.getByTestId('order-pay').click();
    await payOnSandbox(phone.page, '115.00');
    await phone.page.getByTestId('ticket-qr').waitFor();

    const desk = await openConsole(browser);
    await logInToConsole(desk.page, ADMIN.userName, ADMIN.password);
    await desk.page.waitForURL(/#\/dashboard/);
    await desk.page.getByRole('link', { name: 'Orders' }).click();
    await desk.page.waitForURL(/#\/orders/);
    await desk.page.getByPlaceholder('E-mail or phone, any part').fill(email);
    await desk.page.getByRole('button', { name: 'Search' }).click();
    const rows = desk.page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByRole('link').click();
    await desk.page.getByText('Rainforest Day Pass').first().waitFor();

    await desk.page.getByRole('button', { name: 'Refund' }).click();
    await desk.page.getByText('Some units of some lines').click();
    await desk.page.getByLabel('Units of Child (3–12) to refund').fill('1');
    await desk.page.getByLabel('Reason').fill('Child was unwell and stayed home');
    await desk.page.getByRole('button', { name: 'Refund RM 25.00…' }).click();
    await desk.page.getByRole('dialog', { name: 'Give RM 25.00 back to the visitor?' }).waitFor();
    await desk.page.getByRole('button', { name: 'Yes, refund' }).click();
    await desk.page.getByText('RM 25.00 refunded').waitFor();
    const refundRow = desk.page.locator('.ant-card', { hasText: 'Refunds' }).locator('tbody tr');
    await expect.poll(() => refundRow.first().textContent()).toContain('Child was unwell');

    await phone.page.reload();
    const refund = phone.page.getByTestId('order-refund');
    await refund.waitFor();
    await expect(refund.textContent()).resolves.toContain('25.00');
    await expect(phone.page.getByTestId('line-refunded').textContent()).resolves.toContain(
      '1 refunded',
    );
    await desk.context.close();
    await phone.context.close();
  });

  it('gate staff type the short code under the QR on a phone: green that clears itself, then red "already used"', async () => {
    const phone = await signedInPhone(browser, 'gate-visitor@example.com');
    const order = await placeOrder(phone.page, '/index/order/createTicketOrder', {
      ticketId: 1,
      date: attractionDate(0),
      items: [{ variantId: 1, quantity: 2 }],
    });
    await gotoRoute(phone.page, `/order/ticketDetail?id=${order.id}`);
    await phone.page.getByTestId('order-pay').click();
    await payOnSandbox(phone.page, '90.00');
    await phone.page.getByTestId('ticket-qr').waitFor();
    // The visitor reads out the code under the QR: three short groups, nothing to mistake.
    const shortCode = (await phone.page.getByTestId('ticket-short-code').textContent()) ?? '';
    expect(shortCode).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{3}$/,
    );

    const password = await makeStaff('gate-anna', 'gate');
    const gate = await openConsole(browser, 'phone');
    await logInToConsole(gate.page, 'gate-anna', password);
    await gate.page.waitForURL(/#\/gate/);
    await gate.page.getByRole('heading', { name: 'Gate check-in' }).waitFor();
    const field = gate.page.getByLabel('Ticket code');
    const checkIn = gate.page.getByRole('button', { name: 'Check in' });
    // 48 px targets for a thumb.
    for (const target of [field, checkIn]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    }
    // Typed as heard: small letters, spaces instead of dashes.
    await field.fill(shortCode.toLowerCase().replaceAll('-', ' '));
    await checkIn.click();
    const verdict = gate.page.getByTestId('gate-verdict');
    await expect.poll(() => verdict.getAttribute('class')).toContain('verdict--pass');
    await expect(verdict.textContent()).resolves.toContain('Welcome: 2 people');
    await expect(verdict.textContent()).resolves.toContain('Adult × 2');
    await expect(verdict.textContent()).resolves.toContain(shortCode);
    await expect(verdict.textContent()).resolves.toMatch(/Clears in [45] s/);
    await expect(field.inputValue()).resolves.toBe('');
    // A few seconds later the green is gone, before the next person steps up.
    await expect.poll(() => verdict.count(), { timeout: 8_000 }).toBe(0);
    await expect.poll(() => gate.page.evaluate(() => document.activeElement?.id)).toBe('gate-code');

    await field.fill(shortCode);
    await checkIn.click();
    await expect.poll(() => verdict.getAttribute('class')).toContain('verdict--stop');
    await expect(verdict.textContent()).resolves.toContain('already used');
    await expect(verdict.textContent()).resolves.toContain('Checked in at');
    await gate.context.close();
    await phone.context.close();
  });

  it('the kitchen marks a food order ready and the visitor’s open order page changes by itself', async () => {
    const phone = await signedInPhone(browser, 'hungry-visitor@example.com');
    const dish = await findGoods('food', 'cendol');
    const detail = await phone.page.evaluate(
      async (id) => (await (await fetch(`/api/index/index/goodsDetail?id=${id}`)).json()).data,
      dish.id,
    );
    const order = await placeOrder(phone.page, '/index/order/createGoodsOrder', {
      kind: 'food',
      items: [{ goods_id: dish.id, spec_id: detail.goodsSpec[0].id, num: 1 }],
    });
    await gotoRoute(phone.page, `/order/dianCanDetail?id=${order.id}`);
    await phone.page.getByTestId('order-pay').click();
    await phone.page.waitForURL(/\/pay\/sandbox\//);
    await phone.page.getByTestId('sandbox-pay').click();
    await phone.page.waitForURL(/order\/dianCanDetail/);
    const number = (await phone.page.getByTestId('pickup-number').textContent()) ?? '';
    await expect(phone.page.getByTestId('order-status').textContent()).resolves.toBe('Making');

    const password = await makeStaff('cook-ben', 'kitchen');
    const kitchen = await openConsole(browser);
    await logInToConsole(kitchen.page, 'cook-ben', password);
    await kitchen.page.waitForURL(/#\/kitchen/);
    await kitchen.page.getByText('Live').waitFor();
    const ticket = kitchen.page
      .locator('.ticket', { hasText: number })
      .filter({ hasText: 'Cendol' });
    await ticket.getByRole('button', { name: 'Ready' }).click();
    await kitchen.page
      .locator('section', { hasText: 'Ready for pick-up' })
      .locator('.ticket', { hasText: number })
      .waitFor();

    // No reload: the open page follows the order's live stream.
    await expect
      .poll(() => phone.page.getByTestId('order-status').textContent(), { timeout: 8_000 })
      .toBe('Ready for pickup');
    await kitchen.context.close();
    await phone.context.close();
  });
});
