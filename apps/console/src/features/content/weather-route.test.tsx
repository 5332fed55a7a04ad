import type { ConsoleWeatherGuarantee, DateChangeSettingsBody, Staff } from '@scenic/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffToken } from '#console/lib/session.ts';
import { api, refusal } from '#console/test/api.ts';
import { screen } from '#console/test/queries.ts';
import { press, renderScreen, settle } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { Component as WeatherScreen } from './weather-route';

const guarantee: ConsoleWeatherGuarantee = {
  title: { zh: '天气保障', en: 'Weather guarantee', ma: 'Jaminan cuaca' },
  summary: { zh: '暴雨可改期', en: 'Move for free', ma: 'Tukar percuma' },
  terms: [{ zh: '条款', en: 'A term', ma: 'Terma' }],
  rainDays: [],
  today: '2026-12-01',
  earliest: '2026-11-24',
};

const staff = (roles: Staff['roles']): Staff => ({
  id: 1,
  userName: 'aisha',
  displayName: 'Aisha',
  roles,
  enabled: true,
  passwordChangeRequired: false,
  lockedUntil: null,
  lastLoginAt: null,
  createdAt: '2026-11-01T00:00:00Z',
});

const SWITCH = 'Refund the difference when a ticket moves to a cheaper date';
const saves = async () =>
  (await sentTo('/console/settings/date-changes/save')).map((sent) => sent.body);

beforeEach(() => {
  staffToken.set('staff-token');
  server.use(
    api.get<ConsoleWeatherGuarantee>('/console/content/weather-guarantee', guarantee),
    api.get<Staff>('/console/auth/me', staff(['admin'])),
    api.get<DateChangeSettingsBody>('/console/settings/date-changes', { refundCheaper: false }),
    api.post<DateChangeSettingsBody>('/console/settings/date-changes/save', ({ body }) => ({
      refundCheaper: (body as DateChangeSettingsBody).refundCheaper,
    })),
  );
});

afterEach(() => staffToken.clear());

describe('the rule for ticket moves to cheaper dates', () => {
  it('shows the rule as stored, off by default, and that dearer dates and weather moves go their own way', async () => {
    await renderScreen(<WeatherScreen />);
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(
      screen.getByText(
        'A move to a dearer date always costs the difference, paid before the ticket moves; a move under the weather guarantee is always free.',
      ),
    ).toBeTruthy();
  });

  it('saves at once when switched, and says so', async () => {
    await renderScreen(<WeatherScreen />);
    await press(await screen.findByRole('switch', { name: SWITCH }));
    expect(
      await screen.findByText('Saved: a move to a cheaper date now refunds the difference'),
    ).toBeTruthy();
    expect(await saves()).toEqual([{ refundCheaper: true }]);
    expect(screen.getByRole('switch', { name: SWITCH }).getAttribute('aria-checked')).toBe('true');
  });

  it('keeps the rule as it was when the save is refused', async () => {
    server.use(api.post('/console/settings/date-changes/save', refusal(1003, 'No permission')));
    await renderScreen(<WeatherScreen />);
    await press(await screen.findByRole('switch', { name: SWITCH }));
    expect(await screen.findByText('No permission')).toBeTruthy();
    expect(screen.getByRole('switch', { name: SWITCH }).getAttribute('aria-checked')).toBe('false');
  });

  it('is not shown to content staff, who may edit the guarantee but not the money rule', async () => {
    server.use(api.get<Staff>('/console/auth/me', staff(['content'])));
    await renderScreen(<WeatherScreen />);
    await screen.findByText('Heavy-rain days');
    // Who is signed in has been read by now: the card would have come with the answer.
    await settle(50);
    expect(screen.queryByRole('switch', { name: SWITCH })).toBeNull();
    expect(await sentTo('/console/settings/date-changes')).toEqual([]);
  });
});
