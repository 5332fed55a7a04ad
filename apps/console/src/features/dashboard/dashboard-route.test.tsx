import type { DashboardToday, Staff } from '@scenic/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffToken } from '#console/lib/session.ts';
import { api, refusal } from '#console/test/api.ts';
import { screen, within } from '#console/test/queries.ts';
import { renderScreen } from '#console/test/render.tsx';
import { server } from '#console/test/server.ts';
import { Component as DashboardScreen } from './dashboard-route';

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

/** Today as an admin reads it: the money taken, and the gift-card money apart from it. */
const today: DashboardToday = {
  date: '2026-12-01',
  revenue: [{ kind: 'ticket', amount: '850.00' }],
  giftCards: {
    outstanding: '410.00',
    sold: '500.00',
    issued: '50.00',
    redeemed: '120.00',
    expired: '20.00',
    activeCards: 9,
  },
};

beforeEach(() => {
  staffToken.set('staff-token');
  server.use(
    api.get<Staff>('/console/auth/me', staff(['admin'])),
    api.get<DashboardToday>('/console/dashboard/today', today),
    // The last 30 days are not what these tests read.
    api.get('/console/dashboard/month', refusal(1003, 'No permission')),
  );
});

afterEach(() => staffToken.clear());

/** A figure of a card as staff read it: its label, then the amount. */
const figure = (card: HTMLElement, label: string) =>
  within(card).getByText(label).closest('.ant-statistic')?.textContent;

describe('the dashboard’s gift cards', () => {
  it('shows admins what is owed on cards, sold and spent, apart from the money taken', async () => {
    await renderScreen(<DashboardScreen />);
    const card = await screen.findByTestId('dashboard-gift-cards');
    expect(within(card).getByText('Gift cards')).toBeTruthy();
    expect(figure(card, 'Outstanding')).toBe('OutstandingRM410.00');
    expect(within(card).getByText('Owed to card holders until spent')).toBeTruthy();
    expect(figure(card, 'Sold in the shop')).toBe('Sold in the shopRM500.00');
    expect(figure(card, 'Spent on orders')).toBe('Spent on ordersRM120.00');
    // The money taken today is the orders' alone.
    expect(screen.getByTestId('dashboard-revenue').textContent).toContain('RM850.00');
  });

  it('is not there when today has no gift-card figures (staff other than admins)', async () => {
    server.use(
      api.get<Staff>('/console/auth/me', staff(['gate'])),
      api.get<DashboardToday>('/console/dashboard/today', {
        date: '2026-12-01',
        visitors: { expected: 120, checkedIn: 48 },
      }),
    );
    await renderScreen(<DashboardScreen />);
    await screen.findByTestId('dashboard-visitors');
    expect(screen.queryByTestId('dashboard-gift-cards')).toBeNull();
  });
});
