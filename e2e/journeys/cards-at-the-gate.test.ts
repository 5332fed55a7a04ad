import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openConsole } from '#e2e/browser.ts';
import { logInToConsole, makeStaff } from '#e2e/console.ts';
import { attractionDate, payOnSandbox, signedInPhone } from '#e2e/visitor.ts';

/** Where to keep pictures of the screens, when asked for (SHOTS_DIR); none in an ordinary run. */
const SHOTS = process.env.SHOTS_DIR;

describe('a Malaysian price, checked at the gate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('a family buys at the MyKad price, is told to bring the cards, and the gate admits one without his at the adult price', async () => {
    const phone = await signedInPhone(browser, 'mykad-family@example.com');
    const { page } = phone;
    await gotoRoute(page, '/ticket/detail?id=1');
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await tickets.getByText('MyKad checked at the gate').waitFor();
    await page
      .locator(`[data-date="${attractionDate(0)}"]`)
      .first()
      .click();
    const adults = tickets.getByRole('spinbutton', { name: 'Number of Adult · Malaysian tickets' });
    const more = adults.locator('..').getByRole('button', { name: 'Increase' });
    await more.click();
    await more.click();
    // Said before the visitor pays.
    await tickets.getByText('Bring your MyKad: it is checked at the gate').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/ticket-mykad.png`, fullPage: true });
    await page.getByRole('button', { name: 'Book now' }).click();
    await payOnSandbox(page, '60.00');
    const slip = page.getByRole('region', { name: 'Ticket slip' });
    await slip.getByText('MyKad for 2 people').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/slip-mykad.png`, fullPage: true });
    const shortCode = (await page.getByTestId('ticket-short-code').textContent()) ?? '';

    const password = await makeStaff('gate-mykad', 'gate');
    const gate = await openConsole(browser, 'phone');
    await logInToConsole(gate.page, 'gate-mykad', password);
    await gate.page.waitForURL(/#\/gate/);
    await gate.page.getByLabel('Ticket code').fill(shortCode);
    await gate.page.getByRole('button', { name: 'Check in' }).click();
    const cards = gate.page.getByRole('list', { name: 'Check these cards' });
    await expect(cards.textContent()).resolves.toContain('MyKad × 2 people');
    // It stays while the cards are looked at: no countdown, and staff say when they are seen.
    await gate.page.getByRole('button', { name: 'Cards seen' }).waitFor();
    expect(await gate.page.getByTestId('gate-clears-in').count()).toBe(0);
    if (SHOTS) await gate.page.screenshot({ path: `${SHOTS}/gate-cards.png`, fullPage: true });

    await gate.page.getByRole('button', { name: 'A card is missing…' }).click();
    const dialog = gate.page.getByRole('dialog', { name: 'Admit without the card' });
    await dialog.getByRole('radio', { name: /^Adult · RM/ }).check();
    await dialog.getByRole('textbox', { name: 'Why' }).fill('Husband has no MyKad with him');
    if (SHOTS) await gate.page.screenshot({ path: `${SHOTS}/gate-card-missing.png` });
    await dialog.getByRole('button', { name: 'Admit at this type' }).click();
    await gate.page
      .getByText('1 person let in as Adult. Collect RM 15.00 at the counter.')
      .waitFor();
    if (SHOTS) await gate.page.screenshot({ path: `${SHOTS}/gate-admitted.png`, fullPage: true });
    await gate.page.getByRole('button', { name: 'Cards seen' }).click();
    await expect.poll(() => cards.count()).toBe(0);
    await gate.context.close();
    await phone.context.close();
  });
});
