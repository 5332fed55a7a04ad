import type { TicketListItem } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadOrderTexts } from '#web/lib/i18n.ts';
import { api, httpFailure, inTurn } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { server } from '#web/test/server.ts';
import TicketListPage from './ticket-list-page';

beforeAll(async () => {
  await initI18n('en');
  await loadOrderTexts();
});

beforeEach(() => {
  server.use(
    api.get<TicketListItem[]>('/index/index/ticketList', [
      {
        id: 1,
        cover: '/uploads/demo/day.webp',
        name: 'Rainforest Day Pass',
        intro: 'Canopy walk and waterfall trail',
        price: '45.00',
        tags: ['Best seller', 'Reschedulable'],
      },
      {
        id: 3,
        cover: '/uploads/demo/night.webp',
        name: 'Night Safari',
        intro: '',
        price: '65.00',
        tags: [],
      },
    ]),
  );
});

describe('ticket list', () => {
  it('shows each ticket with its tags and "from" price, opening its detail', async () => {
    await renderPage(<TicketListPage />, { path: '/ticket' });
    const [first, second] = within(await screen.findByRole('list')).getAllByRole('link');
    expect(
      [first, second].map((card) => card?.querySelector('.ticket-card__name')?.textContent),
    ).toEqual(['Rainforest Day Pass', 'Night Safari']);
    expect(first?.getAttribute('href')).toBe('/ticket/detail?id=1');
    expect(first?.textContent).toContain('FROM RM 45.00');
    expect([...(first?.querySelectorAll('.tag') ?? [])].map((tag) => tag.textContent)).toEqual([
      'Best seller',
      'Reschedulable',
    ]);
    expect(second?.querySelector('.tag-row')).toBeNull();
    // The first cover is the page's largest paint: fetched at once and first; the rest when near.
    const covers = [first, second].map((card) => card?.querySelector('img'));
    expect(covers.map((cover) => cover?.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(covers.map((cover) => cover?.getAttribute('fetchpriority'))).toEqual(['high', 'auto']);
  });

  it('offers a way home when nothing is on sale, and a retry when loading failed', async () => {
    server.use(api.get<TicketListItem[]>('/index/index/ticketList', []));
    const empty = await renderPage(<TicketListPage />, { path: '/ticket' });
    await within(empty.view).findByText(
      'No tickets are on sale right now. Please check back soon.',
    );
    expect(
      within(empty.view).getByRole('link', { name: 'Back to home' }).getAttribute('href'),
    ).toBe('/');

    // The list fails once; the retry finds nothing on sale.
    server.use(api.get<TicketListItem[]>('/index/index/ticketList', inTurn(httpFailure(502), [])));
    const failed = await renderPage(<TicketListPage />, { path: '/ticket' });
    const retry = within(await within(failed.view).findByRole('alert')).getByRole('button');
    await press(retry);
    await within(failed.view).findByText(
      'No tickets are on sale right now. Please check back soon.',
    );
  });
});
