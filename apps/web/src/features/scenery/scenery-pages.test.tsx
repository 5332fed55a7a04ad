import type {
  DownloadLink,
  PaymentStart,
  SceneryDetail,
  SceneryItem,
  SceneryList,
} from '@scenic/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadSceneryTexts } from '#web/lib/i18n.ts';
import { api, refusal } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { asked, sentTo, server } from '#web/test/server.ts';
import type { CollectResult } from './api/collect-scenery';
import SceneryDetailPage from './scenery-detail-page';
import SceneryListPage from './scenery-list-page';

vi.mock('#web/lib/payment.ts', () => ({ openPayment: vi.fn() }));
vi.mock('#web/components/image-viewer.ts', () => ({ openImageViewer: vi.fn() }));
const { openPayment } = await import('#web/lib/payment.ts');
const { openImageViewer } = await import('#web/components/image-viewer.ts');

const item = (id: number, collected = false): SceneryItem => ({
  id,
  title: `Sunrise ${id}`,
  thumb: `/uploads/scenery/${id}-thumb.webp`,
  preview: `/uploads/scenery/${id}-preview.webp`,
  price: '9.90',
  width: 4000,
  height: 3000,
  collected,
});

const detail = (order: SceneryDetail['order'], collected = false): SceneryDetail => ({
  ...item(7, collected),
  bytes: 2_411_725,
  order,
});

/** The addresses asked for on `path`, oldest first. */
const calls = (path: string) =>
  asked()
    .map((address) => ({ url: new URL(address, 'http://x') }))
    .filter(({ url }) => url.pathname === `/api${path}`);

beforeAll(async () => {
  await initI18n('en');
  await loadSceneryTexts();
});

beforeEach(() => {
  vi.mocked(openPayment).mockReset();
  vi.mocked(openImageViewer).mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Rendered as the app shell does: under no route of its own, so no route params to lean on. */
const listPage = (at: string) => renderPage(<SceneryListPage />, { path: '/scene/list/*', at });
/** The photographs of the grid, each a link named by its title and price. */
const tiles = () => screen.queryAllByRole('link', { name: /Sunrise \d+/ });
const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Which photos' })).getByRole('link', { name });

describe('scenery list', () => {
  it('shows every photograph as a lazy tile with its price and heart, not only favourites', async () => {
    server.use(
      api.get<SceneryList>('/index/index/sceneryList', {
        list: [item(1, true), item(2)],
        total: 2,
        page: 1,
        limit: 12,
      }),
    );
    await listPage('/scene/list');
    await waitFor(() => tiles().length === 2);

    const query = calls('/index/index/sceneryList')[0]?.url.searchParams;
    expect(query?.get('page')).toBe('1');
    expect(query?.get('limit')).toBe('12');
    expect(query?.has('collect')).toBe(false);

    const [first, second] = tiles() as [HTMLElement, HTMLElement];
    expect(first.getAttribute('href')).toBe('/scene/detail?id=1');
    expect(first.textContent).toContain('Sunrise 1');
    expect(first.textContent).toContain('RM 9.90');
    // A decorative thumbnail (the link's name says what it is), fetched only when near.
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(within(first).queryByText('In your favourites')).not.toBeNull();
    expect(within(second).queryByText('In your favourites')).toBeNull();
    expect(tab('All photos').getAttribute('aria-current')).toBe('page');
  });

  it('loads the next page of photographs until all are shown', async () => {
    server.use(
      api.get<SceneryList>('/index/index/sceneryList', ({ params }) => {
        const page = Number(params.get('page'));
        const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [13, 14];
        return { list: ids.map((id) => item(id)), total: 14, page, limit: 12 };
      }),
    );
    // jsdom lays nothing out; the infinite scroll only looks for an element that is displayed.
    const offsetParent = vi
      .spyOn(HTMLElement.prototype, 'offsetParent', 'get')
      .mockImplementation(() => document.body);
    const { view } = await listPage('/scene/list');
    await waitFor(() => tiles().length === 14);
    offsetParent.mockRestore();
    expect(
      calls('/index/index/sceneryList').map(({ url }) => url.searchParams.get('page')),
    ).toEqual(['1', '2']);
    expect(view.textContent).toContain('You have seen every photograph');
  });

  it('asks for favourites only under /scene/list/collect, and explains how to favourite', async () => {
    server.use(
      api.get<SceneryList>('/index/index/sceneryList', { list: [], total: 0, page: 1, limit: 12 }),
    );
    const { view } = await listPage('/scene/list/collect');
    const empty = await screen.findByText(/^No favourites yet\./);

    expect(calls('/index/index/sceneryList')[0]?.url.searchParams.get('collect')).toBe('1');
    expect(view.querySelector('h1')?.textContent).toBe('Your favourite photos');
    expect(empty.textContent).toContain('tap the heart');
    expect(tab('Favourites').getAttribute('aria-current')).toBe('page');

    await press(tab('All photos'));
    await waitFor(() => calls('/index/index/sceneryList').length === 2);
    expect(calls('/index/index/sceneryList')[1]?.url.searchParams.has('collect')).toBe(false);
  });
});

describe('scenery detail', () => {
  const button = (name: string) => screen.queryByRole('button', { name });
  const detailPage = () =>
    renderPage(<SceneryDetailPage />, { path: '/scene/detail', at: '/scene/detail?id=7' });

  it('shows the preview, the original size, and opens the viewer on tap', async () => {
    server.use(api.get<SceneryDetail>('/index/index/sceneryDetail', detail(null)));
    await detailPage();
    const preview = await screen.findByRole('img', { name: 'Sunrise 7' });
    expect(preview.getAttribute('src')).toBe('/uploads/scenery/7-preview.webp');
    // The original's size, listed under "Original".
    expect(screen.getByRole('term').textContent).toBe('Original');
    expect(screen.getByRole('definition').textContent).toBe('4000 × 3000 px · 2.3 MB');
    await press(preview);
    expect(openImageViewer).toHaveBeenCalledWith(
      ['/uploads/scenery/7-preview.webp'],
      0,
      'Sunrise 7',
      expect.any(Function),
    );
  });

  it('says a removed photograph is gone and leads back to the gallery', async () => {
    server.use(api.get('/index/index/sceneryDetail', refusal(1003, 'Not found')));
    await detailPage();
    await screen.findByText('This photograph is not available.');
    expect(screen.getByRole('link', { name: 'See all photos' }).getAttribute('href')).toBe(
      '/scene/list',
    );
    expect(button('Buy')).toBeNull();
  });

  it('favourites and unfavourites with the heart, showing the new state', async () => {
    localStorage.setItem('token', 'tok');
    let collected = false;
    server.use(
      api.post<CollectResult>('/index/index/collectScenery', ({ body }) => {
        collected = (body as { collect: boolean }).collect;
        return { id: 7, collected };
      }),
      api.get<SceneryDetail>('/index/index/sceneryDetail', () => detail(null, collected)),
    );
    await detailPage();
    const heart = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await press(heart);
    await waitFor(() => button('Remove from favourites')?.getAttribute('aria-pressed') === 'true');
    await press(button('Remove from favourites'));
    await waitFor(() => button('Add to favourites')?.getAttribute('aria-pressed') === 'false');

    const bodies = (await sentTo('/index/index/collectScenery')).map(({ body }) => body);
    expect(bodies).toEqual([
      { id: 7, collect: true },
      { id: 7, collect: false },
    ]);
  });

  it('sends a signed-out visitor to /login from the heart, to come back here', async () => {
    server.use(api.get<SceneryDetail>('/index/index/sceneryDetail', detail(null)));
    const { view } = await detailPage();
    await press(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await whereNow(view)).toBe('PUSH /login');
    expect(sessionStorage.getItem('loginRedirect')).toBe('/scene/detail?id=7');
    expect(calls('/index/index/collectScenery')).toHaveLength(0);
  });

  it('offers Buy with no order, and buying opens the payment page', async () => {
    localStorage.setItem('token', 'tok');
    server.use(
      api.on<PaymentStart>('/index/order/createImgOrder', {
        id: 31,
        orderNo: 'I1',
        total: '9.90',
        expiresAt: '',
        payUrl: '/pay/31',
      }),
      api.get<SceneryDetail>('/index/index/sceneryDetail', detail(null)),
    );
    await detailPage();
    const buy = await screen.findByRole('button', { name: 'Buy' });
    expect(button('Pay now')).toBeNull();
    expect(button('Download original')).toBeNull();
    expect(screen.queryByText('Bought')).toBeNull();
    await press(buy);
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(calls('/index/order/createImgOrder')[0]?.url.searchParams.get('id')).toBe('7');
    expect(openPayment).toHaveBeenCalledWith('/pay/31');
  });

  it('an order with nothing left to pay opens its own page, not a payment page', async () => {
    localStorage.setItem('token', 'tok');
    server.use(
      api.on<PaymentStart>('/index/order/createImgOrder', {
        id: 32,
        orderNo: 'I2',
        total: '9.90',
        expiresAt: '',
        payUrl: '',
      }),
      api.get<SceneryDetail>('/index/index/sceneryDetail', detail(null)),
    );
    const { view } = await detailPage();
    await press(await screen.findByRole('button', { name: 'Buy' }));
    expect(await whereNow(view)).toBe('PUSH /order/imageDetail?id=32');
    expect(openPayment).not.toHaveBeenCalled();
  });

  it('when other orders wait for payment, says so and offers to open the waiting one', async () => {
    localStorage.setItem('token', 'tok');
    const msg = 'You have orders waiting for payment; please pay one of them first';
    server.use(
      api.on(
        '/index/order/createImgOrder',
        refusal(3020, msg, { id: 12, orderNo: 'I12', kind: 'image' }),
      ),
      api.get<SceneryDetail>('/index/index/sceneryDetail', detail(null)),
    );
    const { view } = await detailPage();
    await press(await screen.findByRole('button', { name: 'Buy' }));
    const go = await waitFor(() =>
      [...document.querySelectorAll('.adm-dialog button')].findLast(
        (button) => button.textContent === 'Go to your waiting order',
      ),
    );
    expect(document.querySelector('.adm-dialog')?.textContent).toContain(msg);
    expect(openPayment).not.toHaveBeenCalled();
    await press(go);
    expect(await whereNow(view)).toBe('PUSH /order/imagePay?id=12');
  });

  it('offers Pay for an unpaid order, leading to its pay page', async () => {
    server.use(
      api.get<SceneryDetail>(
        '/index/index/sceneryDetail',
        detail({ id: 31, status: 'pending_payment' }),
      ),
    );
    const { view } = await detailPage();
    await press(await screen.findByRole('button', { name: 'Pay now' }));
    expect(button('Buy')).toBeNull();
    expect(await whereNow(view)).toBe('PUSH /order/imagePay?id=31');
  });

  it('shows a bought photograph as owned and downloads it under the link file name', async () => {
    localStorage.setItem('token', 'tok');
    server.use(
      api.on<DownloadLink>('/index/order/downloadImg', {
        url: '/api/index/order/original?token=abc',
        fileName: 'sunrise-7.jpg',
        expiresAt: '',
      }),
      api.get<SceneryDetail>('/index/index/sceneryDetail', detail({ id: 31, status: 'completed' })),
    );
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await detailPage();
    const download = await screen.findByRole('button', { name: 'Download original' });
    expect(screen.getByText('Bought').textContent).toContain('Bought');
    expect(button('Buy')).toBeNull();
    expect(button('Pay now')).toBeNull();

    await press(download);
    await waitFor(() => clicked.length === 1);
    expect(calls('/index/order/downloadImg')[0]?.url.searchParams.get('id')).toBe('31');
    expect(clicked[0]?.getAttribute('download')).toBe('sunrise-7.jpg');
    expect(clicked[0]?.getAttribute('href')).toBe('/api/index/order/original?token=abc');
    click.mockRestore();
  });
});
