import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadAccountTexts } from '#web/lib/i18n.ts';
import { envelope, press, typeInto } from '#web/test/dom.ts';
import { fixtureFetch } from '#web/test/fixtures.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { byTestId, settle, waitFor } from '#web/test/render.tsx';
import { toast } from '#web/test/toast.ts';
import LoginPage from './login-page';

const user = {
  id: 7,
  nickname: 'Aisha',
  avatar: '',
  areaCode: '+60',
  phone: '123456789',
  email: '',
  createdAt: '2026-01-01T00:00:00Z',
};

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`/api${path}`));
const bodyOf = (path: string, index = 0) =>
  JSON.parse(String(calls(path)[index]?.[1]?.body ?? 'null')) as unknown;

beforeAll(async () => {
  await initI18n('en');
  await loadAccountTexts();
});

beforeEach(() => {
  localStorage.setItem('lang', 'en');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path.startsWith('/api/index/login/sendCode')) return envelope({ resendAfter: 60 });
    if (path.startsWith('/api/index/login/login')) {
      const body = JSON.parse(String(init?.body)) as { code: string };
      return body.code === '123456'
        ? envelope({ token: 'tok-1', user })
        : envelope(null, 2001, 'The verification code is wrong or has expired');
    }
    return fixtureFetch(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function open(options: { state?: unknown } = {}) {
  const { view } = await renderPage(<LoginPage />, { path: '/login', ...options });
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
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/login/login'))).toEqual(
      [],
    );

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
    expect(calls('/index/login/sendCode')).toEqual([]);
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
    expect(calls('/index/login/sendCode')).toEqual([]);
  });

  it('sends a code, then counts down with the button disabled', async () => {
    const view = await open();
    await typeInto(byTestId(view, 'login-phone'), '123456789');
    await press(byTestId(view, 'login-agree'));
    await press(byTestId(view, 'login-send-code'));
    expect(bodyOf('/index/login/sendCode')).toEqual({
      type: 'phone',
      areaCode: '+60',
      phone: '123456789',
    });
    const button = byTestId(view, 'login-send-code') as HTMLButtonElement;
    await waitFor(() => button.disabled);
    expect(button.textContent).toBe('Resend in 60 s');
    await press(button);
    expect(calls('/index/login/sendCode')).toHaveLength(1);
    expect(byTestId(view, 'login-code')?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(byTestId(view, 'login-code')?.getAttribute('maxlength')).toBe('6');
  });

  it("keeps a refused number's message under the phone field until it is changed", async () => {
    const refused =
      'We cannot send a text to this number; please check it and its country code, or sign in by e-mail';
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/index/login/sendCode')
        ? envelope(null, 2010, refused)
        : fixtureFetch(input, init),
    );
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
    expect(bodyOf('/index/login/login')).toEqual({
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
    await settle(20);
    expect(byTestId(view, 'where')).toBeNull();
    expect((byTestId(view, 'login-code') as HTMLInputElement).value).toBe('');
    expect(toast.showToast).toHaveBeenCalledWith('The verification code is wrong or has expired');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows Google and Facebook only when their app ids are configured', async () => {
    let view = await open();
    await settle(20);
    expect(byTestId(view, 'login-google')).toBeNull();
    expect(byTestId(view, 'login-facebook')).toBeNull();

    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('getAppid')
        ? envelope({ google: 'gid.apps.googleusercontent.com', facebook: '' })
        : fixtureFetch(input, init),
    );
    view = await open();
    await waitFor(() => byTestId(view, 'login-google'));
    expect(byTestId(view, 'login-facebook')).toBeNull();
  });
});
