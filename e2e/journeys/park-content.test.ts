import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoRoute, launchBrowser, openConsole, openPhone } from '#e2e/browser.ts';
import { logInToConsole, makeStaff } from '#e2e/console.ts';

describe('content staff run the weather guarantee and the live cameras', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('marks today a heavy-rain day after a confirmation; a visitor’s weather page lists it, then not once taken back', async () => {
    const password = await makeStaff('weather-wan', 'content');
    const desk = await openConsole(browser);
    await logInToConsole(desk.page, 'weather-wan', password);
    await desk.page.waitForURL(/#\/content\/banners/);
    await desk.page.getByRole('menuitem', { name: 'Weather guarantee' }).click();
    const rainDays = desk.page.getByTestId('rain-days');
    await rainDays.waitFor();

    // Today, on the park's clock, is the day the calendar rings; picking it fills the form. The
    // journey waits for each step to show before the next, so a failure names the step that did
    // not happen rather than a row that never came.
    await rainDays.locator('.rain-calendar__day--today').click();
    const day = rainDays.getByLabel('Day');
    await expect.poll(() => day.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const today = await day.inputValue();
    await rainDays.getByLabel('Note').fill('Thunderstorm all afternoon');
    await rainDays.getByRole('button', { name: 'Mark as heavy-rain day' }).click();
    const confirm = desk.page.getByRole('dialog');
    await confirm
      .locator('.ant-modal-confirm-title', { hasText: `Mark ${today} as a heavy-rain day?` })
      .waitFor();
    await confirm.getByRole('button', { name: 'Mark as heavy-rain day' }).click();
    await desk.page.getByText(`${today} is a heavy-rain day`).waitFor();
    await confirm.waitFor({ state: 'detached' });
    const row = rainDays.getByRole('row', { name: /Thunderstorm all afternoon/ });
    await row.waitFor();

    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/index/weather');
    await expect.poll(() => page.getByTestId('rainy-dates').locator('li').count()).toBe(1);

    await row.getByRole('button', { name: 'Take back' }).click();
    await desk.page.getByRole('dialog').getByRole('button', { name: 'Take back' }).click();
    await desk.page.getByText(`${today} is no longer a heavy-rain day`).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('No heavy-rain days have been announced.').waitFor();
    await context.close();
    await desk.context.close();
  });

  it('refuses a javascript: stream in the camera drawer, and a renamed camera shows on the live page', async () => {
    const password = await makeStaff('camera-cai', 'content');
    const desk = await openConsole(browser);
    await logInToConsole(desk.page, 'camera-cai', password);
    await desk.page.waitForURL(/#\/content\/banners/);
    await desk.page.getByRole('menuitem', { name: 'Cameras' }).click();
    await desk.page
      .getByRole('row', { name: /River bend jetty/ })
      .getByRole('button', { name: 'Change' })
      .click();
    const drawer = desk.page.locator('.ant-drawer-content');
    await drawer.getByTestId('stream-preview').locator('video').waitFor();

    const stream = drawer.getByLabel('Stream address');
    const address = await stream.inputValue();
    await stream.fill('javascript:alert(1)');
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await drawer
      .getByText('An address starting with https:// or http://', { exact: false })
      .waitFor();
    await stream.fill(address);
    await drawer.getByLabel('Name (English)').fill('Jetty at sunrise');
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await desk.page.getByRole('row', { name: /Jetty at sunrise/ }).waitFor();

    const { page, context } = await openPhone(browser, { storage: { lang: 'en' } });
    await gotoRoute(page, '/online/videoLive');
    await page.getByText('Jetty at sunrise').first().waitFor();
    await context.close();
    await desk.context.close();
  });
});
