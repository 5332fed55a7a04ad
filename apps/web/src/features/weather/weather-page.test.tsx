import type { GetWeatherData, Order, WeatherGuarantee } from '@scenic/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n, loadOrderTexts } from '#web/lib/i18n.ts';
import { api, inTurn, refusal } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { order, orderLine, pass } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import WeatherPage from './weather-page';

const held: Order = order({
  id: 7,
  orderNo: 'T7',
  createdAt: '2026-11-20T10:00:00Z',
  paidAt: '2026-11-20T10:01:00Z',
  payMethod: 'sandbox',
  reserveDate: '2026-12-03',
  ticketId: 1,
  lines: [orderLine()],
  pass: pass({ code: 'P7', shortCode: 'K7Q-4M9T-D27' }),
});

/** 14:05 at the park (+08:00) on Monday 23 November 2026. */
const NOW = Date.parse('2026-11-23T06:05:00Z');

const hour = (clock: string, code: string, temp: number, rainChance: number | null) => ({
  time: `2026-11-23T${clock}+08:00`,
  code,
  text: code === '95' ? 'Thunderstorm' : 'Showers',
  temp,
  rainChance,
  night: false,
});

const liveWeather: GetWeatherData = {
  now: { code: '80', text: 'Showers', temp: 27.6, night: false },
  source: 'open-meteo',
  updatedAt: '2026-11-23T06:01:00.000Z',
  live: true,
  hours: [hour('14:00', '80', 28, 60), hour('15:00', '95', 27, 85), hour('16:00', '80', 26, null)],
  days: [
    { date: '2026-11-23', code: '80', text: 'Showers', high: 31, low: 23, rainChance: 80 },
    { date: '2026-11-24', code: '95', text: 'Thunderstorm', high: 30, low: 23, rainChance: 90 },
    { date: '2026-11-26', code: '0', text: 'Clear', high: 33, low: 24, rainChance: 0 },
  ],
};

const operatorWeather: GetWeatherData = {
  now: { code: '2', text: 'Partly cloudy', temp: 29 },
  source: 'operator',
  updatedAt: '2026-11-20T01:30:00.000Z',
  live: false,
  hours: [],
  days: [],
};

const dateBodies = async () =>
  (await sentTo('/index/order/dateFindOrder')).map((sent) => (sent.body as { date: string }).date);

beforeAll(async () => {
  await initI18n('en');
  await loadOrderTexts();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  server.use(
    api.on<GetWeatherData>('/index/common/getWeather', liveWeather),
    api.on<WeatherGuarantee>('/index/index/weather', {
      title: 'Weather guarantee',
      summary: 'If it rains heavily on your visit day, you can reschedule your visit date',
      terms: ['Move once, free of charge.'],
      rainyDates: ['2026-12-03', '2026-12-01', '2026-11-24'],
    }),
    api.post<Order[]>('/index/order/dateFindOrder', ({ body }) =>
      (body as { date: string }).date === '2026-12-03' ? [held] : [],
    ),
  );
});

afterEach(async () => {
  vi.useRealTimers();
  localStorage.clear();
  await changeLocale('en');
});

describe('weather page', () => {
  it('shows the weather now, the next hours and days, then the guarantee', async () => {
    const { view } = await renderPage(<WeatherPage />, { path: '/index/weather' });
    const now = await screen.findByRole('region', { name: 'Weather now' });
    expect(now.textContent).toContain('28°');
    expect(now.textContent).toContain('Showers');
    expect(now.textContent).toContain('H 31° · L 23°');
    expect(within(now).getByText('Live forecast, updated 14:01')).toBeTruthy();

    const hours = within(screen.getByRole('region', { name: 'Next 3 hours' })).getAllByRole(
      'listitem',
    );
    expect(hours.map((item) => item.querySelector('.hour-strip__time')?.textContent)).toEqual([
      'Now',
      '15:00',
      '16:00',
    ]);
    expect(hours[1]?.textContent).toContain('85%');
    expect(hours[1]?.querySelector('.visually-hidden')?.textContent).toBe(
      '15:00, Thunderstorm, 27°, 85% chance of rain',
    );
    expect(view.textContent).toContain('Next 3 hours');

    const days = within(screen.getByRole('region', { name: 'Next 3 days' })).getAllByRole(
      'listitem',
    );
    expect(days.map((item) => item.querySelector('.day-list__date')?.textContent)).toEqual([
      'Today',
      'Tomorrow',
      'Thu 26 Nov',
    ]);
    // Tomorrow is already a marked heavy-rain day of the guarantee.
    expect(days[1]?.textContent).toContain('Heavy-rain day');
    expect(days[0]?.textContent).not.toContain('Heavy-rain day');
    expect(days[2]?.querySelector('.day-list__temps')?.textContent).toContain('24° / 33°');

    await screen.findByRole('region', { name: 'Heavy-rain days' });
    expect(screen.getByRole('heading', { level: 2, name: 'Weather guarantee' })).toBeTruthy();
  });

  it('marks the park’s own reading with its day and time when there is no live forecast', async () => {
    server.use(api.on<GetWeatherData>('/index/common/getWeather', operatorWeather));
    await renderPage(<WeatherPage />, { path: '/index/weather' });
    const now = await screen.findByRole('region', { name: 'Weather now' });
    expect(within(now).getByText('The park’s reading at 20 Nov 09:30')).toBeTruthy();
    expect(
      within(now).getByText('The hourly and daily forecast is not available right now.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Next \d+ hours$/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Next \d+ days$/ })).toBeNull();
  });

  it('reads in Malay and Chinese', async () => {
    await changeLocale('ma');
    const { view } = await renderPage(<WeatherPage />, { path: '/index/weather' });
    await screen.findByText('Hari ini');
    expect(screen.getByText('Ramalan langsung, dikemas kini 14:01')).toBeTruthy();
    expect(view.textContent).toContain('Hari ini');
    expect(view.textContent).toContain('Esok');
    await changeLocale('zh');
    await waitFor(() => (view.textContent?.includes('明天') ? true : null));
    expect(view.textContent).toContain('最高 31° · 最低 23°');
    expect(view.textContent).toContain('未来 3 天');
  });

  it('keeps the guarantee when the weather cannot be had, and offers to try again', async () => {
    // Not available at first; the retry finds it.
    server.use(
      api.on<GetWeatherData>(
        '/index/common/getWeather',
        inTurn(
          refusal(1040, 'The weather is not available right now; please try again later'),
          liveWeather,
        ),
      ),
    );
    await renderPage(<WeatherPage />, { path: '/index/weather' });
    const error = await screen.findByRole('alert');
    await screen.findByRole('region', { name: 'Heavy-rain days' });
    await press(within(error).getByRole('button'));
    await screen.findByRole('region', { name: 'Weather now' });
  });
});

describe('weather guarantee', () => {
  it('shows the terms and the heavy-rain days, and invites a visitor to log in for their tickets', async () => {
    const { view } = await renderPage(<WeatherPage />, { path: '/index/weather' });
    const rainy = await screen.findByRole('region', { name: 'Heavy-rain days' });
    expect(screen.getByRole('heading', { level: 2, name: 'Weather guarantee' })).toBeTruthy();
    expect(rainy.textContent).toContain('3 Dec 2026');
    expect(view.textContent).toContain('Move once, free of charge.');
    expect(view.querySelector('a[href="/login"]')?.textContent).toContain('Log in');
    expect(await dateBodies()).toEqual([]);
  });

  it('lists a logged-in visitor’s tickets on those days, each leading to where it is moved', async () => {
    localStorage.setItem('token', 'tok');
    await renderPage(<WeatherPage />, { path: '/index/weather' });
    const row = await within(
      await screen.findByRole('region', { name: 'Your tickets on heavy-rain days' }),
    ).findByRole('link');
    expect((await dateBodies()).sort()).toEqual(['2026-11-24', '2026-12-01', '2026-12-03']);
    expect(row.getAttribute('href')).toBe('/order/ticketDetail?id=7');
    expect(row.textContent).toContain('Ready to use');
    expect(row.textContent).toContain('Change visit date');
  });
});
