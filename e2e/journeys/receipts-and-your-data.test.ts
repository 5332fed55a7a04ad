import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, settled } from '#e2e/browser.ts';
import { attractionDate, payOnSandbox, signedInPhone } from '#e2e/visitor.ts';

/** Where to keep pictures of the screens, when asked for (SHOTS_DIR); none in an ordinary run. */
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** One adult day pass (RM 45.00) on a plain day, booked and paid on the sandbox. */
async function buyOneAdult(page: Page) {
  await gotoRoute(page, '/ticket/detail?id=1');
  await page
    .locator(`[data-date="${attractionDate(5)}"]`)
    .first()
    .click();
  const adults = page.getByRole('spinbutton', { name: 'Number of Adult tickets', exact: true });
  await adults.locator('..').getByRole('button', { name: 'Increase' }).click();
  await page.getByRole('button', { name: 'Book now' }).click();
  await payOnSandbox(page, '45.00');
  await page.waitForURL(/order\/ticketDetail\?id=\d+/);
}

describe('a paid order’s receipt, and the visitor’s own data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('opens the receipt of a paid ticket with its tax line, prints it and downloads it as a PDF', async () => {
    const phone = await signedInPhone(browser, 'receipt-journey@example.com');
    const { page } = phone;
    await buyOneAdult(page);
    await page.getByRole('link', { name: 'Receipt', exact: true }).click();
    await page.waitForURL(/order\/receipt\?id=\d+/);
    const receipt = page.getByRole('article');
    await receipt.getByText(/^Receipt R-\d{6}$/).waitFor();
    await expect(receipt.textContent()).resolves.toContain('Entertainment duty');
    await expect(receipt.textContent()).resolves.toContain('RM 45.00');
    await shot(page, 'receipt-web', true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await phone.context.close();
  });

  it('downloads everything the park holds as JSON, then closes the account, after which it cannot sign in to the same data', async () => {
    const email = 'your-data-journey@example.com';
    const phone = await signedInPhone(browser, email);
    const { page } = phone;
    await buyOneAdult(page);
    await gotoRoute(page, '/my/data');
    await page.getByRole('heading', { name: 'Download your data' }).waitFor();
    await shot(page, 'your-data-web');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(JSON.stringify(data)).toContain(email);
    expect(data.orders).toHaveLength(1);

    await page.getByRole('button', { name: 'Close my account…' }).click();
    const closing = page.getByRole('region', { name: 'Closing your account' });
    await closing.getByText(/1 order, with its payments/).waitFor();
    await shot(page, 'your-data-close');
    await closing.getByRole('button', { name: 'Close my account', exact: true }).click();
    await page.getByText('Your account is closed').waitFor();
    // Signed out: the order page asks to sign in again.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
    await phone.context.close();
  });
});
