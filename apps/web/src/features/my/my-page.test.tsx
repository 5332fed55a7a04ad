import type { Visitor } from '@scenic/contracts';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadAccountTexts } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { visitor } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { sentTo, server } from '#web/test/server.ts';
import { logout } from './api/logout';
import MyPage from './my-page';

vi.mock('./components/confirm-logout', () => ({ confirmLogout: vi.fn(async () => true) }));
const { confirmLogout } = await import('./components/confirm-logout');

const stored: Visitor = visitor({ phone: '123456678' });

const calls = (path: string) => sentTo(path);

beforeAll(async () => {
  await initI18n('en');
  await loadAccountTexts();
});

beforeEach(() => {
  localStorage.setItem('lang', 'en');
  server.use(
    api.on<Visitor>('/index/user/info', { ...stored, nickname: 'Aisha R.' }),
    api.on<null>('/index/login/logout', null),
  );
});

function logIn() {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('user', JSON.stringify(stored));
  localStorage.setItem('cart', '{"state":{"canList":[1]}}');
  localStorage.setItem('shopCart', '{"state":{"shopList":[1]}}');
}

async function open() {
  const { view } = await renderPage(<MyPage />, { path: '/my' });
  await screen.findByRole('region', { name: 'Your profile' });
  return view;
}

describe('My centre', () => {
  it('invites a logged-out visitor to log in and offers only entries without login', async () => {
    const view = await open();
    expect(screen.getByRole('link', { name: 'Log in / Sign up' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    const links = [...view.querySelectorAll('a.my-entry__link')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/about', '/my/help', '/xieyi']);
    expect(await calls('/index/user/info')).toEqual([]);
  });

  it('shows the profile with a masked phone, the entries, and refreshes the stored user', async () => {
    logIn();
    const view = await open();
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(within(profile).getByText('+60 12****678')).toBeTruthy();
    const links = [...view.querySelectorAll('a.my-entry__link')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/order',
      '/noUseList',
      '/my/payRecord',
      '/my/giftCards',
      '/scene/list/collect',
      '/my/data',
      '/about',
      '/my/help',
      '/xieyi',
    ]);
    await within(profile).findByRole('heading', { name: 'Aisha R.' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').nickname).toBe('Aisha R.');
    expect((await calls('/index/user/info'))[0]?.headers.get('token')).toBe('tok-1');
  });

  it('logs out after the confirmation: the server is told, the stored values go', async () => {
    logIn();
    await open();
    await press(screen.getByRole('button', { name: 'Log out' }));
    expect(confirmLogout).toHaveBeenCalled();
    await screen.findByRole('link', { name: 'Log in / Sign up' });
    const sent = await calls('/index/login/logout');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('token')).toBe('tok-1');
    for (const key of ['token', 'user', 'cart', 'shopCart']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('lang')).toBe('en');
    expect(screen.queryByText('+60 12****678')).toBeNull();
  });

  it('keeps the session when the visitor cancels', async () => {
    logIn();
    vi.mocked(confirmLogout).mockResolvedValueOnce(false);
    await open();
    await press(screen.getByRole('button', { name: 'Log out' }));
    expect(await calls('/index/login/logout')).toEqual([]);
    expect(localStorage.getItem('token')).toBe('tok-1');
  });
});

describe('logout', () => {
  it('forgets the visitor on this phone even when the server cannot be reached', async () => {
    logIn();
    server.use(http.all('*', () => HttpResponse.error()));
    await expect(logout()).rejects.toThrow('Failed to fetch');
    for (const key of ['token', 'user', 'cart', 'shopCart']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});
