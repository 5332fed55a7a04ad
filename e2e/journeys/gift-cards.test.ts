import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openConsole, settled } from '#e2e/browser.ts';
import { ADMIN, logInToConsole } from '#e2e/console.ts';
import { attractionDate, payOnSandbox, signedInPhone } from '#e2e/visitor.ts';

/** Where to keep pictures of the screens, when asked for (SHOTS_DIR); none in an ordinary run. */
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Waits until what slides or fades in (a drawer, a dialog) has come to rest. */
const animationsDone = (what: Locator) =>
  what.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );

/** What a line of a summary shows beside its label. */
const besideLabel = (within: Locator, label: string) =>
  within.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent();

describe('a gift card from the console to the visitor’s checkout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('staff issue a card, the visitor adds it in My centre and pays part of two tickets with it, and the ledger shows it', async () => {
    // The admin issues RM 30 as compensation, and reads its code from the one-time dialog.
    const desk = await openConsole(browser);
    await logInToConsole(desk.page, ADMIN.userName, ADMIN.password);
    await desk.page.waitForURL(/#\/dashboard/);
    await desk.page.goto('/console/#/catalogue/gift-cards');
    await desk.page.getByRole('button', { name: 'Issue a card' }).click();
    const drawer = desk.page.locator('.ant-drawer-content');
    await drawer.getByLabel('Amount').fill('30');
    await drawer.getByLabel('Reason').fill('Canopy walk closed in the rain');
    await drawer.getByRole('button', { name: 'Issue', exact: true }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Card issued: RM 30.00' });
    await dialog.waitFor();
    const code = (await dialog.locator('.gift-card__secret').first().innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await animationsDone(desk.page.locator('.ant-modal-root'));
    await shot(desk.page, 'gift-console-issued');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The visitor adds it in My centre, typed as it was read out.
    const phone = await signedInPhone(browser, 'gift-journey@example.com');
    const { page } = phone;
    await gotoRoute(page, '/my/giftCards');
    const adding = page.getByRole('region', { name: 'Add a card' });
    await adding.getByLabel('Card number').fill(code.toLowerCase().replaceAll('-', ' '));
    await adding.getByRole('button', { name: 'Add' }).click();
    await page.getByText('RM 30.00 left of RM 30.00').waitFor();
    await shot(page, 'gift-web-my-cards');

    // Two adults (RM 45.00 each) on a plain day: the card pays RM 30.00, the page asks for the rest.
    await gotoRoute(page, '/ticket/detail?id=1');
    await page
      .locator(`[data-date="${attractionDate(5)}"]`)
      .first()
      .click();
    const adults = page.getByRole('spinbutton', { name: 'Number of Adult tickets', exact: true });
    const more = adults.locator('..').getByRole('button', { name: 'Increase' });
    await more.click();
    await more.click();
    const cards = page.getByRole('region', { name: 'Gift card' });
    await cards.getByRole('button', { name: new RegExp(code) }).click();
    await expect(besideLabel(cards, 'Gift card')).resolves.toBe('−RM 30.00');
    await expect(besideLabel(cards, 'To pay')).resolves.toBe('RM 60.00');
    await expect(page.getByTestId('ticket-total').textContent()).resolves.toBe('RM 60.00');
    await cards.scrollIntoViewIfNeeded();
    await shot(page, 'gift-web-checkout');
    await page.getByRole('button', { name: 'Book now' }).click();
    await payOnSandbox(page, '60.00');
    await page.waitForURL(/order\/ticketDetail\?id=\d+/);
    const paidBy = page.getByRole('list', { name: 'Paid' });
    await paidBy.waitFor();
    await expect(paidBy.textContent()).resolves.toContain('Gift cardRM 30.00');
    await paidBy.scrollIntoViewIfNeeded();
    await shot(page, 'gift-web-order');
    await phone.context.close();

    // The console's ledger of the card: issued, then an order paid.
    await desk.page.getByPlaceholder("Code, order number or phone's last digits").fill(code);
    await desk.page.keyboard.press('Enter');
    const row = desk.page.getByRole('row', { name: new RegExp(code) });
    await expect.poll(async () => row.textContent()).toContain('0.00');
    await row.getByRole('button', { name: 'Ledger' }).click();
    const ledger = desk.page.locator('.ant-drawer-content');
    await ledger.getByText('Paid an order').waitFor();
    await animationsDone(desk.page.locator('.ant-drawer'));
    await expect(ledger.textContent()).resolves.toContain('Issued');
    await shot(desk.page, 'gift-console-ledger');
    await desk.context.close();
  });
});
