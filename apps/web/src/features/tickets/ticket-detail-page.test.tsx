import type { PaymentStart, TicketInfo } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadOrderTexts } from '#web/lib/i18n.ts';
import { api, refusal } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { byTestId, waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import TicketDetailPage from './ticket-detail-page';

vi.mock('#web/lib/payment.ts', () => ({ openPayment: vi.fn() }));
const { openPayment } = await import('#web/lib/payment.ts');

const ticket: TicketInfo = {
  id: 2,
  name: 'Canopy Walk',
  intro: 'A walkway 40 m above the forest floor',
  description: 'Cross seven bridges.\n\nBring water.',
  notes: ['Closed-toe shoes only'],
  cover: '/uploads/demo/canopy.webp',
  images: ['/uploads/demo/canopy-1.webp', '/uploads/demo/canopy-2.webp'],
  price: '28.00',
  variants: [
    { id: 5, name: 'Adult', price: '28.00' },
    { id: 6, name: 'Child', price: '18.00' },
  ],
  slots: [
    { id: 1, label: '09:00' },
    { id: 2, label: '14:00' },
  ],
  days: [
    {
      date: '2026-12-01',
      state: 'open',
      remaining: 80,
      prices: { '5': '28.00', '6': '18.00' },
      slots: { '1': 40, '2': 40 },
    },
    {
      date: '2026-12-02',
      state: 'few',
      remaining: 3,
      prices: { '5': '32.50', '6': '20.10' },
      slots: { '1': 3, '2': 0 },
    },
    { date: '2026-12-03', state: 'soldOut', remaining: 0, prices: {}, slots: { '1': 0, '2': 0 } },
    { date: '2026-12-04', state: 'closed', remaining: 0, prices: {}, slots: {} },
  ],
};

const bodies = async (path: string) => (await sentTo(path)).map((sent) => sent.body);

beforeAll(async () => {
  await initI18n('en');
  await loadOrderTexts();
});

beforeEach(() => {
  server.use(
    api.get<TicketInfo>('/index/index/ticketInfo', ticket),
    api.post<PaymentStart>('/index/order/createTicketOrder', {
      id: 41,
      orderNo: 'T41',
      total: '85.10',
      expiresAt: '2026-12-01T10:15:00Z',
      payUrl: '/pay/41',
    }),
  );
  vi.mocked(openPayment).mockClear();
});

async function open() {
  const { view } = await renderPage(<TicketDetailPage />, {
    path: '/ticket/detail',
    at: '/ticket/detail?id=2',
  });
  await waitFor(() => byTestId(view, 'ticket-date-2026-12-01'));
  return view;
}

const plus = (view: HTMLElement, id: number) =>
  byTestId(view, `variant-${id}`)?.querySelector('.stepper__plus');
const value = (view: HTMLElement, id: number) =>
  byTestId(view, `variant-${id}`)?.querySelector('[role="spinbutton"]')?.textContent;

describe('ticket detail', () => {
  it('shows the day states and lets only bookable days be chosen', async () => {
    const view = await open();
    expect(byTestId(view, 'ticket-date-2026-12-02')?.textContent).toContain('Few left');
    expect(byTestId(view, 'ticket-date-2026-12-03')?.textContent).toContain('Sold out');
    expect((byTestId(view, 'ticket-date-2026-12-03') as HTMLButtonElement).disabled).toBe(true);
    expect((byTestId(view, 'ticket-date-2026-12-04') as HTMLButtonElement).disabled).toBe(true);
    expect(byTestId(view, 'ticket-date-chosen')?.textContent).toBe('Please choose a date');
    expect(byTestId(view, 'ticket-total')?.textContent).toBe('FROM RM 28.00');
  });

  it('asks for a date, then a slot, then tickets before booking', async () => {
    localStorage.setItem('token', 'tok');
    const view = await open();
    await press(byTestId(view, 'ticket-buy'));
    expect(toast.showToast).toHaveBeenLastCalledWith('Please choose a date');
    await press(byTestId(view, 'ticket-date-2026-12-01'));
    await press(byTestId(view, 'ticket-buy'));
    expect(toast.showToast).toHaveBeenLastCalledWith('Please choose a time slot');
    await press(byTestId(view, 'ticket-slot-1'));
    await press(byTestId(view, 'ticket-buy'));
    expect(toast.showToast).toHaveBeenLastCalledWith('Please choose at least one ticket');
    expect(await bodies('/index/order/createTicketOrder')).toEqual([]);
  });

  it('limits the steppers to the slot’s places and totals with the day’s prices', async () => {
    localStorage.setItem('token', 'tok');
    const view = await open();
    await press(byTestId(view, 'ticket-date-2026-12-02'));
    expect((byTestId(view, 'ticket-slot-2') as HTMLButtonElement).disabled).toBe(true);
    await press(byTestId(view, 'ticket-slot-1'));
    for (let i = 0; i < 2; i++) await press(plus(view, 5));
    await press(plus(view, 6));
    await press(plus(view, 6));
    expect([value(view, 5), value(view, 6)]).toEqual(['2', '1']);
    // 2 × 32.50 + 1 × 20.10
    expect(byTestId(view, 'ticket-total')?.textContent).toBe('RM 85.10');

    await press(byTestId(view, 'ticket-buy'));
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(await bodies('/index/order/createTicketOrder')).toEqual([
      {
        ticketId: 2,
        date: '2026-12-02',
        slotId: 1,
        items: [
          { variantId: 5, quantity: 2 },
          { variantId: 6, quantity: 1 },
        ],
      },
    ]);
    expect(openPayment).toHaveBeenCalledWith('/pay/41');
    // Back from the payment page lands on the new, unpaid order, not on the booking form.
    expect(await whereNow(view)).toBe('REPLACE /order/ticketDetail?id=41');
  });

  it('when unpaid tickets for the date are waiting, offers to open that order instead', async () => {
    localStorage.setItem('token', 'tok');
    const waiting = 'You already hold unpaid tickets for this date; please pay that order first';
    server.use(
      api.post(
        '/index/order/createTicketOrder',
        refusal(3021, waiting, { id: 7, orderNo: 'T7', kind: 'ticket' }),
      ),
    );
    const view = await open();
    await press(byTestId(view, 'ticket-date-2026-12-01'));
    await press(byTestId(view, 'ticket-slot-1'));
    await press(plus(view, 5));
    await press(byTestId(view, 'ticket-buy'));
    const go = await waitFor(() =>
      [...document.querySelectorAll('.adm-dialog button')].find(
        (button) => button.textContent === 'Go to your waiting order',
      ),
    );
    expect(document.querySelector('.adm-dialog')?.textContent).toContain(waiting);
    expect(toast.showToast).not.toHaveBeenCalledWith(waiting);
    expect(openPayment).not.toHaveBeenCalled();
    await press(go);
    expect(await whereNow(view)).toBe('PUSH /order/ticketPay?id=7');
  });

  it('sends a logged-out visitor to log in and keeps the choice for the return', async () => {
    const view = await open();
    await press(byTestId(view, 'ticket-date-2026-12-01'));
    await press(byTestId(view, 'ticket-slot-2'));
    await press(plus(view, 5));
    expect(byTestId(view, 'ticket-buy')?.textContent).toBe('Book now');
    await press(byTestId(view, 'ticket-buy'));
    expect(await whereNow(view)).toBe('PUSH /login');
    expect(sessionStorage.getItem('loginRedirect')).toBe('/ticket/detail?id=2');
    expect(JSON.parse(sessionStorage.getItem('ticketDraft:2') ?? '{}')).toEqual({
      date: '2026-12-01',
      slotId: 2,
      quantities: { 5: 1 },
    });

    const back = await open();
    expect(byTestId(back, 'ticket-date-chosen')?.textContent).toBe('Tue, 1 Dec 2026');
    expect(value(back, 5)).toBe('1');
    expect(byTestId(back, 'ticket-total')?.textContent).toBe('RM 28.00');
  });

  it('offers the same days as a month calendar, loaded when first opened', async () => {
    const view = await open();
    await press(byTestId(view, 'ticket-calendar-open'));
    const cells = await waitFor(() => {
      const found = [
        ...document.querySelectorAll<HTMLButtonElement>('.calendar-sheet button[data-date]'),
      ];
      return found.length > 0 ? found : null;
    });
    expect(cells.find((cell) => cell.textContent?.includes('Sold out'))?.disabled).toBe(true);
    await press(cells.find((cell) => cell.dataset.date === '2026-12-02'));
    await press(document.querySelector('[data-testid="calendar-confirm"]'));
    await waitFor(() => byTestId(view, 'ticket-date-chosen')?.textContent === 'Wed, 2 Dec 2026');
    expect(byTestId(view, 'ticket-date-2026-12-02')?.getAttribute('aria-pressed')).toBe('true');
  });
});
