import type { GateCardMissing, GateScan, GateToday } from '@scenic/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#console/lib/i18n.ts';
import { type Answer, api, refusal } from '#console/test/api.ts';
import { screen, within } from '#console/test/queries.ts';
import { sentTo, server } from '#console/test/server.ts';
import { Component as GateScreen } from './gate-route';

const SCAN: GateScan = {
  shortCode: 'K7Q-4M9T-D2X',
  orderNo: 'T2026120300007',
  title: 'Rainforest Day Pass',
  visitDate: '2026-12-03',
  slot: '',
  quantity: 2,
  tickets: [{ name: 'Adult', quantity: 2 }],
  usedAt: '2026-12-03T01:02:03.000Z',
  checks: [],
  types: [],
};

/** The server: one pass, K7Q-4M9T-D2X, typed any way; any other code is not a ticket. */
const gateHandlers = [
  api.get<GateToday>('/console/gate/today', { date: '2026-12-03', checkedIn: 4, expected: 9 }),
  api.post<GateScan>('/console/gate/checkin', ({ body }) =>
    (body as { code: string }).code.replace(/[\s-]/g, '').toUpperCase() === 'K7Q4M9TD2X'
      ? SCAN
      : refusal(3008, 'Not a valid ticket'),
  ),
];

let root: Root | null = null;
beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.useFakeTimers();
  server.use(...gateHandlers);
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

async function openGate() {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root?.render(
      <QueryClientProvider client={client}>
        <GateScreen />
      </QueryClientProvider>,
    ),
  );
  return container;
}

/** Lets `ms` pass on the gate's clock, answers from the server included. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const field = () => document.querySelector<HTMLInputElement>('#gate-code') as HTMLInputElement;
const verdict = () => document.querySelector('[data-testid="gate-verdict"]');
const clearsIn = () => document.querySelector('[data-testid="gate-clears-in"]')?.textContent;

async function type(text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field(), text);
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function checkIn(text: string) {
  await type(text);
  const button = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === 'Check in',
  );
  await act(async () => button?.click());
  await wait(10);
}

describe('the gate screen', () => {
  it('has a title and a labelled field for the short code, made for typing it on a phone', async () => {
    const screen = await openGate();
    expect(screen.querySelector('h1')?.textContent).toBe('Gate check-in');
    const label = screen.querySelector('label[for="gate-code"]');
    expect(label?.textContent).toBe('Ticket code');
    expect(field().placeholder).toBe('e.g. K7Q-4M9T-D2X');
    expect(
      document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('The 10 letters and digits under the QR. Dashes, spaces and capitals do not matter.');
    expect(field().getAttribute('autocapitalize')).toBe('characters');
    expect(field().getAttribute('autocorrect')).toBe('off');
    expect(field().getAttribute('spellcheck')).toBe('false');
    expect(field().getAttribute('enterkeyhint')).toBe('go');
    expect(document.activeElement).toBe(field());
  });

  it('shows green with who may pass, counts down, then clears itself and readies the field', async () => {
    await openGate();
    await checkIn('k7q 4m9t d2x');
    expect(verdict()?.className).toContain('verdict--pass');
    expect(verdict()?.textContent).toContain('Welcome: 2 people');
    expect(verdict()?.textContent).toContain('Adult × 2');
    expect(verdict()?.textContent).toContain('Visit date 2026-12-03');
    expect(verdict()?.textContent).toContain('K7Q-4M9T-D2X');
    // The field is emptied for the next person at once.
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    expect(clearsIn()).toBe('Clears in 5 s');

    await wait(4_000);
    expect(clearsIn()).toBe('Clears in 1 s');
    expect(verdict()).not.toBeNull();
    await wait(1_000);
    expect(verdict()).toBeNull();
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
  });

  it('shows red with why, keeps the mistyped code to correct, then clears both', async () => {
    await openGate();
    await checkIn('K7Q-4M9T-D2Y');
    expect(verdict()?.className).toContain('verdict--stop');
    expect(verdict()?.textContent).toContain('Do not let in');
    expect(verdict()?.textContent).toContain('Not a valid ticket');
    expect(field().value).toBe('K7Q-4M9T-D2Y');
    expect(document.activeElement).toBe(field());
    expect(clearsIn()).toBe('Clears in 8 s');

    await wait(8_000);
    expect(verdict()).toBeNull();
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
  });

  it('leaves a code already being typed for the next person when the answer clears', async () => {
    await openGate();
    await checkIn('K7Q-4M9T-D2Y');
    await type('M3');
    await wait(8_000);
    expect(verdict()).toBeNull();
    expect(field().value).toBe('M3');
  });

  it('takes the previous answer away as soon as the next code is sent', async () => {
    await openGate();
    await checkIn('K7Q4M9TD2X');
    expect(verdict()?.className).toContain('verdict--pass');
    await type('ZZZ-ZZZZ-ZZZ');
    let answer!: (value: Answer<GateScan>) => void;
    server.use(
      api.post<GateScan>(
        '/console/gate/checkin',
        () => new Promise<Answer<GateScan>>((resolve) => (answer = resolve)),
      ),
    );
    const button = [...document.querySelectorAll('button')].find((candidate) =>
      candidate.textContent?.includes('Check in'),
    );
    await act(async () => button?.click());
    await wait(0);
    // While the server is asked, no green is left on the screen.
    expect(verdict()).toBeNull();
    await act(async () => answer(refusal(3008, 'Not a valid ticket')));
    await wait(10);
    expect(verdict()?.className).toContain('verdict--stop');
  });

  it('keeps a pass with cards to see on screen, and admits those without theirs at another type with a note', async () => {
    vi.useRealTimers();
    const carded: GateScan = {
      ...SCAN,
      orderNo: 'T2026120300009',
      quantity: 3,
      tickets: [{ name: 'Adult · Malaysian', quantity: 3 }],
      checks: [{ variantId: 8, ticket: 'Adult · Malaysian', check: 'MyKad', people: 3 }],
      types: [
        { id: 5, name: 'Adult', price: '45.00', check: null },
        { id: 8, name: 'Adult · Malaysian', price: '30.00', check: 'MyKad' },
        { id: 9, name: 'OKU', price: '15.00', check: 'OKU card' },
      ],
    };
    server.use(
      api.post<GateScan>('/console/gate/checkin', carded),
      api.post<GateCardMissing>('/console/gate/card-missing', {
        people: 1,
        asName: 'Adult',
        difference: '15.00',
      }),
    );
    await openGate();
    await type('K7Q4M9TD2X');
    await act(async () => screen.getByRole('button', { name: 'Check in' }).click());
    const shown = await screen.findByRole('status');
    const cards = within(shown).getByRole('list', { name: 'Check these cards' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['MyKad × 3 peopleAdult · Malaysian']);
    // No countdown: it stays until staff have seen the cards.
    expect(clearsIn()).toBeUndefined();

    await act(async () => screen.getByRole('button', { name: 'A card is missing…' }).click());
    const dialog = await screen.findByRole('dialog', { name: 'Admit without the card' });
    // The types let in instead never ask for the same card.
    const choices = within(dialog).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Adult · Malaysian (MyKad, 3 people)',
      'Adult · RM 45.00',
      'OKU · RM 15.00',
    ]);
    await act(async () => within(dialog).getByRole('radio', { name: 'Adult · RM 45.00' }).click());
    const ok = within(dialog).getByRole('button', { name: 'Admit at this type' });
    await act(async () => ok.click());
    expect(
      await within(dialog).findByText('Say why, for example "no MyKad with them"'),
    ).toBeTruthy();
    expect(await sentTo('/console/gate/card-missing')).toEqual([]);

    const why = within(dialog).getByRole('textbox', { name: 'Why' });
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    await act(async () => {
      setValue?.call(why, 'No MyKad with him');
      why.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => ok.click());
    await waitFor(async () => expect(await sentTo('/console/gate/card-missing')).toHaveLength(1));
    expect((await sentTo('/console/gate/card-missing'))[0]?.body).toEqual({
      orderNo: 'T2026120300009',
      variantId: 8,
      people: 1,
      asVariantId: 5,
      note: 'No MyKad with him',
    });
    expect((await screen.findByText(/1 person let in as Adult\./)).textContent).toBe(
      '1 person let in as Adult. Collect RM 15.00 at the counter.',
    );

    await act(async () => screen.getByRole('button', { name: 'Cards seen' }).click());
    expect(verdict()).toBeNull();
  });
});
