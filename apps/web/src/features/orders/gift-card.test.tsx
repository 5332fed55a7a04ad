import type { Order, PaymentStart } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { api, inTurn } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { order, orderLine, unpaid } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { asked, server } from '#web/test/server.ts';
import type { OrderPage } from './api/get-order-list';
import OrderListPage from './order-list-page';
import ShopOrderPage from './shop-order-page';
import TicketOrderPage from './ticket-order-page';
import TicketPayPage from './ticket-pay-page';

vi.mock('#web/lib/payment.ts', () => ({ openPayment: vi.fn() }));
const { openPayment } = await import('#web/lib/payment.ts');

/** Two adults at RM 27.00: RM 30.00 of it on a gift card at checkout, the rest by card. */
const split = order({
  id: 61,
  title: 'Canopy Walk',
  total: '54.00',
  payMethod: 'card',
  paidBy: [
    { method: 'giftcard', amount: '30.00' },
    { method: 'card', amount: '24.00' },
  ],
  lines: [orderLine({ name: 'Adult', quantity: 2, unitPrice: '27.00', subtotal: '54.00' })],
});
/** The same order before the rest is paid: only the card's part is in. */
const waiting = { ...split, ...unpaid(), paidBy: [{ method: 'giftcard', amount: '30.00' }] };

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  vi.mocked(openPayment).mockClear();
});

const linesCard = (name: string) => screen.findByRole('region', { name });
/** The payments listed under the total, as read: "Gift card RM 30.00". */
const parts = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('listitem')
    .filter((item) => item.closest('[aria-label="Paid with"]'))
    .map((item) => item.textContent);
/** The amount the bar at the foot shows beside Pay, with its label. */
const bar = () => {
  const price = screen.getByTestId('order-pay').closest('.action-bar')?.firstElementChild;
  return [...(price?.children ?? [])].map((part) => part.textContent);
};

describe('an order a gift card paid part of', () => {
  it('lists under the total what the card and the card payment each paid', async () => {
    server.use(api.get<Order>('/index/order/orderDetail', split));
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=61',
    });
    const card = await linesCard('Tickets');
    expect(parts(card)).toEqual(['Gift cardRM 30.00', 'CardRM 24.00']);
    expect(within(card).queryByText('Left to pay')).toBeNull();
  });

  it('an order paid by card alone lists no parts', async () => {
    server.use(
      api.get<Order>('/index/order/orderDetail', {
        ...split,
        paidBy: [{ method: 'card', amount: '54.00' }],
      }),
    );
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=61',
    });
    const card = await linesCard('Tickets');
    expect(within(card).queryByRole('list', { name: 'Paid with' })).toBeNull();
  });

  it('unpaid: says what is left to pay, and the bar asks for that, not the total', async () => {
    server.use(
      api.get<Order>('/index/order/orderDetail', waiting),
      api.on<PaymentStart>('/index/order/orderRePay', {
        id: 61,
        orderNo: 'T61',
        total: '54.00',
        expiresAt: waiting.expiresAt ?? '',
        payUrl: '/pay/61',
      }),
    );
    await renderPage(<TicketPayPage />, { path: '/order/ticketPay', at: '/order/ticketPay?id=61' });
    const card = await linesCard('Tickets');
    expect(within(card).getByText('Total').nextElementSibling?.textContent).toBe('RM 54.00');
    expect(parts(card)).toEqual(['Gift cardRM 30.00']);
    expect(within(card).getByText('Left to pay').nextElementSibling?.textContent).toBe('RM 24.00');
    expect(bar()).toEqual(['Left to pay', 'RM 24.00']);

    await press(screen.getByTestId('order-pay'));
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(openPayment).toHaveBeenCalledWith('/pay/61');
  });

  it('its card in My orders says what is left to pay beside Pay', async () => {
    server.use(
      api.get<OrderPage>('/index/order/orderList', {
        list: [waiting, { ...split, id: 62, orderNo: 'T62' }],
        total: 2,
        page: 1,
        limit: 10,
      }),
    );
    await renderPage(<OrderListPage />, { path: '/order' });
    const [unpaid, paid] = await screen.findAllByTestId('order-card');
    expect(within(unpaid as HTMLElement).getByText('Left to pay: RM 24.00')).toBeTruthy();
    expect(within(paid as HTMLElement).queryByText(/^Left to pay/)).toBeNull();
  });

  it('a store order shows the card as its payment method once the card paid it all', async () => {
    server.use(
      api.get<Order>(
        '/index/order/orderDetail',
        order({
          ...split,
          kind: 'shop',
          status: 'processing',
          payMethod: 'giftcard',
          paidBy: [{ method: 'giftcard', amount: '54.00' }],
          delivery: { type: 'pickup' },
        }),
      ),
    );
    await renderPage(<ShopOrderPage />, {
      path: '/order/shopDetail',
      at: '/order/shopDetail?id=61',
    });
    const card = await linesCard('Items');
    expect(parts(card)).toEqual(['Gift cardRM 54.00']);
    expect(screen.getByText('Payment method').nextElementSibling?.textContent).toBe('Gift card');
  });

  it('Pay on an order nothing is left of opens no payment page: the order is asked for again', async () => {
    server.use(
      api.get<Order>(
        '/index/order/orderDetail',
        inTurn<Order>(waiting, { ...split, paidBy: [{ method: 'giftcard', amount: '54.00' }] }),
      ),
      api.on<PaymentStart>('/index/order/orderRePay', {
        id: 61,
        orderNo: 'T61',
        total: '54.00',
        expiresAt: '',
        payUrl: '',
      }),
    );
    await renderPage(<TicketPayPage />, { path: '/order/ticketPay', at: '/order/ticketPay?id=61' });
    await press(await screen.findByTestId('order-pay'));
    await waitFor(
      () => asked().filter((url) => url.startsWith('/api/index/order/orderDetail')).length === 2,
    );
    expect(openPayment).not.toHaveBeenCalled();
  });
});
