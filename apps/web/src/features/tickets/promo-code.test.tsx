import {
  type CreateTicketOrderBody,
  ERRORS,
  type OrderPreview,
  type PaymentStart,
  type TicketInfo,
} from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadOrderTexts } from '#web/lib/i18n.ts';
import { api, refusal } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { ticketDay } from '#web/test/generators.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { descriptionOf, screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
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
  days: [
    ticketDay('2026-12-01', { prices: { '5': '30.00' } }),
    ticketDay('2026-12-02', { prices: { '5': '40.00' } }),
  ],
};

const NOT_VALID = 'This code is not valid: check it and try again';
const USED_UP = 'This code has been used up';

/**
 * The server's preview, as a stand-in: SUMMER10 takes 10% off; any other code is not valid. The
 * test's own arithmetic only stands in for the server's, which the page shows as it is.
 */
function previewOf(body: CreateTicketOrderBody): OrderPreview | Response {
  if (body.promoCode?.replace(/\s/g, '').toUpperCase() !== 'SUMMER10') {
    return refusal(ERRORS.promoCodeInvalid.code, NOT_VALID);
  }
  const unit = body.date === '2026-12-02' ? 4000 : 3000;
  const subtotal = unit * (body.items[0]?.quantity ?? 0);
  const discount = subtotal / 10;
  const rm = (sen: number) => (sen / 100).toFixed(2);
  return {
    subtotal: rm(subtotal),
    discount: rm(discount),
    total: rm(subtotal - discount),
    code: 'SUMMER10',
    giftCard: '0.00',
    toPay: rm(subtotal - discount),
  };
}

const bodies = async (path: string) => (await sentTo(path)).map((sent) => sent.body);

beforeAll(async () => {
  await initI18n('en');
  await loadOrderTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  server.use(
    api.get<TicketInfo>('/index/index/ticketInfo', ticket),
    api.post<OrderPreview>('/index/order/previewTicketOrder', ({ body }) =>
      previewOf(body as CreateTicketOrderBody),
    ),
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

/** The ticket page with a date and `adults` adult tickets chosen. */
async function booked(adults: number) {
  const { view } = await renderPage(<TicketDetailPage />, {
    path: '/ticket/detail',
    at: '/ticket/detail?id=2',
  });
  const dates = await within(view).findByRole('group', { name: 'Visit date' });
  await press(
    within(dates)
      .getAllByRole('button')
      .find((chip) => chip.dataset.date === '2026-12-01'),
  );
  for (let i = 0; i < adults; i++) await press(more());
  return view;
}

const more = () =>
  within(
    screen.getByRole('spinbutton', { name: 'Number of Adult tickets' })
      .parentElement as HTMLElement,
  ).getByRole('button', { name: 'Increase' });
const codeField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Promotion code' });
const bookNow = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Book now' });
/** The total in the bar at the bottom, beside "Book now". */
const barTotal = () => bookNow().previousElementSibling?.lastElementChild?.textContent;
/** What a line of the code's summary shows beside its label ("Code SUMMER10" → "−RM 6.00"). */
const shownBy = (label: string) => {
  const region = screen.queryByRole('region', { name: 'Promotion code' });
  return region ? within(region).queryByText(label)?.nextElementSibling?.textContent : undefined;
};

async function applyCode(code: string) {
  await press(screen.getByRole('button', { name: 'Have a promotion code?' }));
  await typeInto(codeField(), code);
  await press(screen.getByRole('button', { name: 'Apply' }));
}

describe('a promotion code at the ticket checkout', () => {
  it('shows the saving the server priced, books with the code, and never shows a saving for an older basket', async () => {
    await booked(2);
    expect(barTotal()).toBe('RM 60.00');
    await applyCode(' summer 10 ');

    await waitFor(() => shownBy('Code SUMMER10'));
    expect(shownBy('Subtotal')).toBe('RM 60.00');
    expect(shownBy('Code SUMMER10')).toBe('−RM 6.00');
    expect(shownBy('Total')).toBe('RM 54.00');
    expect(barTotal()).toBe('RM 54.00');
    // Priced by the server with the same body the order will be placed with, and the code as
    // typed: the server, not the page, makes "summer 10" SUMMER10.
    expect(await bodies('/index/order/previewTicketOrder')).toEqual([
      {
        ticketId: 2,
        date: '2026-12-01',
        items: [{ variantId: 5, quantity: 2 }],
        promoCode: 'summer 10',
      },
    ]);

    // A third ticket: until the server has priced it, no saving is shown and the bar cannot pay.
    let answer: (value: OrderPreview | Response) => void = () => {};
    server.use(
      api.post<OrderPreview>(
        '/index/order/previewTicketOrder',
        () => new Promise((resolve) => (answer = resolve)),
      ),
    );
    await press(more());
    expect(shownBy('Code SUMMER10')).toBeUndefined();
    expect(barTotal()).toBe('RM 90.00');
    expect(bookNow().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeTruthy();
    answer(
      previewOf({
        ticketId: 2,
        date: '2026-12-01',
        items: [{ variantId: 5, quantity: 3 }],
        promoCode: 'SUMMER10',
      }),
    );
    await waitFor(() => shownBy('Code SUMMER10') === '−RM 9.00');
    expect(barTotal()).toBe('RM 81.00');

    await press(bookNow());
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(await bodies('/index/order/createTicketOrder')).toEqual([
      {
        ticketId: 2,
        date: '2026-12-01',
        items: [{ variantId: 5, quantity: 3 }],
        promoCode: 'SUMMER10',
      },
    ]);
  });

  it('says under the field why a code does not apply, and still books without it', async () => {
    await booked(1);
    await applyCode('WINTER');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(NOT_VALID);
    expect(descriptionOf(codeField())).toBe(NOT_VALID);
    // Said once, in its place, not also as a toast.
    expect(toast.showToast).not.toHaveBeenCalled();
    expect(barTotal()).toBe('RM 30.00');
    // What was typed stays, to be corrected.
    expect(codeField().value).toBe('WINTER');

    // Another ticket does not try the refused code again.
    await press(more());
    expect(await bodies('/index/order/previewTicketOrder')).toHaveLength(1);

    await press(bookNow());
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(await bodies('/index/order/createTicketOrder')).toEqual([
      { ticketId: 2, date: '2026-12-01', items: [{ variantId: 5, quantity: 2 }] },
    ]);
  });

  it('takes the code off when asked, and the order goes at list prices', async () => {
    await booked(1);
    await applyCode('SUMMER10');
    await waitFor(() => shownBy('Code SUMMER10'));
    await press(screen.getByRole('button', { name: 'Remove code SUMMER10' }));
    expect(shownBy('Code SUMMER10')).toBeUndefined();
    expect(barTotal()).toBe('RM 30.00');
    expect(codeField().value).toBe('');

    await press(bookNow());
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(await bodies('/index/order/createTicketOrder')).toEqual([
      { ticketId: 2, date: '2026-12-01', items: [{ variantId: 5, quantity: 1 }] },
    ]);
  });

  it('asks a logged-out visitor to log in first, and applies the code typed once back', async () => {
    localStorage.removeItem('token');
    const view = await booked(2);
    await applyCode('summer10');
    expect(await whereNow(view)).toBe('PUSH /login');
    expect(await bodies('/index/order/previewTicketOrder')).toEqual([]);

    localStorage.setItem('token', 'tok');
    await renderPage(<TicketDetailPage />, { path: '/ticket/detail', at: '/ticket/detail?id=2' });
    await waitFor(() => shownBy('Code SUMMER10'));
    expect(shownBy('Code SUMMER10')).toBe('−RM 6.00');
    expect(barTotal()).toBe('RM 54.00');
  });

  it('a code used up between the preview and the booking: says so under the field, places nothing, and the list total is back', async () => {
    server.use(
      api.post('/index/order/createTicketOrder', refusal(ERRORS.promoCodeUsedUp.code, USED_UP)),
    );
    await booked(2);
    await applyCode('SUMMER10');
    await waitFor(() => barTotal() === 'RM 54.00');
    await press(bookNow());

    expect((await screen.findByRole('alert')).textContent).toBe(USED_UP);
    expect(toast.showToast).not.toHaveBeenCalled();
    expect(openPayment).not.toHaveBeenCalled();
    expect(barTotal()).toBe('RM 60.00');
    expect(bookNow().disabled).toBe(false);
  });
});
