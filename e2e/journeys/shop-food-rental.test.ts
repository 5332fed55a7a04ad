import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser } from '#e2e/browser.ts';
import { advanceOrder, findGoods } from '#e2e/staff.ts';
import { attractionDate, payOnSandbox, signedInPhone } from '#e2e/visitor.ts';

/** Picks an option in the open buy sheet by its name. */
async function pickOption(page: Page, name: string) {
  await page.getByTestId('sku-sheet').getByTestId('sku-option').filter({ hasText: name }).click();
}

describe('the store, the food counter and the rental counter on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('adds two sizes of a toy and a tote bag to the cart, keeps them over a reload, checks out two with an address and pays', async () => {
    const { page, context } = await signedInPhone(browser, 'shopper@example.com');
    const other = await findGoods('store', 'tote');

    await gotoRoute(page, '/shop');
    await page.getByTestId('goods-search').fill('plush');
    await page.getByTestId('goods-card').filter({ hasText: 'plush' }).first().click();
    await page.waitForURL(/shop\/detail\?id=\d+/);

    await page.getByTestId('goods-add-cart').click();
    await pickOption(page, 'Small 20 cm');
    await page.getByTestId('sku-confirm').click();
    await page.getByTestId('sku-sheet').waitFor({ state: 'hidden' });
    await page.getByTestId('goods-add-cart').click();
    await pickOption(page, 'Medium 30 cm');
    await page.getByTestId('sku-num').locator('.stepper__plus').click();
    await expect(page.getByTestId('sku-total').textContent()).resolves.toContain('118.00');
    await page.getByTestId('sku-confirm').click();
    await page.getByTestId('sku-sheet').waitFor({ state: 'hidden' });

    await gotoRoute(page, `/shop/detail?id=${other.id}`);
    await page.getByTestId('goods-add-cart').click();
    await page.getByTestId('sku-confirm').click();
    await page.getByTestId('sku-sheet').waitFor({ state: 'hidden' });
    await expect(page.getByTestId('shop-cart-link').first().textContent()).resolves.toContain('3');

    await page.getByTestId('shop-cart-link').first().click();
    await page.waitForURL(/#\/cart/);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(3);
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(3);

    // Leave the tote bag for another day: only the toys are checked out.
    await page
      .getByTestId('cart-line')
      .filter({ hasText: other.name })
      .getByTestId('cart-line-check')
      .click();
    await expect(page.getByTestId('cart-total').textContent()).resolves.toContain('157.00');
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL(/order\/shopPay/);
    await expect.poll(() => page.getByTestId('checkout-line').count()).toBe(2);

    await page.getByTestId('delivery-address').click();
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('address-error').first().textContent()).resolves.toBe(
      'Please fill in the name',
    );
    await page.getByTestId('address-name').fill('Aminah Yusof');
    await page.getByTestId('address-phone').fill('+60 12 345 6789');
    await page.getByTestId('address-region').fill('Pahang');
    await page.getByTestId('address-detail').fill('8 Jalan Bukit Awan, 28750 Bentong');
    await page.getByTestId('checkout-submit').click();
    await payOnSandbox(page, '157.00');

    await page.waitForURL(/order\/shopDetail\?id=\d+/);
    await expect(page.getByTestId('order-status').first().textContent()).resolves.toMatch(
      /Processing/i,
    );
    await expect.poll(() => page.getByTestId('order-line').count()).toBe(2);
    await expect(page.locator('body').textContent()).resolves.toContain('8 Jalan Bukit Awan');

    // The tote bag is still in the cart.
    await gotoRoute(page, '/cart');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await context.close();
  });

  it('orders two dishes from the menu, pays and sees the pick-up number', async () => {
    const { page, context } = await signedInPhone(browser, 'hungry@example.com');
    const cendol = await findGoods('food', 'cendol');
    const satay = await findGoods('food', 'satay');

    await gotoRoute(page, '/dianCan');
    await page.locator(`[data-testid="menu-item"][data-goods-id="${cendol.id}"]`).waitFor();
    await page
      .locator(`[data-testid="menu-item"][data-goods-id="${cendol.id}"]`)
      .getByTestId('menu-plus')
      .click();
    // Satay comes in portions: the buy sheet asks which.
    await page
      .locator(`[data-testid="menu-item"][data-goods-id="${satay.id}"]`)
      .getByTestId('menu-plus')
      .click();
    await pickOption(page, '6 sticks');
    await page.getByTestId('sku-confirm').click();
    await page.getByTestId('sku-sheet').waitFor({ state: 'hidden' });

    await expect(page.getByTestId('food-cart-count').textContent()).resolves.toContain('2');
    await expect(page.getByTestId('food-cart-total').textContent()).resolves.toContain('18.00');
    if (!(await page.getByTestId('food-checkout').isVisible())) {
      await page.getByTestId('food-cart-bar').click();
    }
    await page.getByTestId('food-checkout').click();
    await page.waitForURL(/order\/commonPay/);
    await expect.poll(() => page.getByTestId('checkout-line').count()).toBe(2);
    await expect(page.getByTestId('pickup-point').textContent()).resolves.toContain(
      'Rainforest Food Court',
    );
    await page.getByTestId('checkout-submit').click();
    await payOnSandbox(page, '18.00');

    await page.waitForURL(/order\/dianCanDetail\?id=\d+/);
    const number = (await page.getByTestId('pickup-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^\d{3}$/);
    await expect(page.getByTestId('order-status').first().textContent()).resolves.toMatch(
      /Making/i,
    );
    await context.close();
  });

  it('rents a bicycle for two days, sees the deposit, pays, and sees it held once handed out', async () => {
    const { page, context } = await signedInPhone(browser, 'cyclist@example.com');
    const start = attractionDate(1);
    const end = attractionDate(2);

    await gotoRoute(page, '/zulin/index');
    const bike = page.getByTestId('goods-card').filter({ hasText: 'Mountain bike' });
    // Every rental price says what it is for.
    await expect(bike.locator('.goods-card__price').textContent()).resolves.toBe('RM 35.00 / day');
    await bike.click();
    await page.waitForURL(/zulin\/detail\?id=\d+/);
    await expect(page.getByTestId('rental-deposit').textContent()).resolves.toContain('100.00');

    await page.getByTestId('rental-rent').click();
    await pickOption(page, 'Adult');
    await chooseRentalDays(page, start, end);
    await expect(page.getByTestId('sku-total').textContent()).resolves.toContain('100.00');
    await page.getByTestId('sku-confirm').click();

    await page.waitForURL(/order\/zulinPay/);
    await expect(page.getByTestId('rental-period').textContent()).resolves.toContain('2 days');
    await expect(page.getByTestId('checkout-line').textContent()).resolves.toContain(
      'RM 50.00 / day × 2 days × 1',
    );
    await page.getByTestId('checkout-submit').click();
    await payOnSandbox(page, '100.00');

    await page.waitForURL(/order\/commonDetail\?id=\d+/);
    await expect(page.getByTestId('rental-period').textContent()).resolves.toContain('2 days');
    await expect(page.getByTestId('rental-rate').textContent()).resolves.toBe(
      'RM 50.00 / day × 2 days',
    );
    const due = await page.getByTestId('rental-deposit-state').textContent();
    expect(due).toContain('100.00');

    const orderNo = (await page.locator('body').textContent())?.match(/R\d{14}/)?.[0] ?? '';
    await advanceOrder(orderNo, 'in_progress');
    await page.reload();
    await expect(page.getByTestId('order-status').first().textContent()).resolves.toMatch(
      /In progress/i,
    );
    await expect(page.getByTestId('rental-deposit-state').textContent()).resolves.not.toBe(due);
    await context.close();
  });
});

/** Opens the rental calendar and taps the first and last day. */
async function chooseRentalDays(page: Page, start: string, end: string) {
  await page.getByTestId('rental-range').click();
  for (const date of [start, end]) {
    await page.locator(`[data-date="${date}"]`).first().click();
  }
  const confirm = page.getByTestId('rental-range-confirm');
  if (await confirm.isVisible()) await confirm.click();
}
