import type { Order } from '@scenic/contracts';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadGoodsTexts, loadSceneryTexts } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { order as anOrder } from '#web/test/generators.ts';
import { renderPage, wentTo, whereNow } from '#web/test/page.tsx';
import { waitFor } from '#web/test/render.tsx';
import { server } from '#web/test/server.ts';
import FoodOrderPage from './food-order-page';
import ImageOrderPage from './image-order-page';
import ImagePayPage from './image-pay-page';
import RentalOrderPage from './rental-order-page';
import ShopOrderPage from './shop-order-page';
import TicketOrderPage from './ticket-order-page';
import TicketPayPage from './ticket-pay-page';
import TicketSlipPage from './ticket-slip-page';

/** One order of each kind, by id; only the kind matters to where it belongs. */
const order = (id: number, kind: Order['kind']): Order =>
  anOrder({
    id,
    orderNo: `X${id}`,
    kind,
    status: 'completed',
    title: `Order ${id}`,
    total: '10.00',
  });
const ORDERS: Record<string, Order> = {
  '1': order(1, 'ticket'),
  '2': order(2, 'shop'),
  '3': order(3, 'food'),
  '4': order(4, 'image'),
  '5': order(5, 'rental'),
};

const PAGES: [string, ComponentType][] = [
  ['/order/ticketDetail', TicketOrderPage],
  ['/order/ticketPay', TicketPayPage],
  ['/order/piaoju', TicketSlipPage],
  ['/order/imagePay', ImagePayPage],
  ['/order/imageDetail', ImageOrderPage],
  ['/order/shopDetail', ShopOrderPage],
  ['/order/dianCanDetail', FoodOrderPage],
  ['/order/commonDetail', RentalOrderPage],
];

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
  await loadSceneryTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  server.use(
    api.get<Order | undefined>(
      '/index/order/orderDetail',
      ({ params }) => ORDERS[params.get('id') ?? ''],
    ),
  );
});

describe('an order opened on the page of another kind', () => {
  it.each([
    // A pay page sends the order to its own kind's pay page, where it has one.
    ['/order/imagePay', '1', 'REPLACE /order/ticketPay?id=1'],
    ['/order/ticketPay', '4', 'REPLACE /order/imagePay?id=4'],
    // Store, food and rental orders are paid from their detail pages.
    ['/order/ticketPay', '2', 'REPLACE /order/shopDetail?id=2'],
    ['/order/imagePay', '5', 'REPLACE /order/commonDetail?id=5'],
    // A detail page or the ticket slip sends it to its own detail page.
    ['/order/ticketDetail', '3', 'REPLACE /order/dianCanDetail?id=3'],
    ['/order/piaoju', '2', 'REPLACE /order/shopDetail?id=2'],
    ['/order/imageDetail', '1', 'REPLACE /order/ticketDetail?id=1'],
    ['/order/shopDetail', '5', 'REPLACE /order/commonDetail?id=5'],
    ['/order/dianCanDetail', '4', 'REPLACE /order/imageDetail?id=4'],
    ['/order/commonDetail', '3', 'REPLACE /order/dianCanDetail?id=3'],
  ])('%s?id=%s goes to its own page', async (path, id, expected) => {
    const page = PAGES.find(([route]) => route === path);
    if (!page) throw new Error(`no page for ${path}`);
    const Page = page[1];
    const { view } = await renderPage(<Page />, { path, at: `${path}?id=${id}` });
    expect(await whereNow(view)).toBe(expected);
  });

  it('every order page keeps an order of its own kind', async () => {
    const own: Record<string, string> = {
      '/order/ticketDetail': '1',
      '/order/ticketPay': '1',
      '/order/piaoju': '1',
      '/order/imagePay': '4',
      '/order/imageDetail': '4',
      '/order/shopDetail': '2',
      '/order/dianCanDetail': '3',
      '/order/commonDetail': '5',
    };
    for (const [path, Page] of PAGES) {
      const { view } = await renderPage(<Page />, { path, at: `${path}?id=${own[path]}` });
      // The order's title shows on its own page (the slip shows its "not ready" state instead).
      const expected = path === '/order/piaoju' ? 'Order details' : `Order ${own[path]}`;
      await waitFor(() => view.textContent?.includes(expected));
      expect(wentTo(view)).toBeNull();
    }
  });
});
