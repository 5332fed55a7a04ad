import type { GetBannerData } from '@scenic/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { api, httpFailure, refusal } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { banners } from '#web/test/fixtures.ts';
import { byTestId, render, unmountAll, waitFor } from '#web/test/render.tsx';
import { server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import { ROUTES } from './route-table';
import { PAGES } from './routes/pages';
import { Shell } from './shell';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

let client: QueryClient;

async function renderAt(path: string, ready?: (view: HTMLElement) => unknown) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Shell />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Lazy pages, then their data.
  await waitFor(
    () =>
      ready?.(view) ??
      byTestId(view, 'not-found') ??
      byTestId(view, 'home-tickets') ??
      byTestId(view, 'login-submit') ??
      view.querySelector('.orders-page'),
  );
  return view;
}

const where = (view: HTMLElement) => byTestId(view, 'where')?.textContent;

const click = press;

beforeAll(async () => {
  await initI18n('en');
});

// The lists of the pages these tests pass through are not what they look at: none is found.
const NOT_LOOKED_AT = [
  '/index/order/orderList',
  '/index/index/getGoodsTypeList',
  '/index/index/goodList',
] as const;
beforeEach(() => {
  server.use(...NOT_LOOKED_AT.map((path) => api.on(path, httpFailure(404, 'not found'))));
});

describe('home page', () => {
  it('shows the sections of SPEC §1 in order, with the five-tab bar and no back button', async () => {
    const view = await renderAt('/');
    const order = [
      'home-banner',
      'home-countdown',
      'home-notice',
      'home-map',
      'home-video',
      'home-attractions',
      'home-book-now',
      'home-experience',
      'home-goods',
      'home-tickets',
      'home-shop',
      'home-rental',
      'home-scenery',
      'home-weather-guarantee',
    ];
    const found = [...view.querySelectorAll('[data-testid^="home-"]')]
      .map((node) => node.getAttribute('data-testid'))
      .filter((id) => order.includes(id ?? ''));
    expect(found).toEqual(order);
    expect(byTestId(view, 'header-back')).toBeNull();
    expect(byTestId(view, 'tabbar')?.getAttribute('data-variant')).toBe('five');
    expect(byTestId(view, 'tabbar')?.textContent).toBe('HomepageBuy ticketsStoreOrderMy Account');
    expect(byTestId(view, 'home-book-now')?.textContent).toContain('Book Now');
    expect(byTestId(view, 'home-weather-guarantee')?.textContent).toContain(
      'If it rains heavily on your visit day, you can reschedule your visit date',
    );
  });

  it('shows the mid-page banners between the promos and the lists once published, and nothing before', async () => {
    expect(byTestId(await renderAt('/'), 'home-center-banner')).toBeNull();
    server.use(
      api.on<GetBannerData>('/index/index/getBanner', {
        ...banners,
        homeCenter: [
          {
            id: 9,
            type: 3,
            content: 'food',
            cover: '/uploads/demo/b9.webp',
            title: 'Lunch by the river',
          },
        ],
      }),
    );
    const view = await renderAt('/');
    const center = await waitFor(() => byTestId(view, 'home-center-banner'));
    expect(center.querySelector('img')?.getAttribute('alt')).toBe('Lunch by the river');
    const ids = [...view.querySelectorAll('[data-testid^="home-"]')].map((node) =>
      node.getAttribute('data-testid'),
    );
    expect(ids.indexOf('home-center-banner')).toBeGreaterThan(ids.indexOf('home-goods'));
    expect(ids.indexOf('home-center-banner')).toBeLessThan(ids.indexOf('home-tickets'));
  });

  it('shows prices as FROM RM in English and links list items with from=index', async () => {
    const view = await renderAt('/');
    const ticket = byTestId(view, 'home-tickets')?.querySelector('a.ticket-row');
    expect(ticket?.textContent).toContain('FROM RM 45.00');
    expect(ticket?.getAttribute('href')).toBe('/ticket/detail?id=1&from=index');
    const rental = byTestId(view, 'home-rental');
    expect(rental?.querySelector('a.goods-card')?.getAttribute('href')).toBe(
      '/zulin/detail?id=21&from=index',
    );
    expect(rental?.querySelector('.home-section__more')?.getAttribute('href')).toBe('/zulin/index');
    // A rental's price says what it is for; goods that are sold have no unit.
    expect(rental?.querySelector('.price')?.textContent).toBe('FROM RM 35.00 / hour');
    expect(byTestId(view, 'home-shop')?.querySelector('.price')?.textContent).toBe('FROM RM 19.90');
    expect(
      byTestId(view, 'home-shop')?.querySelector('.home-section__more')?.getAttribute('href'),
    ).toBe('/shop');
  });

  it('shows the weather, which opens the live video, and the customer-service chat in a new tab', async () => {
    const view = await renderAt('/');
    const weather = byTestId(view, 'weather');
    // Icon, temperature and a word that fits; the full text is for screen readers.
    expect(weather?.textContent).toBe('28°Rain');
    expect(weather?.getAttribute('aria-label')).toBe('28° Light rain, open the live video');
    expect(weather?.getAttribute('href')).toBe('/online/videoLive');
    const chat = byTestId(view, 'customer-service');
    expect(chat?.getAttribute('href')).toBe('https://wa.me/60123456789');
    expect(chat?.getAttribute('target')).toBe('_blank');
  });

  it('leaves the weather’s spot empty, without a toast, when there is no weather to show', async () => {
    server.use(api.on('/index/common/getWeather', refusal(1040, 'The weather is not available')));
    const view = await renderAt('/');
    // The refusal has arrived once the weather's query has failed.
    await waitFor(() =>
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error'),
    );
    expect(byTestId(view, 'weather')).toBeNull();
    expect(view.querySelector('.weather-badge--empty')).not.toBeNull();
    expect(toast.showToast).not.toHaveBeenCalledWith('The weather is not available');
  });

  it('follows a type-3 banner to its section (hire → /zunlin/index → /zulin/index)', async () => {
    const view = await renderAt('/');
    await click(byTestId(view, 'home-banner')?.querySelector('button.banner__tap'));
    await vi.waitFor(() => expect(where(view)).toBe('/zulin/index'));
    await vi.waitFor(() => expect(view.querySelector('h1')?.textContent).toBe('Rental'));
  });

  it('stays mounted when left, and is the same page on return (keep)', async () => {
    const view = await renderAt('/');
    const banner = byTestId(view, 'home-banner');
    await click(byTestId(view, 'tabbar')?.querySelector('a[href="/shop"]'));
    await vi.waitFor(() => expect(where(view)).toBe('/shop'));
    expect(view.contains(banner)).toBe(true);
    await click(byTestId(view, 'tabbar')?.querySelector('a[href="/"]'));
    expect(byTestId(view, 'home-banner')).toBe(banner);
  });
});

describe('other pages', () => {
  it('show the page title, a back button and the four-tab bar on tab pages', async () => {
    const view = await renderAt('/shop', (page) => byTestId(page, 'tabbar'));
    expect(view.querySelector('h1')?.textContent).toBe('Store');
    expect(byTestId(view, 'header-back')).not.toBeNull();
    expect(byTestId(view, 'tabbar')?.textContent).toBe('HomeBuy ticketShopMy');
    expect(byTestId(view, 'tabbar')?.querySelector('[aria-current="page"]')?.textContent).toBe(
      'Shop',
    );
  });

  it('send a visitor without a token to /login and remember where they wanted to go', async () => {
    const view = await render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/order/piaoju?id=9']}>
          <Shell />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => where(view) === '/login');
    expect(where(view)).toBe('/login');
    expect(sessionStorage.getItem('loginRedirect')).toBe('/order/piaoju?id=9');
  });

  it('show an unknown address as a not-found page with the way home, and nothing else', async () => {
    for (const path of ['/nowhere', '/ticket/nowhere', '/order/unknownPay']) {
      localStorage.setItem('token', 't');
      const view = await renderAt(path, (page) => byTestId(page, 'not-found'));
      expect(view.querySelector('h1')?.textContent).toBe('Page not found');
      expect(byTestId(view, 'not-found')?.textContent).toContain('We can’t find this page');
      expect(view.textContent).not.toContain('Coming soon');
      await click(byTestId(view, 'not-found-home'));
      await vi.waitFor(() => expect(where(view)).toBe('/'));
      await unmountAll();
    }
  });

  it('give every route of the table its own page, none a stand-in', () => {
    expect(ROUTES.filter((route) => !PAGES[route.path]).map((route) => route.path)).toEqual([]);
  });

  it('let a visitor with a token through', async () => {
    localStorage.setItem('token', 't');
    const view = await renderAt('/order');
    expect(where(view)).toBe('/order');
    expect(view.querySelector('h1')?.textContent).toBe('My orders');
  });

  it('send a visitor leaving /login for a login route without a token home', async () => {
    const view = await renderAt('/login');
    // From /login, the side menu's first entry, "My orders", leads to a login route.
    await click(byTestId(view, 'menu-button'));
    await click(
      await waitFor(() => document.querySelector('[data-testid="side-menu"] a[href="/order"]')),
    );
    await waitFor(() => where(view) === '/');
    expect(where(view)).toBe('/');
  });
});
