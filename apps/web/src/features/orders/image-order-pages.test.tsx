import type { DownloadLink, Order, PaymentStart } from '@scenic/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadSceneryTexts } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { order as anOrder, type OrderFields, orderLine } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import ImageOrderPage from './image-order-page';
import ImagePayPage from './image-pay-page';

vi.mock('#web/lib/payment.ts', () => ({ openPayment: vi.fn() }));
const { openPayment } = await import('#web/lib/payment.ts');

const order = (id: number, extra: OrderFields): Order =>
  anOrder({
    id,
    orderNo: `I${id}`,
    kind: 'image',
    status: 'completed',
    title: 'Sunrise over the canopy',
    cover: '/uploads/scenery/7-sunrise-thumb.webp',
    total: '12.00',
    lines: [
      orderLine({
        itemId: 7,
        name: 'Sunrise over the canopy',
        unitPrice: '12.00',
        subtotal: '12.00',
      }),
    ],
    ...extra,
  });

const unpaid = {
  status: 'pending_payment',
  paidAt: null,
  payMethod: '',
  lastPayment: 'pending',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
} as const;

const ORDERS: Record<string, Order> = {
  '31': order(31, {}),
  '32': order(32, unpaid),
  '33': order(33, { ...unpaid, status: 'expired', expiresAt: '2026-11-22T02:15:00Z' }),
  '34': order(34, { status: 'failed', paidAt: null }),
};

const calls = (path: string) => sentTo(path);

beforeAll(async () => {
  await initI18n('en');
  await loadSceneryTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  server.use(
    api.get<Order | undefined>(
      '/index/order/orderDetail',
      ({ params }) => ORDERS[params.get('id') ?? ''],
    ),
    api.on<DownloadLink>('/index/order/downloadImg', () => ({
      url: '/api/index/order/original/eyJzIjo3fQ.sig',
      fileName: 'sunrise-over-the-canopy-7.jpg',
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    })),
    api.on<PaymentStart>('/index/order/orderRePay', {
      id: 32,
      orderNo: 'I32',
      total: '12.00',
      expiresAt: unpaid.expiresAt ?? '',
      payUrl: '/pay/I32',
    }),
  );
  vi.mocked(openPayment).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const open = (page: React.ReactNode, path: string, id: number) =>
  renderPage(page, { path, at: `${path}?id=${id}` }).then(({ view }) => view);
const openDetail = (id: number) => open(<ImageOrderPage />, '/order/imageDetail', id);

/** The top of the order page, named by the image bought: its status, title and news. */
const hero = () => screen.getByRole('region', { name: 'Sunrise over the canopy' });
/** The status shown at the top, once the order has come. */
const statusShown = async (label: string) =>
  (
    await within(await screen.findByRole('region', { name: 'Sunrise over the canopy' })).findByText(
      label,
    )
  ).textContent;
const payButton = () => screen.queryByRole('button', { name: /^Pay/ });
const downloadButton = () => screen.queryByRole('button', { name: 'Download original' });

describe('image order detail', () => {
  it('downloads the original of a paid order under the link file name', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const view = await openDetail(31);
    const download = await screen.findByRole('button', { name: 'Download original' });
    expect(within(hero()).getByText('Completed').textContent).toBe('Completed');
    expect(screen.getByRole('img', { name: 'Sunrise over the canopy' }).getAttribute('src')).toBe(
      '/uploads/scenery/7-sunrise-thumb.webp',
    );
    expect(view.textContent).toContain('valid for 10 minutes');
    expect(await calls('/index/order/downloadImg')).toHaveLength(0);

    await press(download);
    await waitFor(() => clicked.length === 1);
    expect((await calls('/index/order/downloadImg')).map(({ params }) => params.get('id'))).toEqual(
      ['31'],
    );
    const [link] = clicked;
    expect(link?.getAttribute('href')).toBe('/api/index/order/original/eyJzIjo3fQ.sig');
    expect(link?.getAttribute('download')).toBe('sunrise-over-the-canopy-7.jpg');
    // The temporary link is gone; the page says the download started.
    expect(link?.isConnected).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Your download has started.');
    expect(payButton()).toBeNull();
  });

  it('links to the image it bought', async () => {
    await openDetail(31);
    const link = await screen.findByRole('link', { name: 'View the image' });
    expect(link.getAttribute('href')).toBe('/scene/detail?id=7');
    expect(link.textContent).toBe('View the image');
  });

  it('offers payment, not the download, while unpaid', async () => {
    await openDetail(32);
    const pay = await screen.findByRole('button', { name: /^Pay/ });
    expect(within(hero()).getByText('Waiting for payment').textContent).toBe('Waiting for payment');
    expect(downloadButton()).toBeNull();
    expect(screen.getByRole('timer').textContent).toMatch(/^Pay within (10|9):\d\d$/);
    await press(pay);
    await waitFor(() => vi.mocked(openPayment).mock.calls.length === 1);
    expect(openPayment).toHaveBeenCalledWith('/pay/I32');
    expect((await calls('/index/order/orderRePay')).map(({ body }) => body)).toEqual([{ id: 32 }]);
  });

  for (const [id, status, reason] of [
    [33, 'Expired', 'not paid in time'],
    [34, 'Failed', 'did not go through'],
  ] as const) {
    it(`says a ${status.toLowerCase()} order closed and leads back to the gallery`, async () => {
      const view = await openDetail(id);
      expect(await statusShown(status)).toBe(status);
      expect(view.textContent).toContain(reason);
      const again = screen.getByRole('link', { name: 'Browse images' });
      expect(again.getAttribute('href')).toBe('/scene/list');
      expect(again.previousElementSibling?.textContent).toBe(
        'Still want this image? Buy it again from the gallery.',
      );
      expect(payButton()).toBeNull();
      expect(downloadButton()).toBeNull();
    });
  }
});

describe('image pay page', () => {
  it('shows the image, what payment unlocks, the time left and Pay now', async () => {
    const view = await open(<ImagePayPage />, '/order/imagePay', 32);
    const pay = await screen.findByRole('button', { name: /^Pay/ });
    expect(pay.textContent).toBe('Pay now');
    expect(screen.getByRole('img', { name: 'Sunrise over the canopy' }).getAttribute('alt')).toBe(
      'Sunrise over the canopy',
    );
    expect(view.textContent).toContain('download the full-resolution original');
    expect(view.querySelector('.action-bar')?.textContent).toContain('RM 12.00');
    expect(screen.queryByRole('timer')).not.toBeNull();
  });

  it('leads a paid order to its detail page instead', async () => {
    const view = await open(<ImagePayPage />, '/order/imagePay', 31);
    expect(await statusShown('Completed')).toBe('Completed');
    expect(payButton()).toBeNull();
    expect(view.querySelector('.action-bar a')?.getAttribute('href')).toBe(
      '/order/imageDetail?id=31',
    );
  });
});
