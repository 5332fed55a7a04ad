import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { E2E_ADMIN_PASSWORD } from './server.ts';

async function post<T>(path: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      langue: 'en',
      ...(token ? { 'x-staff-token': token } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

const logIn = (userName: string, password: string) =>
  post<{ token: string }>('/console/auth/login', { userName, password });

/**
 * A staff account with one role, made by the admin as an administrator would, whose first
 * password has already been changed (the journeys are about the screens after that).
 */
export async function makeStaff(userName: string, role: string): Promise<string> {
  const admin = await logIn('admin', E2E_ADMIN_PASSWORD);
  const first = 'marigold cobalt first 31';
  const password = 'tamarind lantern ferry 58';
  await post(
    '/console/staff/create',
    { userName, displayName: userName, roles: [role], password: first },
    admin.token,
  );
  const own = await logIn(userName, first);
  await post('/console/auth/password', { oldPassword: first, newPassword: password }, own.token);
  return password;
}

/** Calls the console's API as the admin, logged in for the call (a promotion made, say). */
export async function asAdmin<T>(path: string, body: object): Promise<T> {
  const admin = await logIn('admin', E2E_ADMIN_PASSWORD);
  return post<T>(path, body, admin.token);
}

/** Logs in on the console's login page as staff do. */
export async function logInToConsole(page: Page, userName: string, password: string) {
  await page.goto('/console/#/login');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export const ADMIN = { userName: 'admin', password: E2E_ADMIN_PASSWORD };

/**
 * Picks an antd radio button and waits until the form shows it picked. A click that lands while
 * the drawer's layout still moves (a picture finishing loading above it) is tried again rather
 * than lost.
 */
export async function pickRadio(radio: Locator, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  await radio.click();
  while (!(await radio.isChecked())) {
    if (Date.now() > until) throw new Error('the radio button stayed unpicked');
    await radio.page().waitForTimeout(200);
    await radio.click();
  }
}
