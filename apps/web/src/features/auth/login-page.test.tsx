import type { AppIdData, LoginData, Visitor } from '@scenic/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadAccountTexts } from '#web/lib/i18n.ts';
import { api, refusal } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { visitor } from '#web/test/generators.ts';
import { dataArrived, renderPage, wentTo, whereNow } from '#web/test/page.tsx';
import { descriptionOf, screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import LoginPage from './login-page';

const user: Visitor = visitor();

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
  client = rendered.client;
  await within(rendered.view).findByRole('button', { name: 'Log in / Sign up' });
  return rendered.view;
}

/** The button beside the code field: "Send code", then the countdown to sending again. */
const sendCode = () =>
  within(screen.getByLabelText('Verification code').parentElement as HTMLElement).getByRole(
    'button',
  ) as HTMLButtonElement;

describe('login page', () => {
  it('shows the required prompts next to the fields and the privacy message as a toast', async () => {
    await open();
    await press(screen.getByRole('button', { name: 'Log in / Sign up' }));
    expect(descriptionOf(screen.getByLabelText('Phone number'))).toBe(
      'Please enter your phone number',
    );
    expect(descriptionOf(screen.getByLabelText('Verification code'))).toBe(
      'Please enter the verification code',
    );
    expect(descriptionOf(screen.getByLabelText('I have read and agree to the'))).toBe(
      'Please read and agree to the Privacy Policy',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'));
    expect(await calls('/index/login/login')).toEqual([]);

    await press(screen.getByRole('tab', { name: 'E-mail' }));
    await typeInto(screen.getByRole('textbox', { name: 'E-mail' }), 'ha@example');
    await press(screen.getByRole('button', { name: 'Log in / Sign up' }));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'E-mail' }))).toBe('Malformed email');
    expect(screen.getByRole('textbox', { name: 'E-mail' })?.getAttribute('inputmode')).toBe(
      'email',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })?.getAttribute('autocomplete')).toBe(
      'email',
    );
  });

  it('checks the consent before sending a code', async () => {
    await open();
    await typeInto(screen.getByLabelText('Phone number'), '123456789');
    await press(sendCode());
    expect(toast.showToast).toHaveBeenCalledWith('Please read and agree to the Privacy Policy');
    expect(await calls('/index/login/sendCode')).toEqual([]);
  });

  it('applies the mainland pattern once +86 is picked', async () => {
    await open();
    await press(screen.getByRole('button', { name: /^Country or region code/ }));
    await press(await screen.findByRole('button', { name: /^China \(mainland\)/ }));
    expect(screen.getByRole('button', { name: /^Country or region code/ })?.textContent).toBe(
      '+86',
    );
    await typeInto(screen.getByLabelText('Phone number'), '12345678901');
    await press(screen.getByLabelText('I have read and agree to the'));
    await press(sendCode());
    expect(descriptionOf(screen.getByLabelText('Phone number'))).toBe('Malformed phone number');
    expect(await calls('/index/login/sendCode')).toEqual([]);
  });

  it('sends a code, then counts down with the button disabled', async () => {
    await open();
    await typeInto(screen.getByLabelText('Phone number'), '123456789');
    await press(screen.getByLabelText('I have read and agree to the'));
    await press(sendCode());
    expect(await bodyOf('/index/login/sendCode')).toEqual({
      type: 'phone',
      areaCode: '+60',
      phone: '123456789',
    });
    const button = sendCode() as HTMLButtonElement;
    await waitFor(() => button.disabled);
    expect(button.textContent).toBe('Resend in 60 s');
    await press(button);
    expect(await calls('/index/login/sendCode')).toHaveLength(1);
    expect(screen.getByLabelText('Verification code')?.getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    expect(screen.getByLabelText('Verification code')?.getAttribute('maxlength')).toBe('6');
  });

  it("keeps a refused number's message under the phone field until it is changed", async () => {
    const refused =
      'We cannot send a text to this number; please check it and its country code, or sign in by e-mail';
    server.use(api.post('/index/login/sendCode', refusal(2010, refused)));
    await open();
    await typeInto(screen.getByLabelText('Phone number'), '123450000');
    await press(screen.getByLabelText('I have read and agree to the'));
    await press(sendCode());
    await vi.waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Phone number'))).toBeTruthy(),
    );
    expect(descriptionOf(screen.getByLabelText('Phone number'))).toBe(refused);
    expect((sendCode() as HTMLButtonElement).disabled).toBe(false);
    await typeInto(screen.getByLabelText('Phone number'), '123456789');
    expect(descriptionOf(screen.getByLabelText('Phone number'))).toBeUndefined();
  });

  it('stores the session and returns to the page that asked, replacing /login', async () => {
    const view = await open({ state: { from: '/order/piaoju?id=9' } });
    await typeInto(screen.getByLabelText('Phone number'), '123456789');
    await typeInto(screen.getByLabelText('Verification code'), '123456');
    await press(screen.getByLabelText('I have read and agree to the'));
    await press(screen.getByRole('button', { name: 'Log in / Sign up' }));
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
    await press(screen.getByRole('tab', { name: 'E-mail' }));
    await typeInto(screen.getByRole('textbox', { name: 'E-mail' }), 'ha@example.com');
    await typeInto(screen.getByLabelText('Verification code'), '123456');
    await press(screen.getByLabelText('I have read and agree to the'));
    await press(screen.getByRole('button', { name: 'Log in / Sign up' }));
    expect(await whereNow(view)).toBe('REPLACE /noUseList');
    expect(sessionStorage.getItem('loginRedirect')).toBeNull();

    localStorage.clear();
    view = await open();
    await typeInto(screen.getByLabelText('Phone number'), '123456789');
    await typeInto(screen.getByLabelText('Verification code'), '123456');
    await press(screen.getByLabelText('I have read and agree to the'));
    await press(screen.getByRole('button', { name: 'Log in / Sign up' }));
    expect(await whereNow(view)).toBe('REPLACE /my');
  });

  it('stays on the page and clears the code when the server rejects it', async () => {
    const view = await open();
    await typeInto(screen.getByLabelText('Phone number'), '123456789');
    await typeInto(screen.getByLabelText('Verification code'), '000000');
    await press(screen.getByLabelText('I have read and agree to the'));
    await press(screen.getByRole('button', { name: 'Log in / Sign up' }));
    await vi.waitFor(() =>
      expect(toast.showToast).toHaveBeenCalledWith('The verification code is wrong or has expired'),
    );
    expect(wentTo(view)).toBeNull();
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    expect(toast.showToast).toHaveBeenCalledWith('The verification code is wrong or has expired');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows Google and Facebook only when their app ids are configured', async () => {
    await open();
    await dataArrived(client);
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();

    server.use(
      api.on<AppIdData>('/index/login/getAppid', {
        google: 'gid.apps.googleusercontent.com',
        facebook: '',
      }),
    );
    const view = await open();
    await within(view).findByRole('button', { name: 'Continue with Google' });
    expect(within(view).queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  });
});
