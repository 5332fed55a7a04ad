import type { AppIdData, LoginData, Visitor } from '@scenic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadAccountTexts } from '#web/lib/i18n.ts';
import { api, refusal } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { dataArrived, renderPage, whereNow } from '#web/test/page.tsx';
import { byTestId, waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import LoginPage from './login-page';

const user: Visitor = {
  id: 7,
  nickname: 'Aisha',
  avatar: '',
  areaCode: '+60',
  phone: '123456789',
  email: '',
  createdAt: '2026-01-01T00:00:00Z',
};

const calls = (path: string) => sentTo(path);
const bodyOf = async (path: string, index = 0) => (await calls(path))[index]?.body ?? null;

beforeAll(async () => {
  await initI18n('en');
  await loadAccountTexts();
});

beforeEach(() => {
  localStorage.setItem('lang', 'en');
  server.use(
    api.post<{ resendAfter: number }>('/index/login/sendCode', { resendAfter: 60 }),
    api.post<LoginData>('/index/login/login', ({ body }) =>
      (body as { code: string }).code === '123456'
        ? { token: 'tok-1', user }
        : refusal(2001, 'The verification code is wrong or has expired'),
    ),
  );
});

let client: QueryClient;

async function open(options: { state?: unknown } = {}) {
  const rendered = await renderPage(<LoginPage />, { path: '/login', ...options });
  const { view } = rendered;
  client = rendered.client;
  await waitFor(() => byTestId(view, 'login-submit'));
  return view;
}

const error = (view: HTMLElement, testId: string) => {
  const described = byTestId(view, testId)?.getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
};

describe('login page', () => {
  it('shows the required prompts next to the fields and the privacy message as a toast', async () => {
    const view = await open();
    await press(byTestId(view, 'login-submit'));
    expect(error(view, 'login-phone')).toBe('Please enter your phone number');
    expect(error(view, 'login-code')).toBe('Please enter the verification code');
    expect(error(view, 'login-agree')).toBe('Please read and agree to the Privacy Policy');
    expect(document.activeElement).toBe(byTestId(view, 'login-phone'));
    expect(await calls('/index/login/login')).toEqual([]);

    await press(byTestId(view, 'login-tab-email'));
    await typeInto(byTestId(view, 'login-email'), 'ha@example');
    await press(byTestId(view, 'login-submit'));
    expect(error(view, 'login-email')).toBe('Malformed email');
    expect(byTestId(view, 'login-email')?.getAttribute('inputmode')).toBe('email');
    expect(byTestId(view, 'login-email')?.getAttribute('autocomplete')).toBe('email');
  });

  it('checks the consent before sending a code', async () => {
    const view = await open();
    await typeInto(byTestId(view, 'login-phone'), '123456789');
    await press(byTestId(view, 'login-send-code'));
    expect(toast.showToast).toHaveBeenCalledWith('Please read and agree to the Privacy Policy');
    expect(await calls('/index/login/sendCode')).toEqual([]);
  });

  it('applies the mainland pattern once +86 is picked', async () => {
    const view = await open();
    await press(byTestId(view, 'login-area-code'));
    await press(await waitFor(() => document.querySelector('[data-testid="area-code-86"]')));
    expect(byTestId(view, 'login-area-code')?.textContent).toBe('+86');
    await typeInto(byTestId(view, 'login-phone'), '12345678901');
    await press(byTestId(view, 'login-agree'));
    await press(byTestId(view, 'login-send-code'));
    expect(error(view, 'login-phone')).toBe('Malformed phone number');
    expect(await calls('/index/login/sendCode')).toEqual([]);
  });

  it('sends a code, then counts down with the button disabled', async () => {
    const view = await open();
    await typeInto(byTestId(view, 'login-phone'), '123456789');
    await press(byTestId(view, 'login-agree'));
    await press(byTestId(view, 'login-send-code'));
    expect(await bodyOf('/index/login/sendCode')).toEqual({
      type: 'phone',
      areaCode: '+60',
      phone: '123456789',
    });
    const button = byTestId(view, 'login-send-code') as HTMLButtonElement;
    await waitFor(() => button.disabled);
    expect(button.textContent).toBe('Resend in 60 s');
    await press(button);
    expect(await calls('/index/login/sendCode')).toHaveLength(1);
    expect(byTestId(view, 'login-code')?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(byTestId(view, 'login-code')?.getAttribute('maxlength')).toBe('6');
  });

  it("keeps a refused number's message under the phone field until it is changed", async () => {
    const refused =
      'We cannot send a text to this number; please check it and its country code, or sign in by e-mail';
    server.use(api.post('/index/login/sendCode', refusal(2010, refused)));
    const view = await open();
    await typeInto(byTestId(view, 'login-phone'), '123450000');
    await press(byTestId(view, 'login-agree'));
    await press(byTestId(view, 'login-send-code'));
    await waitFor(() => error(view, 'login-phone'));
    expect(error(view, 'login-phone')).toBe(refused);
    expect((byTestId(view, 'login-send-code') as HTMLButtonElement).disabled).toBe(false);
    await typeInto(byTestId(view, 'login-phone'), '123456789');
    expect(error(view, 'login-phone')).toBeUndefined();
  });

  it('stores the session and returns to the page that asked, replacing /login', async () => {
    const view = await open({ state: { from: '/order/piaoju?id=9' } });
    await typeInto(byTestId(view, 'login-phone'), '123456789');
    await typeInto(byTestId(view, 'login-code'), '123456');
    await press(byTestId(view, 'login-agree'));
    await press(byTestId(view, 'login-submit'));
    expect(await whereNow(view)).toBe('REPLACE /order/piaoju?id=9');
    expect(await bodyOf('/index/login/login')).toEqual({
      type: 'phone',
      areaCode: '+60',
      phone: '123456789',
      code: '123456',
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(user);
  });

  it('returns to the address the guard saved, else to My centre', async () => {
    sessionStorage.setItem('loginRedirect', '/noUseList');
    let view = await open();
    await press(byTestId(view, 'login-tab-email'));
    await typeInto(byTestId(view, 'login-email'), 'ha@example.com');
    await typeInto(byTestId(view, 'login-code'), '123456');
    await press(byTestId(view, 'login-agree'));
    await press(byTestId(view, 'login-submit'));
    expect(await whereNow(view)).toBe('REPLACE /noUseList');
    expect(sessionStorage.getItem('loginRedirect')).toBeNull();

    localStorage.clear();
    view = await open();
    await typeInto(byTestId(view, 'login-phone'), '123456789');
    await typeInto(byTestId(view, 'login-code'), '123456');
    await press(byTestId(view, 'login-agree'));
    await press(byTestId(view, 'login-submit'));
    expect(await whereNow(view)).toBe('REPLACE /my');
  });

  it('stays on the page and clears the code when the server rejects it', async () => {
    const view = await open();
    await typeInto(byTestId(view, 'login-phone'), '123456789');
    await typeInto(byTestId(view, 'login-code'), '000000');
    await press(byTestId(view, 'login-agree'));
    await press(byTestId(view, 'login-submit'));
    await vi.waitFor(() =>
      expect(toast.showToast).toHaveBeenCalledWith('The verification code is wrong or has expired'),
    );
    expect(byTestId(view, 'where')).toBeNull();
    expect((byTestId(view, 'login-code') as HTMLInputElement).value).toBe('');
    expect(toast.showToast).toHaveBeenCalledWith('The verification code is wrong or has expired');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows Google and Facebook only when their app ids are configured', async () => {
    let view = await open();
    await dataArrived(client);
    expect(byTestId(view, 'login-google')).toBeNull();
    expect(byTestId(view, 'login-facebook')).toBeNull();

    server.use(
      api.on<AppIdData>('/index/login/getAppid', {
        google: 'gid.apps.googleusercontent.com',
        facebook: '',
      }),
    );
    view = await open();
    await waitFor(() => byTestId(view, 'login-google'));
    expect(byTestId(view, 'login-facebook')).toBeNull();
  });
});
