import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gotoRoute, openPhone, type PhoneOptions } from './browser.ts';
import { logInByEmail } from './login.ts';

/** A calendar date at the attraction (UTC+8), `days` from today. */
export function attractionDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A visitor's phone, signed in by an e-mail code, in English. */
export async function signedInPhone(browser: Browser, email: string, options: PhoneOptions = {}) {
  const phone = await openPhone(browser, { storage: { lang: 'en' }, ...options });
  await gotoRoute(phone.page, '/login');
  await logInByEmail(phone.page, email);
  await phone.page.waitForURL(/#\/my/);
  return phone;
}

/** Places an order through the API with the page's own session, as the app would. */
export async function placeOrder(page: Page, path: string, body?: object): Promise<{ id: number }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          token: localStorage.getItem('token') ?? '',
          langue: 'en',
        },
        body: JSON.stringify(body ?? {}),
      });
      return (await response.json()).data as { id: number };
    },
    { path, body },
  );
}

/** Pays on the sandbox gateway's page, after checking the amount it asks for. */
export async function payOnSandbox(page: Page, amount: string) {
  await page.waitForURL(/\/pay\/sandbox\//);
  await expect(page.getByTestId('sandbox-amount').textContent()).resolves.toBe(`RM ${amount}`);
  await page.getByTestId('sandbox-pay').click();
}
