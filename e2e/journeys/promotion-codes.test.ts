import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, settled } from '#e2e/browser.ts';
import { asAdmin } from '#e2e/console.ts';
import { attractionDate, payOnSandbox, signedInPhone } from '#e2e/visitor.ts';

/** Where to keep pictures of the screens, when asked for (SHOTS_DIR); none in an ordinary run. */
const SHOTS = process.env.SHOTS_DIR;

/** A picture of the screen once it has come to rest (a scroll has ended), when asked for. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The stepper of adult tickets and its + button, as they are named in English and Malay. */
const STEPPER = {
  en: { adults: 'Number of Adult tickets', more: 'Increase' },
  ma: { adults: 'Bilangan tiket Dewasa', more: 'Tambah' },
};

/** Two adult day passes (RM 45.00 each) for a plain day, on the day pass's page. */
async function chooseTwoAdults(page: Page, lang: keyof typeof STEPPER) {
  await gotoRoute(page, '/ticket/detail?id=1');
  await page
    .locator(`[data-date="${attractionDate(5)}"]`)
    .first()
    .click();
  const adults = page.getByRole('spinbutton', { name: STEPPER[lang].adults, exact: true });
  const more = adults.locator('..').getByRole('button', { name: STEPPER[lang].more });
  await more.click();
  await more.click();
}

/** What a line of the code's summary, or of the order's lines, shows beside its label. */
const besideLabel = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent();

describe('a promotion code at the ticket checkout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // 10% off anything, one code everyone can type, made in the console by the admin.
    await asAdmin('/console/promotions/save', {
      name: 'Journey ten percent',
      type: 'percent',
      value: '10',
      codes: { mode: 'shared', code: 'JOURNEY10' },
    });
  });
  afterAll(async () => browser.close());

  it('a visitor types the code as it comes, sees the saving, pays the lower total, and the order shows the code', async () => {
    const phone = await signedInPhone(browser, 'promo-journey@example.com');
    const { page } = phone;
    await chooseTwoAdults(page, 'en');
    const bar = page.getByTestId('ticket-total');
    await expect(bar.textContent()).resolves.toBe('RM 90.00');

    await page.getByRole('button', { name: 'Have a promotion code?' }).scrollIntoViewIfNeeded();
    await shot(page, 'promo-web-closed');
    await page.getByRole('button', { name: 'Have a promotion code?' }).click();
    const card = page.getByRole('region', { name: 'Promotion code' });
    await card.getByRole('textbox', { name: 'Promotion code' }).fill(' journey 10 ');
    await card.getByRole('button', { name: 'Apply' }).click();
    await card.getByText('Code JOURNEY10', { exact: true }).waitFor();
    await expect(besideLabel(page, 'Code JOURNEY10')).resolves.toBe('−RM 9.00');
    await expect(besideLabel(page, 'Subtotal')).resolves.toBe('RM 90.00');
    await expect(bar.textContent()).resolves.toBe('RM 81.00');
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'promo-web-applied');

    await page.getByRole('button', { name: 'Book now' }).click();
    await payOnSandbox(page, '81.00');
    await page.waitForURL(/order\/ticketDetail\?id=\d+/);
    const lines = page.getByRole('region', { name: 'Tickets' });
    await lines.getByText('Saved with code JOURNEY10').waitFor();
    await expect(besideLabel(page, 'Saved with code JOURNEY10')).resolves.toBe('RM 9.00');
    await expect(
      lines.getByText('Total', { exact: true }).locator('..').textContent(),
    ).resolves.toBe('TotalRM 81.00');
    // The adult's price before the code, struck through beside the price paid.
    await expect(lines.locator('del').textContent()).resolves.toBe('Before the code: RM 45.00');
    await lines.scrollIntoViewIfNeeded();
    await shot(page, 'promo-web-order');
    await phone.context.close();
  });

  it('a wrong code is answered in the visitor’s language under the field, and the booking goes on without it', async () => {
    const phone = await signedInPhone(browser, 'promo-journey-ma@example.com', {
      storage: { lang: 'ma' },
    });
    const { page } = phone;
    await chooseTwoAdults(page, 'ma');
    await page.getByRole('button', { name: 'Ada kod promosi?' }).click();
    const card = page.getByRole('region', { name: 'Kod promosi' });
    await card.getByRole('textbox', { name: 'Kod promosi' }).fill('salah99');
    await card.getByRole('button', { name: 'Guna' }).click();
    await expect(card.getByRole('alert').textContent()).resolves.toBe(
      'Kod ini tidak sah: semak dan cuba lagi',
    );
    await shot(page, 'promo-web-wrong');
    await expect(page.getByTestId('ticket-total').textContent()).resolves.toBe('RM 90.00');
    await page.getByRole('button', { name: 'Tempah sekarang' }).click();
    await payOnSandbox(page, '90.00');
    await phone.context.close();
  });
});
