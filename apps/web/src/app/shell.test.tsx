import type { GetBannerData } from '@scenic/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/lib/i18n.ts';
import { api, httpFailure, refusal } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { banners } from '#web/test/fixtures.ts';
import { screen, wholeText, within } from '#web/test/queries.ts';
import { byTestId, render, unmountAll, waitFor } from '#web/test/render.tsx';
import { server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import { ROUTES } from './route-table';
import { PAGES } from './routes/pages';
import { Shell } from './shell';

/** Where the router is: the test's own probe, not part of the app, so found by its test id. */
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
      within(view).queryByRole('region', { name: NOT_FOUND }) ??
      within(view).queryByRole('region', { name: 'Popular tickets' }) ??
      within(view).queryByRole('button', { name: 'Log in / Sign up' }) ??
      view.querySelector('.orders-page'),
  );
  return view;
}

const where = (view: HTMLElement) => byTestId(view, 'where')?.textContent;

const click = press;

const NOT_FOUND = 'We can’t find this page';
/** The bar of tabs at the bottom of the page. */
const tabBar = () => screen.getByRole('navigation', { name: 'Main sections' });
/** Whether `first` comes before `second` on the page. */
const before = (first: Node, second: Node) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

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
    await renderAt('/');
    await screen.findByRole('region', { name: 'Highlights' });
    // The sections as a screen reader lists them, by their names (the operator's own titles).
    const order = [
      'Highlights',
      'Opening countdown',
      'Notices',
      'Park map',
      'Park video',
      'Top attractions',
      'Book your tickets',
      'Your visit in three steps',
      'Souvenirs',
      'Popular tickets',
      'Shop',
      'Rental',
      'Online scenery',
      'Weather guarantee',
    ].map((name) => screen.getByRole('region', { name }));
    const found = screen.getAllByRole('region').filter((region) => order.includes(region));
    expect(found).toEqual(order);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(tabBar().getAttribute('data-variant')).toBe('five');
    expect(within(tabBar()).getAllByRole('link')).toHaveLength(5);
    expect(tabBar().textContent).toBe('HomepageBuy ticketsStoreOrderMy Account');
    expect(screen.getByRole('region', { name: 'Book your tickets' }).textContent).toContain(
      'Book Now',
    );
    expect(screen.getByRole('region', { name: 'Weather guarantee' }).textContent).toContain(
      'If it rains heavily on your visit day, you can reschedule your visit date',
    );
  });

  it('shows the mid-page banners between the promos and the lists once published, and nothing before', async () => {
    const first = await renderAt('/');
    await within(first).findByRole('region', { name: 'Highlights' });
    expect(within(first).queryByRole('region', { name: 'More to discover' })).toBeNull();
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
    const page = within(await renderAt('/'));
    const center = await page.findByRole('region', { name: 'More to discover' });
    expect(within(center).getAllByRole('img')[0]?.getAttribute('alt')).toBe('Lunch by the river');
    expect(before(page.getByRole('region', { name: 'Souvenirs' }), center)).toBe(true);
    expect(before(center, page.getByRole('region', { name: 'Popular tickets' }))).toBe(true);
  });

  it('shows prices as FROM RM in English and links list items with from=index', async () => {
    await renderAt('/');
    const tickets = screen.getByRole('region', { name: 'Popular tickets' });
    const ticket = within(tickets).getByRole('link', { name: /^Rainforest Day Pass/ });
    expect(ticket.textContent).toContain('FROM RM 45.00');
    expect(ticket.getAttribute('href')).toBe('/ticket/detail?id=1&from=index');
    const rental = within(await screen.findByRole('region', { name: 'Rental' }));
    expect(rental.getByRole('link', { name: /^Kayak/ }).getAttribute('href')).toBe(
      '/zulin/detail?id=21&from=index',
    );
    expect(rental.getByRole('link', { name: 'View more: Rental' }).getAttribute('href')).toBe(
      '/zulin/index',
    );
    // A rental's price says what it is for; goods that are sold have no unit.
    expect(rental.getByText(wholeText(/^FROM RM/)).textContent).toBe('FROM RM 35.00 / hour');
    const shop = within(screen.getByRole('region', { name: 'Shop' }));
    expect(shop.getAllByText(wholeText(/^FROM RM/))[0]?.textContent).toBe('FROM RM 19.90');
    expect(shop.getByRole('link', { name: 'View more: Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('shows the weather, which opens the live video, and the customer-service chat in a new tab', async () => {
    await renderAt('/');
    const weather = await screen.findByRole('link', { name: /open the live video$/ });
    // Icon, temperature and a word that fits; the full text is for screen readers.
    expect(weather.textContent).toBe('28°Rain');
    expect(weather.getAttribute('aria-label')).toBe('28° Light rain, open the live video');
    expect(weather.getAttribute('href')).toBe('/online/videoLive');
    const chat = screen.getByRole('link', { name: 'Chat with customer service' });
    expect(chat.getAttribute('href')).toBe('https://wa.me/60123456789');
    expect(chat.getAttribute('target')).toBe('_blank');
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
    expect(screen.queryByRole('link', { name: /open the live video$/ })).toBeNull();
    expect(view.querySelector('.weather-badge--empty')).not.toBeNull();
    expect(toast.showToast).not.toHaveBeenCalledWith('The weather is not available');
  });

  it('follows a type-3 banner to its section (hire → /zunlin/index → /zulin/index)', async () => {
    const view = await renderAt('/');
    const banner = await screen.findByRole('region', { name: 'Highlights' });
    await click(within(banner).getAllByRole('button', { name: 'Rent a kayak' })[0]);
    await vi.waitFor(() => expect(where(view)).toBe('/zulin/index'));
    await vi.waitFor(() => expect(view.querySelector('h1')?.textContent).toBe('Rental'));
  });

  it('stays mounted when left, and is the same page on return (keep)', async () => {
    const view = await renderAt('/');
    const banner = await screen.findByRole('region', { name: 'Highlights' });
    await click(within(tabBar()).getByRole('link', { name: 'Store' }));
    await vi.waitFor(() => expect(where(view)).toBe('/shop'));
    expect(view.contains(banner)).toBe(true);
    await click(within(tabBar()).getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('region', { name: 'Highlights' })).toBe(banner);
  });
});

describe('other pages', () => {
  it('show the page title, a back button and the four-tab bar on tab pages', async () => {
    const view = await renderAt('/shop', () =>
      screen.queryByRole('navigation', { name: 'Main sections' }),
    );
    expect(view.querySelector('h1')?.textContent).toBe('Store');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeNull();
    expect(tabBar().textContent).toBe('HomeBuy ticketShopMy');
    expect(within(tabBar()).getByRole('link', { current: 'page' }).textContent).toBe('Shop');
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
      const view = await renderAt(path, () => screen.queryByRole('region', { name: NOT_FOUND }));
      expect(view.querySelector('h1')?.textContent).toBe('Page not found');
      expect(screen.getByRole('region', { name: NOT_FOUND }).textContent).toContain(NOT_FOUND);
      expect(view.textContent).not.toContain('Coming soon');
      await click(screen.getByRole('link', { name: 'Back to home' }));
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
    await click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await click(within(menu).getByRole('link', { name: 'My orders' }));
    await waitFor(() => where(view) === '/');
    expect(where(view)).toBe('/');
  });
});
