import type { Page } from 'playwright-core';
import { codeSentTo } from './outbox.ts';

/** Logs in on the open /login page by an e-mail code read from the outbox, as a visitor would. */
export async function logInByEmail(page: Page, email: string): Promise<void> {
  await page.getByTestId('login-tab-email').click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-send-code').click();
  const code = await codeSentTo(email);
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-submit').click();
}
