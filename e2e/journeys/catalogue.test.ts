import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openConsole, openPhone } from '#e2e/browser.ts';
import { logInToConsole, makeStaff } from '#e2e/console.ts';
import { attractionDate } from '#e2e/visitor.ts';

/** The first Saturday after today on the park's calendar. */
function nextSaturday(): string {
  for (let ahead = 1; ; ahead++) {
    const date = attractionDate(ahead);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6) return date;
  }
}

describe('content staff keep the ticket catalogue', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('closes next Saturday in the calendar, and the visitor’s ticket calendar shows it closed', async () => {
    const saturday = nextSaturday();
    const password = await makeStaff('calendar-cora', 'content');
    const desk = await openConsole(browser);
    await logInToConsole(desk.page, 'calendar-cora', password);
    await desk.page.waitForURL(/#\/content\/banners/);
    await desk.page.getByRole('menuitem', { name: 'Ticket calendar' }).click();
    await desk.page.waitForURL(/#\/catalogue\/calendar/);
    // The first ticket is chosen once the list has loaded.
    await desk.page
      .locator('.ant-card .ant-select-selection-item', { hasText: 'Rainforest Day Pass' })
      .waitFor();

    // Tap the date in the month (antd names each cell by its date), choose Close, apply, confirm.
    await desk.page.locator(`td[title="${saturday}"]`).click();
    await desk.page.getByTestId(`calendar-day-${saturday}`).waitFor();
    const form = desk.page.locator('.ant-card', { hasText: 'Change dates' });
    await form.getByRole('radio', { name: 'Close' }).check();
    await form.getByRole('button', { name: 'Apply' }).click();
    const confirm = desk.page.getByRole('dialog');
    await expect(confirm.textContent()).resolves.toContain(
      `Change 1 date (${saturday} – ${saturday})?`,
    );
    await confirm.getByRole('button', { name: 'Apply' }).click();
    await desk.page.getByText('1 date changed; visitors see it now').waitFor();
    await desk.page
      .getByTestId(`calendar-day-${saturday}`)
      .getByText('Closed', { exact: true })
      .waitFor();

    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/ticket/detail?id=1');
    const chip = page.getByTestId(`ticket-date-${saturday}`);
    await chip.waitFor();
    await expect(chip.isDisabled()).resolves.toBe(true);
    await page.getByTestId('ticket-calendar-open').click();
    const day = page.getByTestId('calendar-sheet').locator(`[data-date="${saturday}"]`);
    await day.waitFor();
    await expect(day.isDisabled()).resolves.toBe(true);
    await expect(day.getAttribute('aria-label')).resolves.toContain('Closed');
    await context.close();
    await desk.context.close();
  });
});
