import type { PaymentStart, TicketInfo } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadOrderTexts } from '#web/lib/i18n.ts';
import { api, refusal } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
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
    { id: 5, name: 'Adult', price: '28.00', check: null },
    { id: 6, name: 'Child', price: '18.00', check: null },
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
  await within(view).findByRole('group', { name: 'Visit date' });
  return view;
}

/** The chip of a date in the strip of days, as the visitor taps it. */
const dayChip = (view: HTMLElement, date: string) =>
  within(within(view).getByRole('group', { name: 'Visit date' }))
    .getAllByRole('button')
    .find((chip) => chip.dataset.date === date) as HTMLButtonElement;
/** A time slot's button, by the time it shows. */
const slot = (view: HTMLElement, label: string) =>
  within(view).getByRole('button', { name: new RegExp(`^${label}`) }) as HTMLButtonElement;
/** How many tickets of a type are chosen, and the button that adds one. */
const stepper = (view: HTMLElement, name: string) =>
  within(view).getByRole('spinbutton', { name: `Number of ${name} tickets` });
const plus = (view: HTMLElement, name: string) =>
  within(stepper(view, name).parentElement as HTMLElement).getByRole('button', {
    name: 'Increase',
  });
const value = (view: HTMLElement, name: string) => stepper(view, name).textContent;
/** The price in the bar at the bottom: "FROM RM …" before, the total once tickets are chosen. */
const total = (view: HTMLElement) =>
  within(view).getByRole('button', { name: 'Book now' }).previousElementSibling?.lastElementChild
    ?.textContent;
const chosenDate = (view: HTMLElement) =>
  within(view).getByRole('heading', { name: 'Visit date' }).parentElement?.nextElementSibling
    ?.textContent;

describe('ticket detail', () => {
  it('says which card the gate checks for a type, and asks the visitor to bring it before paying', async () => {
    localStorage.setItem('token', 'tok');
    server.use(
      api.get<TicketInfo>('/index/index/ticketInfo', {
        ...ticket,
        variants: [
          ...ticket.variants,
          { id: 7, name: 'Adult · Malaysian', price: '20.00', check: 'MyKad' },
          { id: 8, name: 'Child · Malaysian', price: '12.00', check: 'MyKid' },
        ],
        days: [
          {
            ...(ticket.days[0] as TicketInfo['days'][number]),
            prices: { '5': '28.00', '6': '18.00', '7': '20.00', '8': '12.00' },
          },
        ],
      }),
    );
    const view = await open();
    const tickets = within(view).getByRole('region', { name: 'Tickets' });
    expect(within(tickets).getByText('MyKad checked at the gate')).toBeTruthy();
    expect(within(tickets).getByText('MyKid checked at the gate')).toBeTruthy();
    expect(within(tickets).queryByRole('list', { name: 'Cards checked at the gate' })).toBeNull();

    await press(dayChip(view, '2026-12-01'));
    await press(slot(view, '09:00'));
    await press(plus(view, 'Adult · Malaysian'));
    await press(plus(view, 'Adult · Malaysian'));
    await press(plus(view, 'Adult'));
    const cards = within(tickets).getByRole('list', { name: 'Cards checked at the gate' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bring your MyKad: it is checked at the gate']);
    await press(plus(view, 'Child · Malaysian'));
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bring your MyKad: it is checked at the gate',
      'Bring your MyKid: it is checked at the gate',
    ]);
  });

  it('shows the day states and lets only bookable days be chosen', async () => {
    const view = await open();
    expect(dayChip(view, '2026-12-02')?.textContent).toContain('Few left');
    expect(dayChip(view, '2026-12-03')?.textContent).toContain('Sold out');
    expect(dayChip(view, '2026-12-03').disabled).toBe(true);
    expect(dayChip(view, '2026-12-04').disabled).toBe(true);
    expect(chosenDate(view)).toBe('Please choose a date');
    expect(total(view)).toBe('FROM RM 28.00');
  });

  it('asks for a date, then a slot, then tickets before booking', async () => {
    localStorage.setItem('token', 'tok');
    const view = await open();
    await press(within(view).getByRole('button', { name: 'Book now' }));
    expect(toast.showToast).toHaveBeenLastCalledWith('Please choose a date');
    await press(dayChip(view, '2026-12-01'));
    await press(within(view).getByRole('button', { name: 'Book now' }));
    expect(toast.showToast).toHaveBeenLastCalledWith('Please choose a time slot');
    await press(slot(view, '09:00'));
    await press(within(view).getByRole('button', { name: 'Book now' }));
    expect(toast.showToast).toHaveBeenLastCalledWith('Please choose at least one ticket');
    expect(await bodies('/index/order/createTicketOrder')).toEqual([]);
  });

  it('limits the steppers to the slot’s places and totals with the day’s prices', async () => {
    localStorage.setItem('token', 'tok');
    const view = await open();
    await press(dayChip(view, '2026-12-02'));
    expect(slot(view, '14:00').disabled).toBe(true);
    await press(slot(view, '09:00'));
    for (let i = 0; i < 2; i++) await press(plus(view, 'Adult'));
    await press(plus(view, 'Child'));
    await press(plus(view, 'Child'));
    expect([value(view, 'Adult'), value(view, 'Child')]).toEqual(['2', '1']);
    // 2 × 32.50 + 1 × 20.10
    expect(total(view)).toBe('RM 85.10');

    await press(within(view).getByRole('button', { name: 'Book now' }));
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
    await press(dayChip(view, '2026-12-01'));
    await press(slot(view, '09:00'));
    await press(plus(view, 'Adult'));
    await press(within(view).getByRole('button', { name: 'Book now' }));
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
    await press(dayChip(view, '2026-12-01'));
    await press(slot(view, '14:00'));
    await press(plus(view, 'Adult'));
    expect(within(view).getByRole('button', { name: 'Book now' })?.textContent).toBe('Book now');
    await press(within(view).getByRole('button', { name: 'Book now' }));
    expect(await whereNow(view)).toBe('PUSH /login');
    expect(sessionStorage.getItem('loginRedirect')).toBe('/ticket/detail?id=2');
    expect(JSON.parse(sessionStorage.getItem('ticketDraft:2') ?? '{}')).toEqual({
      date: '2026-12-01',
      slotId: 2,
      quantities: { 5: 1 },
    });

    const back = await open();
    expect(chosenDate(back)).toBe('Tue, 1 Dec 2026');
    expect(value(back, 'Adult')).toBe('1');
    expect(total(back)).toBe('RM 28.00');
  });

  it('offers the same days as a month calendar, loaded when first opened', async () => {
    const view = await open();
    await press(within(view).getByRole('button', { name: 'All dates' }));
    const cells = await waitFor(() => {
      const found = [
        ...document.querySelectorAll<HTMLButtonElement>('.calendar-sheet button[data-date]'),
      ];
      return found.length > 0 ? found : null;
    });
    expect(cells.find((cell) => cell.textContent?.includes('Sold out'))?.disabled).toBe(true);
    await press(cells.find((cell) => cell.dataset.date === '2026-12-02'));
    await press(screen.getByRole('button', { name: 'Choose' }));
    await waitFor(() => chosenDate(view) === 'Wed, 2 Dec 2026');
    expect(dayChip(view, '2026-12-02')?.getAttribute('aria-pressed')).toBe('true');
  });
});
