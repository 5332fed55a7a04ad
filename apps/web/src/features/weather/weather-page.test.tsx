import type { Order } from '@scenic/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadOrderTexts } from '../../lib/i18n';
import { envelope } from '../../test/dom';
import { renderPage } from '../../test/page';
import { byTestId, waitFor } from '../../test/render';
import WeatherPage from './weather-page';

vi.mock('../../lib/toast', () => ({
  showToast: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
}));

const held: Order = {
  id: 7,
  orderNo: 'T7',
  kind: 'ticket',
  status: 'ready_to_use',
  title: 'Rainforest Day Pass',
  cover: '',
  total: '45.00',
  createdAt: '2026-11-20T10:00:00Z',
  expiresAt: null,
  paidAt: '2026-11-20T10:01:00Z',
  payMethod: 'sandbox',
  lastPayment: 'succeeded',
  reserveDate: '2026-12-03',
  ticketId: 1,
  slot: '',
  note: '',
  lines: [
    {
      itemId: 1,
      goodsId: null,
      reviewed: false,
      name: 'Adult',
      quantity: 1,
      unitPrice: '45.00',
      subtotal: '45.00',
    },
  ],
  delivery: null,
  rental: null,
  pickup: null,
  pass: { code: 'P7', status: 'ready', usedAt: null },
};

const fetchMock = vi.fn<typeof fetch>();
const dateBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/index/order/dateFindOrder')
    .map(([, init]) => JSON.parse(String(init?.body)).date);

beforeAll(async () => {
  await initI18n('en');
  await loadOrderTexts();
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/index/index/weather') {
      return envelope({
        title: 'Weather guarantee',
        summary: 'If it rains heavily on your visit day, you can reschedule your visit date',
        terms: ['Move once, free of charge.'],
        rainyDates: ['2026-12-03', '2026-12-01'],
      });
    }
    if (url === '/api/index/order/dateFindOrder') {
      const { date } = JSON.parse(String(init?.body));
      return envelope(date === '2026-12-03' ? [held] : []);
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('weather guarantee', () => {
  it('shows the terms and the heavy-rain days, and invites a visitor to log in for their tickets', async () => {
    const { view } = await renderPage(<WeatherPage />, { path: '/index/weather' });
    await waitFor(() => byTestId(view, 'rainy-dates'));
    expect(view.querySelector('h1')?.textContent).toBe('Weather guarantee');
    expect(byTestId(view, 'rainy-dates')?.textContent).toContain('3 Dec 2026');
    expect(view.textContent).toContain('Move once, free of charge.');
    expect(view.querySelector('a[href="/login"]')?.textContent).toContain('Log in');
    expect(dateBodies()).toEqual([]);
  });

  it('lists a logged-in visitor’s tickets on those days, each leading to where it is moved', async () => {
    localStorage.setItem('token', 'tok');
    const { view } = await renderPage(<WeatherPage />, { path: '/index/weather' });
    const row = await waitFor(() => byTestId(view, 'rain-day-order'));
    expect(dateBodies().sort()).toEqual(['2026-12-01', '2026-12-03']);
    expect(row.getAttribute('href')).toBe('/order/ticketDetail?id=7');
    expect(row.textContent).toContain('Ready to use');
    expect(row.textContent).toContain('Change visit date');
  });
});
