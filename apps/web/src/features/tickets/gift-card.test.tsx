import type { GiftCard, OrderPreview, PaymentStart, TicketInfo } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadOrderTexts } from '#web/lib/i18n.ts';
import { api } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { giftCard, ticketDay } from '#web/test/generators.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import TicketDetailPage from './ticket-detail-page';

vi.mock('#web/lib/payment.ts', () => ({ openPayment: vi.fn() }));
const { openPayment } = await import('#web/lib/payment.ts');

const ticket: TicketInfo = {
  id: 2,
  name: 'Canopy Walk',
  intro: '',
  description: '',
  notes: [],
  cover: '',
  images: [],
  price: '30.00',
  variants: [{ id: 5, name: 'Adult', price: '30.00', check: null }],
  slots: [],
  days: [ticketDay('2026-12-01', { prices: { '5': '30.00' } })],
};

const held = giftCard({ code: 'K7QM-3XPA-9D2F-HT4W', pin: '482913', balance: '50.00' });

const bodies = async (path: string) => (await sentTo(path)).map((sent) => sent.body);

beforeAll(async () => {
  await initI18n('en');
  await loadOrderTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  server.use(
    api.get<TicketInfo>('/index/index/ticketInfo', ticket),
    api.post<{ list: GiftCard[] }>('/index/giftcard/mine', { list: [held] }),
    // SUMMER10 takes RM 6.00 off two adults.
    api.post<OrderPreview>('/index/order/previewTicketOrder', {
      subtotal: '60.00',
      discount: '6.00',
      total: '54.00',
      code: 'SUMMER10',
      giftCard: '0.00',
      toPay: '54.00',
    }),
    api.post<PaymentStart>('/index/order/createTicketOrder', {
      id: 41,
      orderNo: 'T41',
      total: '54.00',
      expiresAt: '2026-12-01T10:15:00Z',
      payUrl: '/pay/41',
    }),
  );
  vi.mocked(openPayment).mockClear();
});

/** The ticket page with the first date and `adults` adult tickets chosen. */
async function booked(adults: number) {
  const { view } = await renderPage(<TicketDetailPage />, {
    path: '/ticket/detail',
    at: '/ticket/detail?id=2',
  });
  const dates = await within(view).findByRole('group', { name: 'Visit date' });
  await press(within(dates).getAllByRole('button')[0]);
  const stepper = screen.getByRole('spinbutton', { name: 'Number of Adult tickets' })
    .parentElement as HTMLElement;
  for (let i = 0; i < adults; i++) {
    await press(within(stepper).getByRole('button', { name: 'Increase' }));
  }
  return view;
}

const bookNow = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Book now' });
/** The label and amount in the bar beside "Book now". */
const bar = () =>
  [...(bookNow().previousElementSibling?.children ?? [])].map((part) => part.textContent);
const region = () => screen.getByRole('region', { name: 'Gift card' });
const summary = (label: string) =>
  within(region()).queryByText(label)?.nextElementSibling?.textContent;

describe('a gift card at the ticket checkout', () => {
  it('pays what it can of the total after the code, and the booking carries the card and its PIN', async () => {
    await booked(2);
    await press(screen.getByRole('button', { name: 'Have a promotion code?' }));
    await typeInto(screen.getByRole('textbox', { name: 'Promotion code' }), 'SUMMER10');
    await press(
      within(screen.getByRole('region', { name: 'Promotion code' })).getByRole('button', {
        name: 'Apply',
      }),
    );
    await press(await within(region()).findByRole('button', { name: /^K7QM-3XPA-9D2F-HT4W/ }));

    await waitFor(() => summary('To pay') === 'RM 4.00');
    expect(summary('Gift card')).toBe('−RM 50.00');
    expect(bar()).toEqual(['To pay', 'RM 4.00']);

    // Taken off, the bar asks for the whole total again; picked again, the order carries it.
    await press(screen.getByRole('button', { name: 'Remove gift card K7QM-3XPA-9D2F-HT4W' }));
    expect(bar()).toEqual(['Total', 'RM 54.00']);
    await press(within(region()).getByRole('button', { name: /^K7QM-3XPA-9D2F-HT4W/ }));

    await press(bookNow());
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(await bodies('/index/order/createTicketOrder')).toEqual([
      {
        ticketId: 2,
        date: '2026-12-01',
        items: [{ variantId: 5, quantity: 2 }],
        promoCode: 'SUMMER10',
        giftCard: { code: 'K7QM-3XPA-9D2F-HT4W', pin: '482913' },
      },
    ]);
  });

  it('asks a logged-out visitor to log in before a card typed is checked', async () => {
    localStorage.removeItem('token');
    const view = await booked(1);
    await press(screen.getByRole('button', { name: 'Pay with a gift card?' }));
    await typeInto(
      within(region()).getByRole('textbox', { name: 'Card number' }),
      'K7QM3XPA9D2FHT4W',
    );
    await press(within(region()).getByRole('button', { name: 'Apply' }));
    expect(await whereNow(view)).toBe('PUSH /login');
    expect(await bodies('/index/giftcard/add')).toEqual([]);
    expect(await bodies('/index/giftcard/mine')).toEqual([]);
  });
});
