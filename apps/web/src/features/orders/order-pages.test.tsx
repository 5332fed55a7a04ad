import {
  type DateChangePrices,
  ORDER_GROUPS,
  type Order,
  type OrderStatus,
  type PaymentStart,
  type PayRecord,
  type TicketInfo,
} from '@scenic/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadOrderTexts } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { order, orderLine } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { descriptionOf, itemsOf, screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { asked, sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import type { OrderPage } from './api/get-order-list';
import OrderListPage from './order-list-page';
import PayRecordPage from './pay-record-page';
import TicketOrderPage from './ticket-order-page';
import TicketSlipPage from './ticket-slip-page';

vi.mock('#web/lib/payment.ts', () => ({ openPayment: vi.fn() }));
const { openPayment } = await import('#web/lib/payment.ts');

/** An unpaid ticket order (its kind's fields, so that the orders below can spread it). */
const base = order({
  id: 41,
  orderNo: 'T2026120100041',
  status: 'pending_payment',
  title: 'Canopy Walk',
  cover: '/uploads/demo/canopy.webp',
  total: '85.10',
  createdAt: '2026-12-01T10:00:00Z',
  expiresAt: new Date(Date.now() + 10 * 60_000 + 500).toISOString(),
  paidAt: null,
  payMethod: '',
  lastPayment: 'pending',
  reserveDate: '2026-12-02',
  ticketId: 1,
  slot: '09:00',
  lines: [
    orderLine({ itemId: 1, name: 'Adult', quantity: 2, unitPrice: '32.50', subtotal: '65.00' }),
    orderLine({ itemId: 2, name: 'Child', quantity: 1, unitPrice: '20.10', subtotal: '20.10' }),
  ],
}) as Extract<Order, { kind: 'ticket' }>;
const paid: Order = {
  ...base,
  id: 42,
  status: 'ready_to_use',
  expiresAt: null,
  paidAt: '2026-12-01T10:03:00Z',
  payMethod: 'card',
  lastPayment: 'succeeded',
  pass: {
    code: 'Pz3xQ0aW9c_Tn4-uVb8YrA.5eJk2LmN8pQ1sT4uV',
    shortCode: 'K7Q-4M9T-D2X',
    status: 'ready',
    checks: [],
    usedAt: null,
  },
};

/** Staff's words, markup and all: shown as the text they are, never as markup. */
const REASON = 'Lift closed <img src=x onerror="alert(1)"> & <b>sorry</b>';
const refunded: Order = {
  ...paid,
  id: 43,
  status: 'refunded',
  pass: null,
  lines: paid.lines.map((line) => ({ ...line, refunded: line.quantity })),
  refunds: [
    {
      amount: '32.50',
      createdAt: '2026-12-01T11:00:00Z',
      done: true,
      cause: 'order',
      reason: REASON,
      lines: [{ name: 'Adult', quantity: 1, amount: '32.50' }],
    },
    {
      amount: '52.60',
      createdAt: '2026-12-01T12:00:00Z',
      done: false,
      cause: 'order',
      reason: 'Park closed by the storm',
      lines: [
        { name: 'Adult', quantity: 1, amount: '32.50' },
        { name: 'Child', quantity: 1, amount: '20.10' },
      ],
    },
  ],
};
const used: Order = {
  ...paid,
  id: 44,
  status: 'used',
  pass: {
    code: 'PASS-44-XYZ',
    shortCode: 'K7Q-4M9T-D2X',
    status: 'used',
    checks: [],
    usedAt: '2026-12-02T02:02:00Z',
  },
};
const expired: Order = { ...paid, id: 45, status: 'expired', pass: null };
/** Still marked ready, but its day has passed at the park (the server closes it soon). */
const lapsed: Order = { ...paid, id: 46, reserveDate: '2020-01-01' };
const DETAILS: Record<string, Order> = {
  '41': base,
  '42': paid,
  '43': refunded,
  '44': used,
  '45': expired,
  '46': lapsed,
};

const emailBodies = async () =>
  (await sentTo('/index/order/ticketSendEmail')).map((sent) => sent.body);
const urls = (path: string) => asked().filter((url) => url.startsWith(`/api${path}`));

beforeAll(async () => {
  await initI18n('en');
  await loadOrderTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  const day = (date: string, state: TicketInfo['days'][number]['state'], remaining: number) => ({
    date,
    state,
    remaining,
    prices: {},
    slots: {},
  });
  server.use(
    api.get<OrderPage>('/index/order/orderList', ({ params }) => {
      const group = params.get('group') as keyof typeof ORDER_GROUPS | null;
      const statuses: readonly OrderStatus[] | null = group ? ORDER_GROUPS[group] : null;
      const list = [base, paid].filter((order) => !statuses || statuses.includes(order.status));
      return { list, total: list.length, page: 1, limit: 10 };
    }),
    api.get<Order>(
      '/index/order/orderDetail',
      ({ params }) => DETAILS[params.get('id') ?? ''] ?? base,
    ),
    api.on<Order>('/index/order/changeOrderTime', paid),
    // Moves at no cost, unless a test prices them.
    api.get<DateChangePrices>('/index/order/changeOrderPrices', {
      free: false,
      refundsCheaper: false,
      holdMinutes: 15,
      days: [],
    }),
    // Only the days the reschedule calendar reads.
    api.get<Pick<TicketInfo, 'days'>>('/index/index/ticketInfo', {
      days: [
        day('2026-12-02', 'open', 100),
        day('2026-12-05', 'soldOut', 0),
        day('2026-12-06', 'few', 1),
        day('2026-12-07', 'open', 300),
      ],
    }),
    api.on<null>('/index/order/ticketSendEmail', null),
    api.on<PaymentStart>('/index/order/orderRePay', {
      id: 41,
      orderNo: base.orderNo,
      total: '85.10',
      expiresAt: base.expiresAt ?? '',
      payUrl: '/pay/41',
    }),
  );
  vi.mocked(openPayment).mockClear();
});

describe('My orders', () => {
  const cards = () => screen.queryAllByRole('listitem');

  it('lists orders with their status, time left and a Pay button for the unpaid one', async () => {
    await renderPage(<OrderListPage />, { path: '/order' });
    await waitFor(() => cards().length === 2);
    const [pending, ready] = cards() as [HTMLElement, HTMLElement];
    expect(within(pending).getByText('Waiting for payment')).not.toBeNull();
    expect(within(ready).getByText('Ready to use')).not.toBeNull();
    expect(within(pending).getByRole('timer').textContent).toMatch(/^Pay within 10:0\d$/);
    expect(within(ready).queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(
      within(pending)
        .getByRole('link', { name: /Canopy Walk/ })
        .getAttribute('href'),
    ).toBe('/order/ticketDetail?id=41');

    await press(within(pending).getByRole('button', { name: 'Pay' }));
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(openPayment).toHaveBeenCalledWith('/pay/41');
  });

  it('has a tab per status group of every kind of order', async () => {
    await renderPage(<OrderListPage />, { path: '/order' });
    await waitFor(() => cards().length > 0);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Unpaid',
      'Under way',
      'Done',
      'Closed',
    ]);
  });

  it('asks the server for the status group of the chosen tab', async () => {
    await renderPage(<OrderListPage />, { path: '/order' });
    await waitFor(() => cards().length > 0);
    expect(urls('/index/order/orderList').at(-1)).not.toContain('group=');
    await press(screen.getByRole('tab', { name: 'Under way' }));
    await waitFor(() => cards().length === 1);
    expect(urls('/index/order/orderList').at(-1)).toContain('group=active');
    expect(within(cards()[0] as HTMLElement).queryByText('Ready to use')).not.toBeNull();
    await press(screen.getByRole('tab', { name: 'Unpaid' }));
    await screen.findByText('Waiting for payment');
    expect(urls('/index/order/orderList').at(-1)).toContain('group=unpaid');
    await press(screen.getByRole('tab', { name: 'Closed' }));
    await screen.findByText('No orders here yet.');
    // Orders of every kind: the empty state leads back into the park, not only to tickets.
    const way = screen.getByRole('link', { name: 'Explore the park' });
    expect(way.getAttribute('href')).toBe('/');
    expect(way.textContent).toBe('Explore the park');
  });
});

const qrOf = (code: string) => `QR code of ticket ${code}`;

describe('ticket order', () => {
  it('shows the slip with a QR code of the pass once paid, and its short code under it in groups', async () => {
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=42',
    });
    const qr = await screen.findByRole<HTMLImageElement>('img', { name: qrOf('K7Q-4M9T-D2X') });
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(qr.alt).toBe('QR code of ticket K7Q-4M9T-D2X');
    const slip = screen.getByRole('region', { name: 'Ticket slip' });
    // The code staff type, not the 39 symbols the QR carries.
    expect(within(slip).getByText('K7Q-4M9T-D2X').textContent).toBe('K7Q-4M9T-D2X');
    expect(slip.textContent).toContain('If the QR will not scan, staff can type this code');
    expect(slip.textContent).not.toContain(paid.pass?.code);
    expect(slip.textContent).toContain('Adult × 2');
    expect(slip.textContent).toContain('T2026120100041');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    const lines = screen.getByRole('region', { name: 'Tickets' });
    expect(within(lines).getByText('Total').nextElementSibling?.textContent).toBe('RM 85.10');
    // A pass without a type priced for who the visitor is asks for no card.
    expect(slip.textContent).not.toContain('Show at the gate');
  });

  it('lists on the slip the cards the gate checks, for how many people', async () => {
    const carded: Order = {
      ...paid,
      id: 45,
      pass: {
        ...(paid.pass as NonNullable<Order['pass']>),
        checks: [
          { check: 'MyKad', people: 2 },
          { check: 'OKU card', people: 1 },
        ],
      },
    } as Order;
    server.use(api.get<Order>('/index/order/orderDetail', carded));
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=45',
    });
    const slip = await screen.findByRole('region', { name: 'Ticket slip' });
    const shown = within(slip).getByText('Show at the gate').nextElementSibling;
    expect([...(shown?.children ?? [])].map((item) => item.textContent)).toEqual([
      'MyKad for 2 people',
      'OKU card for 1 person',
    ]);
  });

  it('offers payment with the time left while unpaid, and no slip', async () => {
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=41',
    });
    await screen.findByRole('button', { name: /^Pay/ });
    expect(screen.queryByRole('region', { name: 'Ticket slip' })).toBeNull();
    expect(screen.getByText('Waiting for payment').textContent).toBe('Waiting for payment');
  });
});

describe('a held ticket', () => {
  /** The reschedule sheet's day chips, once the ticket's calendar has come (four days). */
  async function openReschedule() {
    await press(await screen.findByRole('button', { name: 'Change visit date' }));
    const strip = await screen.findByRole('group', { name: 'Choose a new visit date' });
    await waitFor(() => within(strip).queryAllByRole('button').length === 4);
    return within(strip).getAllByRole<HTMLButtonElement>('button');
  }

  it("offers only dates of its ticket's calendar with room for the whole order", async () => {
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=42',
    });
    // 2, 5, 6 and 7 December, in the calendar's order.
    const [dec2, dec5, dec6, dec7] = (await openReschedule()) as HTMLButtonElement[];
    expect(dec2?.disabled).toBe(true);
    expect(dec5?.disabled).toBe(true);
    expect(dec5?.textContent).toContain('Sold out');
    // One place left is too few for an order of more than one ticket.
    const quantity = paid.lines.reduce((sum, line) => sum + line.quantity, 0);
    expect(dec6?.disabled).toBe(quantity > 1);
    expect(dec7?.disabled).toBe(false);
  });

  it('moves to another date and can be e-mailed', async () => {
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=42',
    });
    // The one day with room for the whole order: 7 December.
    const chip = (await openReschedule()).find((day) => !day.disabled);
    await press(chip);
    await press(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => urls('/index/order/changeOrderTime').length > 0);
    expect(urls('/index/order/changeOrderTime')).toEqual([
      '/api/index/order/changeOrderTime?id=42&date=2026-12-07',
    ]);

    // Logged in by phone: no address on file, so the page asks for one.
    await press(screen.getByRole('button', { name: 'Send to my e-mail' }));
    const input = await screen.findByRole('textbox', { name: 'E-mail' });
    const send = screen.getByRole('button', { name: 'Send' });
    await typeInto(input, 'not-an-address');
    await press(send);
    expect(descriptionOf(input)).toBe('Invalid Email Format');
    await typeInto(input, 'aisha@mailinator.com');
    await press(send);
    expect(descriptionOf(input)).toBe('Email format not allowed');
    expect(urls('/index/order/ticketSendEmail')).toEqual([]);
    await typeInto(input, 'aisha@example.com');
    await press(send);
    await waitFor(() => urls('/index/order/ticketSendEmail').length > 0);
    expect(await emailBodies()).toEqual([{ id: 42, email: 'aisha@example.com' }]);
    expect(toast.showToast).toHaveBeenLastCalledWith('The ticket was sent to your e-mail');
  });

  it('e-mails the slip straight to the address on file', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, nickname: 'A', email: 'a@example.com' }));
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=42',
    });
    await press(await screen.findByRole('button', { name: 'Send to my e-mail' }));
    await waitFor(() => urls('/index/order/ticketSendEmail').length > 0);
    expect(await emailBodies()).toEqual([{ id: 42 }]);
  });
});

describe('a move to another date costs the difference', () => {
  const open = (day: string) => ({
    date: day,
    state: 'open' as const,
    remaining: 100,
    prices: {},
    slots: {},
  });
  /** Saturday 5th dearer, Sunday 6th cheaper, Monday 7th the same. */
  const prices: DateChangePrices = {
    free: false,
    refundsCheaper: true,
    // The server's hold, not the app's default, is what the visitor is told.
    holdMinutes: 20,
    days: [
      { date: '2026-12-05', difference: '22.50' },
      { date: '2026-12-06', difference: '-9.00' },
      { date: '2026-12-07', difference: '0.00' },
    ],
  };
  const waiting = {
    date: '2026-12-05',
    slot: '09:00',
    difference: '22.50',
    payUrl: '/pay/sandbox/diff-42',
    expiresAt: '2026-12-01T06:15:00Z',
  };

  beforeEach(() => {
    server.use(
      api.get<Pick<TicketInfo, 'days'>>('/index/index/ticketInfo', {
        days: ['2026-12-02', '2026-12-05', '2026-12-06', '2026-12-07'].map(open),
      }),
      api.get<DateChangePrices>('/index/order/changeOrderPrices', prices),
    );
  });

  /** The sheet's chips once the prices have come, by their dates. */
  async function openSheet() {
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=42',
    });
    await press(await screen.findByRole('button', { name: 'Change visit date' }));
    const strip = within(await screen.findByRole('group', { name: 'Choose a new visit date' }));
    await strip.findByRole('button', { name: /\+RM 22\.50/ });
    return strip;
  }
  /** The sentence under the strip, its prices' unbreakable spaces read as spaces. */
  const chosen = () => document.querySelector('.sheet__note')?.textContent?.replace(/\u00a0/g, ' ');

  it('shows on each date what the move costs, or gives back, before the visitor picks', async () => {
    const strip = await openSheet();
    const names = strip.getAllByRole('button').map((chip) => chip.textContent);
    expect(names).toEqual([
      'Wed2 DecVisit date',
      'Sat5 Dec+RM 22.50',
      'Sun6 Dec−RM 9.00',
      'Mon7 Dec',
    ]);
    expect(urls('/index/order/changeOrderPrices')).toEqual([
      '/api/index/order/changeOrderPrices?id=42',
    ]);
  });

  it('says what a dearer date costs and that its places are held, then sends the visitor to pay', async () => {
    server.use(api.on<Order>('/index/order/changeOrderTime', { ...paid, dateChange: waiting }));
    const strip = await openSheet();
    await press(strip.getByRole('button', { name: /5 Dec/ }));
    expect(chosen()).toBe(
      'Moving to Sat, 5 Dec 2026 costs RM 22.50 more. Your places on that date are held for 20 minutes while you pay.',
    );
    await press(screen.getByRole('button', { name: 'Pay RM 22.50 and move' }));
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(urls('/index/order/changeOrderTime')).toEqual([
      '/api/index/order/changeOrderTime?id=42&date=2026-12-05',
    ]);
    expect(openPayment).toHaveBeenCalledWith('/pay/sandbox/diff-42');
    // Not moved yet: no "your date is now" until the difference is paid.
    expect(toast.showToast).not.toHaveBeenCalledWith(expect.stringContaining('Your visit date'));
  });

  it('says what comes back from a cheaper date where the operator refunds it', async () => {
    const strip = await openSheet();
    await press(strip.getByRole('button', { name: /6 Dec/ }));
    expect(chosen()).toBe('Moving to Sun, 6 Dec 2026: RM 9.00 comes back to how you paid.');
    await press(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => urls('/index/order/changeOrderTime').length > 0);
    expect(toast.showToast).toHaveBeenLastCalledWith(
      'Your visit date is now Sun, 6 Dec 2026. RM 9.00 is on its way back to you.',
    );
    expect(openPayment).not.toHaveBeenCalled();
  });

  it('costs nothing under the weather guarantee, and says so', async () => {
    server.use(
      api.get<DateChangePrices>('/index/order/changeOrderPrices', {
        free: true,
        refundsCheaper: true,
        holdMinutes: 15,
        days: prices.days.map((day) => ({ ...day, difference: '0.00' })),
      }),
    );
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=42',
    });
    await press(await screen.findByRole('button', { name: 'Change visit date' }));
    expect(
      await screen.findByText(
        'Your visit day was a heavy-rain day, so moving your ticket is free.',
      ),
    ).toBeTruthy();
    const strip = within(screen.getByRole('group', { name: 'Choose a new visit date' }));
    await press(strip.getByRole('button', { name: /5 Dec/ }));
    expect(chosen()).toBe('New date: Sat, 5 Dec 2026. Free under the weather guarantee.');
    expect(strip.queryByText(/RM/)).toBeNull();
  });

  describe('while a move waits for its difference', () => {
    beforeEach(() => {
      // 14:00 at the park on 1 December: the hold ends at 14:15.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-01T06:00:00Z'));
      server.use(api.get<Order>('/index/order/orderDetail', { ...paid, dateChange: waiting }));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('the order page says where the ticket is moving, what to pay by when, and opens the payment', async () => {
      await renderPage(<TicketOrderPage />, {
        path: '/order/ticketDetail',
        at: '/order/ticketDetail?id=42',
      });
      const card = within(
        await screen.findByRole('region', { name: 'Moving to Sat, 5 Dec 2026 09:00' }),
      );
      expect(card.getByText('RM 22.50 to pay by 14:15')).toBeTruthy();
      expect(
        card.getByText('Until you pay, your ticket stays valid for Wed, 2 Dec 2026.'),
      ).toBeTruthy();
      // The ticket still opens the gate on its own date meanwhile.
      expect(screen.getByRole('region', { name: 'Ticket slip' })).toBeTruthy();
      await press(card.getByRole('button', { name: 'Pay RM 22.50' }));
      expect(openPayment).toHaveBeenCalledWith('/pay/sandbox/diff-42');
    });

    it('goes once the time to pay is up', async () => {
      vi.setSystemTime(new Date('2026-12-01T06:16:00Z'));
      await renderPage(<TicketOrderPage />, {
        path: '/order/ticketDetail',
        at: '/order/ticketDetail?id=42',
      });
      await screen.findByRole('region', { name: 'Ticket slip' });
      expect(screen.queryByRole('region', { name: /Moving to/ })).toBeNull();
    });
  });
});

describe('a ticket that no longer opens the gate', () => {
  const states = [
    [43, 'refunded', 'Refunded — this ticket can no longer be used'],
    [44, 'used', 'Used on 2026/12/02 10:02:00'],
    [45, 'expired', 'Expired: the visit date has passed'],
    [46, 'expired', 'Expired: the visit date has passed'],
  ] as const;
  const pages = [
    ['ticket page', <TicketOrderPage key="detail" />, '/order/ticketDetail'],
    ['slip', <TicketSlipPage key="slip" />, '/order/piaoju'],
  ] as const;
  for (const [id, state, headline] of states) {
    for (const [where, page, path] of pages) {
      it(`says it is ${state} on the ${where} (order ${id}), with no code, nothing to send or move`, async () => {
        const { view } = await renderPage(page, { path, at: `${path}?id=${id}` });
        const shown = await screen.findByRole('region', { name: headline });
        expect(shown.dataset.state).toBe(state);
        expect(within(shown).getByRole('heading', { level: 2 }).textContent).toBe(headline);
        expect(screen.queryByRole('img', { name: /^QR code/ })).toBeNull();
        expect(screen.queryByRole('region', { name: 'Ticket slip' })).toBeNull();
        expect(view.querySelector('img[src^="data:"]')).toBeNull();
        expect(view.textContent).not.toContain('Show this code at the gate');
        expect(view.textContent).not.toContain('PASS-');
        expect(screen.queryByRole('button', { name: 'Send to my e-mail' })).toBeNull();
        expect(view.textContent).not.toContain('Send to my e-mail');
        expect(screen.queryByRole('button', { name: 'Change visit date' })).toBeNull();
        expect(view.textContent).not.toContain('Change visit date');
      });
    }
  }

  it('keeps the slip of a usable ticket: its code, the way to send it and to move it', async () => {
    const { view } = await renderPage(<TicketSlipPage />, {
      path: '/order/piaoju',
      at: '/order/piaoju?id=42',
    });
    await screen.findByRole('img', { name: qrOf('K7Q-4M9T-D2X') });
    expect(view.textContent).toContain('Show this code at the gate');
    expect(screen.queryByRole('button', { name: 'Send to my e-mail' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Change visit date' })).not.toBeNull();
    for (const [, , headline] of states) {
      expect(screen.queryByRole('region', { name: headline })).toBeNull();
    }
  });

  it('shows each refund with its amount, date, lines and reason as plain text, and what happens next', async () => {
    for (const [page, path] of [
      [<TicketOrderPage key="detail" />, '/order/ticketDetail'],
      [<TicketSlipPage key="slip" />, '/order/piaoju'],
    ] as const) {
      const { view } = await renderPage(page, { path, at: `${path}?id=43` });
      const block = await within(view).findByRole('region', { name: 'Refunded' });
      expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('Refunded');
      const [first, second] = itemsOf(within(block).getAllByRole('list')[0] as HTMLElement) as [
        HTMLElement,
        HTMLElement,
      ];
      expect(first.textContent).toContain('2026/12/01 19:00:00 · Returned to you');
      expect(first.textContent).toContain('RM 32.50');
      expect(first.textContent).toContain('Adult × 1');
      expect(within(first).getByText(REASON).textContent).toBe(`Reason: ${REASON}`);
      // Written as text: no element of staff's making reaches the page.
      expect(block.querySelector('img, b')).toBeNull();
      expect(second.textContent).toContain('On its way to you');
      expect(second.textContent).toContain('RM 52.60');
      expect(second.textContent).toContain('Child × 1');
      expect(second.textContent).toContain('Park closed by the storm');
      const next =
        'The money goes back to the card you paid with. Banks usually show it within 5–10 working days.';
      expect(within(block).getByText(next).textContent).toBe(next);
    }
  });

  it('lists what a partial refund gave back while the rest of the ticket still opens the gate', async () => {
    server.use(
      api.get<Order>('/index/order/orderDetail', {
        ...paid,
        lines: [paid.lines[0], { ...paid.lines[1], refunded: 1 }] as Order['lines'],
        refunds: [
          {
            ...(refunded.refunds[0] as Order['refunds'][number]),
            lines: [{ name: 'Child', quantity: 1, amount: '20.10' }],
          },
        ],
      }),
    );
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=42',
    });
    await screen.findByRole('img', { name: qrOf('K7Q-4M9T-D2X') });
    const block = screen.getByRole('region', { name: 'Partly refunded' });
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('Partly refunded');
    const slip = screen.getByRole('region', { name: 'Ticket slip' });
    expect(slip.textContent).toContain('Adult × 2');
    // The refunded child no longer goes through the gate.
    expect(slip.textContent).not.toContain('Child');
  });
});

describe('payment records', () => {
  it('shows each refund as a row of its own under the payment, with its reason as text', async () => {
    server.use(
      api.get<PayRecord[]>('/index/order/payRecord', [
        {
          orderId: 43,
          orderNo: refunded.orderNo,
          kind: 'ticket',
          title: 'Canopy Walk',
          amount: '85.10',
          discount: null,
          status: 'succeeded',
          refund: false,
          refunded: '85.10',
          refunds: refunded.refunds,
          provider: 'stripe',
          method: 'card',
          createdAt: '2026-12-01T10:03:00Z',
        },
      ]),
    );
    await renderPage(<PayRecordPage />, { path: '/payRecord' });
    const record = await screen.findByRole('link', { name: /Canopy Walk/ });
    expect(record.textContent).toContain('Refunded');
    // The payments, and under the one refunded its refunds.
    const [, refundList] = screen.getAllByRole('list') as [HTMLElement, HTMLElement];
    const rows = itemsOf(refundList);
    expect(rows.map((row) => within(row).getByText(/^−RM/).textContent)).toEqual([
      '−RM 32.50',
      '−RM 52.60',
    ]);
    expect(rows[0]?.textContent).toContain('Refund');
    expect(rows[0]?.textContent).toContain('2026/12/01 19:00:00 · Returned to you');
    expect(within(rows[0] as HTMLElement).getByText(REASON).textContent).toBe(`Reason: ${REASON}`);
    expect(rows[0]?.querySelector('img, b')).toBeNull();
    expect(rows[1]?.textContent).toContain('On its way to you');
  });
});
