import type { Order } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadGoodsTexts, ORDERS_NS } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { order, payRecord, unpaid } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { server } from '#web/test/server.ts';
import type { OrderPage } from './api/get-order-list';
import type { PayRecord } from './api/get-pay-records';
import FoodOrderPage from './food-order-page';
import OrderListPage from './order-list-page';
import { payMethodKey, refundNextKey } from './pay-method';
import PayRecordPage from './pay-record-page';
import TicketOrderPage from './ticket-order-page';

const ticket = (id: number, extra: Partial<Order>): Order =>
  order({ id, payMethod: 'sandbox', reserveDate: '2026-11-26', ticketId: 1, ...extra });
const ORDERS: Record<string, Order> = {
  '1': ticket(1, { payMethod: 'sandbox' }),
  '2': ticket(2, { payMethod: 'fpx' }),
  '3': ticket(3, { payMethod: 'stripe' }),
  '4': ticket(4, { payMethod: 'card' }),
  '5': ticket(5, { payMethod: 'grabpay' }),
  '6': ticket(6, unpaid('failed')),
  '7': ticket(7, unpaid('canceled')),
  '8': ticket(8, unpaid('pending')),
  '9': ticket(9, {
    ...unpaid('failed'),
    kind: 'food',
    title: 'Nasi lemak',
    pickup: { number: null, point: 'Hornbill Café', prepMinutes: 10, readyAt: null },
  }),
};
const RECORDS: PayRecord[] = [
  { method: 'card', provider: 'stripe', status: 'succeeded' },
  { method: '', provider: 'stripe', status: 'pending' },
  { method: 'sandbox', provider: 'sandbox', status: 'failed' },
].map((record, index) =>
  payRecord({
    orderId: index + 1,
    orderNo: `T${index + 1}`,
    ...(record as Pick<PayRecord, 'method' | 'provider' | 'status'>),
  }),
);

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadLanguages(['zh', 'ma']);
  await loadGoodsTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  const list = [ORDERS['6'], ORDERS['7'], ORDERS['8']] as Order[];
  server.use(
    api.get<Order | undefined>(
      '/index/order/orderDetail',
      ({ params }) => ORDERS[params.get('id') ?? ''],
    ),
    api.get<OrderPage>('/index/order/orderList', { list, total: list.length, page: 1, limit: 10 }),
    api.get<PayRecord[]>('/index/order/payRecord', RECORDS),
  );
});

/** The value beside a label in the order's details. */
const fact = (view: HTMLElement, label: string) =>
  [...view.querySelectorAll('.order-facts > div')]
    .find((row) => row.querySelector('dt')?.textContent === label)
    ?.querySelector('dd')?.textContent;

async function ticketPage(id: string) {
  const { view } = await renderPage(<TicketOrderPage />, {
    path: '/order/ticketDetail',
    at: `/order/ticketDetail?id=${id}`,
  });
  await waitFor(() => view.querySelector('.order-facts'));
  return view;
}

describe('how an order was paid', () => {
  it.each([
    ['1', 'Test payment'],
    ['2', 'FPX online banking'],
    ['3', 'Online payment'],
    ['4', 'Card'],
    ['5', 'GrabPay'],
  ])('order %s says "%s", never the provider key', async (id, words) => {
    const view = await ticketPage(id);
    expect(fact(view, 'Payment method')).toBe(words);
    expect(view.textContent).not.toMatch(/sandbox|stripe/i);
  });

  it('is named in Chinese and Malay too', () => {
    const name = (locale: string, method: string) =>
      i18n.getFixedT(locale, ORDERS_NS)(payMethodKey(method));
    expect(['sandbox', 'card', 'fpx', 'grabpay', 'stripe'].map((m) => name('zh', m))).toEqual([
      '测试支付',
      '银行卡',
      'FPX 网上银行',
      'GrabPay',
      '在线支付',
    ]);
    expect(name('ma', 'sandbox')).toBe('Bayaran ujian');
    expect(name('ma', 'something-new')).toBe('Bayaran dalam talian');
  });

  it("names Curlec's e-wallets and DuitNow QR, and what happens to their refunds, in each language", () => {
    const say = (locale: string, key: string) => i18n.getFixedT(locale, ORDERS_NS)(key);
    const methods = ['touchngo', 'boost', 'duitnow', 'curlec'];
    expect(methods.map((m) => say('en', payMethodKey(m)))).toEqual([
      "Touch 'n Go eWallet",
      'Boost',
      'DuitNow QR',
      'Online payment',
    ]);
    expect(methods.map((m) => say('zh', payMethodKey(m)))).toEqual([
      "Touch 'n Go 电子钱包",
      'Boost 电子钱包',
      'DuitNow 二维码',
      '在线支付',
    ]);
    expect(say('ma', payMethodKey('touchngo'))).toBe("E-dompet Touch 'n Go");
    expect(say('en', refundNextKey('touchngo'))).toMatch(/^The money goes back to the Touch 'n Go/);
    expect(say('ma', refundNextKey('duitnow'))).toMatch(/DuitNow QR/);
    // A payment Curlec did not say how was made reads as any online payment's refund.
    expect(say('en', refundNextKey('curlec'))).toBe(say('en', refundNextKey('other')));
  });

  it('each payment record names its method beside its order number', async () => {
    await renderPage(<PayRecordPage />, { path: '/payRecord' });
    expect(
      (await screen.findAllByText(/^(Card|Online payment|Test payment) ·$/)).map(
        (el) => el.textContent,
      ),
    ).toEqual(['Card · T1', 'Online payment · T2', 'Test payment · T3']);
  });
});

describe('an unpaid order whose payment did not go through', () => {
  it('says the payment failed and offers to pay again', async () => {
    await ticketPage('6');
    expect(screen.getByRole('status').textContent).toBe(
      'Your payment did not go through, and no money was taken. You can pay again.',
    );
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Pay within/);
  });

  it('says a cancelled payment was cancelled', async () => {
    await ticketPage('7');
    expect(screen.getByRole('status').textContent).toBe(
      'The payment was cancelled. You can pay again before the time runs out.',
    );
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeTruthy();
  });

  it('says nothing of the kind while a payment is only under way', async () => {
    await ticketPage('8');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('says so on a food order too, and in the list of orders', async () => {
    const food = await renderPage(<FoodOrderPage />, {
      path: '/order/dianCanDetail',
      at: '/order/dianCanDetail?id=9',
    });
    await within(food.view).findByRole('status');
    expect(within(food.view).getByRole('button', { name: 'Pay again' })).toBeTruthy();

    const { view } = await renderPage(<OrderListPage />, { path: '/order' });
    const cards = await within(view).findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      cards.map((card) => card.querySelector('.order-card__meta--alert')?.textContent),
    ).toEqual(['Payment failed', 'Payment cancelled', undefined]);
    expect(cards.map((card) => within(card).getByRole('button').textContent)).toEqual([
      'Pay again',
      'Pay again',
      'Pay',
    ]);
    // These orders have no picture: their cards show a plain square, never an image whose empty
    // address a browser would fetch as the page itself.
    expect(view.querySelectorAll('img[src=""], img:not([src])')).toHaveLength(0);
    expect(view.querySelectorAll('.order-card__cover')).toHaveLength(3);
  });
});
