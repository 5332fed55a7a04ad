import type { Order, PayRecord } from '@scenic/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { order as anOrder, type OrderFields } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { server } from '#web/test/server.ts';
import { nextDates } from './components/reschedule-sheet';
import FoodOrderPage from './food-order-page';
import PayRecordPage from './pay-record-page';
import TicketOrderPage from './ticket-order-page';

const order = (id: number, extra: OrderFields): Order =>
  anOrder({
    id,
    orderNo: `F${id}`,
    kind: 'food',
    status: 'making',
    title: 'Nasi lemak',
    total: '12.00',
    // 06:06 in New York, 19:06 at the park.
    createdAt: '2026-11-23T11:06:24.000Z',
    paidAt: '2026-11-23T11:07:00.000Z',
    payMethod: 'sandbox',
    pickup: {
      number: '002',
      point: 'Hornbill Café',
      prepMinutes: 8,
      readyAt: '2026-11-23T11:15:00.000Z',
    },
    ...extra,
  });
const ORDERS: Record<string, Order> = {
  '1': order(1, {}),
  '2': order(2, {
    kind: 'ticket',
    status: 'used',
    orderNo: 'T2',
    reserveDate: '2026-11-24',
    pickup: null,
    pass: {
      code: 'PASS-2',
      shortCode: 'K7Q-4M9T-D22',
      status: 'used',
      checks: [],
      usedAt: '2026-11-24T01:30:00.000Z',
    },
  }),
};

const phoneZone = process.env.TZ;

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  process.env.TZ = 'America/New_York';
  localStorage.setItem('token', 'tok');
  server.use(
    api.get<Order | undefined>(
      '/index/order/orderDetail',
      ({ params }) => ORDERS[params.get('id') ?? ''],
    ),
    api.get<PayRecord[]>('/index/order/payRecord', [
      {
        orderId: 1,
        orderNo: 'F1',
        kind: 'food',
        title: 'Nasi lemak',
        amount: '12.00',
        discount: null,
        status: 'succeeded',
        refund: false,
        refunded: '0.00',
        refunds: [],
        provider: 'sandbox',
        method: 'sandbox',
        createdAt: '2026-11-23T11:06:24.000Z',
      },
    ]),
  );
});

afterEach(() => {
  vi.useRealTimers();
  if (phoneZone === undefined) delete process.env.TZ;
  else process.env.TZ = phoneZone;
});

const fact = (view: HTMLElement, label: string) =>
  [...view.querySelectorAll('.order-facts > div')]
    .find((row) => row.querySelector('dt')?.textContent === label)
    ?.querySelector('dd')?.textContent;

describe("every time the park shows is on the park's clock", () => {
  it('a food order: placed, paid and ready around, all on one clock', async () => {
    const { view } = await renderPage(<FoodOrderPage />, {
      path: '/order/dianCanDetail',
      at: '/order/dianCanDetail?id=1',
    });
    await waitFor(() => view.querySelector('.order-facts'));
    expect(fact(view, 'Created')).toBe('2026/11/23 19:06:24');
    expect(fact(view, 'Paid')).toBe('2026/11/23 19:07:00');
    expect(screen.getByText('Ready around 19:15')).toBeTruthy();
  });

  it('a ticket checked in at the gate', async () => {
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=2',
    });
    // 20:30 on the 23rd in New York; 09:30 on the 24th at the gate.
    expect(await screen.findByText(/Used on 2026\/11\/24 09:30:00/)).toBeTruthy();
  });

  it('a payment record', async () => {
    await renderPage(<PayRecordPage />, { path: '/payRecord' });
    expect(await screen.findByText('2026/11/23 19:06:24')).toBeTruthy();
  });

  it('the dates a ticket can move to start from tomorrow at the park', () => {
    // 21:30 on the 22nd in New York is already the 23rd at the park.
    const now = new Date('2026-11-23T02:30:00Z');
    expect(now.getDate()).toBe(22);
    expect(nextDates(3, now)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
  });
});
