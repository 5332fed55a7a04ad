import type { Order, PayRecord } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { order, orderLine, payRecord, unpaid } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { server } from '#web/test/server.ts';
import PayRecordPage from './pay-record-page';
import ShopOrderPage from './shop-order-page';
import TicketOrderPage from './ticket-order-page';
import TicketPayPage from './ticket-pay-page';

/** Two adults at RM 30.00 less 10% with SUMMER10, and a child the code was not for. */
const discounted = order({
  id: 51,
  title: 'Canopy Walk',
  total: '69.00',
  discount: { code: 'SUMMER10', amount: '6.00' },
  lines: [
    orderLine({
      itemId: 5,
      name: 'Adult',
      quantity: 2,
      unitPrice: '27.00',
      listUnitPrice: '30.00',
      subtotal: '54.00',
    }),
    orderLine({ itemId: 6, name: 'Child', quantity: 1, unitPrice: '15.00', subtotal: '15.00' }),
  ],
});

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
});

/** The lines card of an order page, found by its heading. */
const linesCard = (name: string) => screen.findByRole('region', { name });
const lineOf = (card: HTMLElement, name: string) =>
  within(card)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name)) as HTMLElement;

/** What an order page shows of the code: its line above the total, and the struck list price. */
async function expectDiscountShown(card: HTMLElement) {
  const saving = within(card).getByText('Saved with code SUMMER10');
  expect(saving.nextElementSibling?.textContent).toBe('RM 6.00');
  expect(within(card).getByText('Total').nextElementSibling?.textContent).toBe('RM 69.00');

  const adult = lineOf(card, 'Adult');
  const struck = within(adult).getByText('RM 30.00');
  expect(struck.tagName).toBe('DEL');
  // A screen reader hears what the struck price was, not only the two amounts.
  expect(struck.textContent).toBe('Before the code: RM 30.00');
  expect(adult.textContent).toContain('Unit price Before the code: RM 30.00 RM 27.00');
  expect(adult.textContent).toContain('RM 54.00');
  // A line the code left at its price shows no list price.
  expect(lineOf(card, 'Child').querySelector('del')).toBeNull();
}

describe('an order paid with a promotion code', () => {
  it('the ticket order page shows the code, what it took off, and the list price struck', async () => {
    server.use(api.get<Order>('/index/order/orderDetail', discounted));
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=51',
    });
    await expectDiscountShown(await linesCard('Tickets'));
  });

  it('the ticket payment page shows them before paying, and the bar asks for the total after the code', async () => {
    server.use(api.get<Order>('/index/order/orderDetail', { ...discounted, ...unpaid() }));
    await renderPage(<TicketPayPage />, {
      path: '/order/ticketPay',
      at: '/order/ticketPay?id=51',
    });
    await expectDiscountShown(await linesCard('Tickets'));
    await screen.findByRole('button', { name: /^Pay/ });
    // The lines' total, and the bar's beside Pay.
    expect(screen.getAllByText('RM 69.00')).toHaveLength(2);
  });

  it('a store order shows them too', async () => {
    server.use(
      api.get<Order>(
        '/index/order/orderDetail',
        order({
          ...discounted,
          kind: 'shop',
          status: 'processing',
          delivery: { type: 'pickup' },
          lines: discounted.lines.map((line) => ({ ...line, goodsId: 11 })),
        }),
      ),
    );
    await renderPage(<ShopOrderPage />, {
      path: '/order/shopDetail',
      at: '/order/shopDetail?id=51',
    });
    await expectDiscountShown(await linesCard('Items'));
  });

  it('an order without a code shows no code line', async () => {
    server.use(api.get<Order>('/index/order/orderDetail', order({ id: 52, lines: [orderLine()] })));
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=52',
    });
    const card = await linesCard('Tickets');
    expect(within(card).queryByText(/Saved with code/)).toBeNull();
    expect(card.querySelector('del')).toBeNull();
  });

  it('the payment records show the code and its saving on the payment that had one', async () => {
    server.use(
      api.get<PayRecord[]>('/index/order/payRecord', [
        payRecord({
          orderId: 51,
          title: 'Canopy Walk',
          amount: '69.00',
          discount: { code: 'SUMMER10', amount: '6.00' },
        }),
        payRecord({ orderId: 52, orderNo: 'T52', title: 'Night Safari', amount: '45.00' }),
      ]),
    );
    await renderPage(<PayRecordPage />, { path: '/payRecord' });
    const withCode = await screen.findByRole('link', { name: /Canopy Walk/ });
    expect(within(withCode).getByText(/^Saved with code SUMMER10/).textContent).toBe(
      'Saved with code SUMMER10 RM 6.00',
    );
    const without = screen.getByRole('link', { name: /Night Safari/ });
    expect(without.textContent).not.toContain('Saved with code');
  });
});
