import type { DownloadLink, Order, PaymentStart } from '@scenic/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadSceneryTexts } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { order as anOrder, type OrderFields, orderLine } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { byTestId, waitFor } from '#web/test/render.tsx';
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

describe('image order detail', () => {
  it('downloads the original of a paid order under the link file name', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const view = await openDetail(31);
    const download = await waitFor(() => byTestId(view, 'image-download'));
    expect(byTestId(view, 'order-status')?.textContent).toBe('Completed');
    expect(byTestId(view, 'image-cover')?.getAttribute('src')).toBe(
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
    expect(view.textContent).toContain('Your download has started.');
    expect(byTestId(view, 'order-pay')).toBeNull();
  });

  it('links to the image it bought', async () => {
    const view = await openDetail(31);
    const link = await waitFor(() => byTestId(view, 'image-view'));
    expect(link.getAttribute('href')).toBe('/scene/detail?id=7');
    expect(link.textContent).toBe('View the image');
  });

  it('offers payment, not the download, while unpaid', async () => {
    const view = await openDetail(32);
    const pay = await waitFor(() => byTestId(view, 'order-pay'));
    expect(byTestId(view, 'order-status')?.textContent).toBe('Waiting for payment');
    expect(byTestId(view, 'image-download')).toBeNull();
    expect(byTestId(view, 'order-time-left')?.textContent).toMatch(/^Pay within (10|9):\d\d$/);
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
      const closed = await waitFor(() => byTestId(view, 'image-closed'));
      expect(byTestId(view, 'order-status')?.textContent).toBe(status);
      expect(view.textContent).toContain(reason);
      expect(closed.querySelector('a')?.getAttribute('href')).toBe('/scene/list');
      expect(byTestId(view, 'order-pay')).toBeNull();
      expect(byTestId(view, 'image-download')).toBeNull();
    });
  }
});

describe('image pay page', () => {
  it('shows the image, what payment unlocks, the time left and Pay now', async () => {
    const view = await open(<ImagePayPage />, '/order/imagePay', 32);
    const pay = await waitFor(() => byTestId(view, 'order-pay'));
    expect(pay.textContent).toBe('Pay now');
    expect(byTestId(view, 'image-cover')?.getAttribute('alt')).toBe('Sunrise over the canopy');
    expect(view.textContent).toContain('download the full-resolution original');
    expect(view.querySelector('.action-bar')?.textContent).toContain('RM 12.00');
    expect(byTestId(view, 'order-time-left')).not.toBeNull();
  });

  it('leads a paid order to its detail page instead', async () => {
    const view = await open(<ImagePayPage />, '/order/imagePay', 31);
    await waitFor(() => byTestId(view, 'order-status'));
    expect(byTestId(view, 'order-pay')).toBeNull();
    expect(view.querySelector('.action-bar a')?.getAttribute('href')).toBe(
      '/order/imageDetail?id=31',
    );
  });
});
