import {
  type ConsoleGiftCardList,
  ERROR_CODE,
  type GiftCardLedger,
  type IssuedGiftCard,
  type IssueGiftCardBody,
} from '@scenic/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, refusal } from '#console/test/api.ts';
import { consoleGiftCard } from '#console/test/generators.ts';
import { descriptionOf, screen, within } from '#console/test/queries.ts';
import { press, renderScreen, typeInto } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { Component as GiftCardsScreen } from './gift-cards-route';

const sold = consoleGiftCard({ holder: '+60•••6789' });
const issued = consoleGiftCard({
  id: 2,
  code: 'M2RN8WQZ4KXB7PTC',
  value: '50.00',
  balance: '50.00',
  source: 'issued',
  orderNo: '',
  reason: 'Ride closed',
});
const voided = consoleGiftCard({
  id: 3,
  code: 'H3JK5VYD6EFG9RSA',
  value: '30.00',
  balance: '0.00',
  status: 'void',
  reason: 'Reported stolen',
});

const list: ConsoleGiftCardList = {
  rows: [sold, issued, voided],
  total: 3,
  totals: {
    outstanding: '110.00',
    sold: '130.00',
    issued: '50.00',
    redeemed: '40.00',
    expired: '30.00',
    activeCards: 2,
  },
};

const ledger: GiftCardLedger = {
  card: sold,
  entries: [
    {
      id: 12,
      kind: 'redeem',
      amount: '-40.00',
      balanceAfter: '60.00',
      orderNo: 'T2026120200061',
      note: '',
      staff: '',
      at: '2026-12-02T09:30:00Z',
    },
    {
      id: 11,
      kind: 'issue',
      amount: '100.00',
      balanceAfter: '100.00',
      orderNo: 'S2026120100051',
      note: 'Bought in the shop',
      staff: '',
      at: '2026-12-01T10:03:00Z',
    },
  ],
};

const SOLD = 'K7QM-3XPA-9D2F-HT4W';
const ISSUED = 'M2RN-8WQZ-4KXB-7PTC';

beforeEach(() => {
  server.use(
    api.get<ConsoleGiftCardList>('/console/gift-cards', list),
    api.get<GiftCardLedger>('/console/gift-cards/ledger', ledger),
    api.post('/console/gift-cards/void', { ...issued, status: 'void', balance: '0.00' }),
    api.post<IssuedGiftCard>('/console/gift-cards/issue', ({ body }) => ({
      card: consoleGiftCard({
        id: 4,
        code: 'P9WX2TQM7HDK4ZRE',
        value: (body as IssueGiftCardBody).amount,
        balance: (body as IssueGiftCardBody).amount,
        source: 'issued',
        orderNo: '',
        hasPin: true,
      }),
      pin: '482913',
    })),
  );
});

async function open() {
  await renderScreen(<GiftCardsScreen />, { at: '/catalogue/gift-cards' });
  await screen.findByText(SOLD);
}

const cells = (code: string) =>
  Array.from(
    within(screen.getByText(code).closest('tr') as HTMLElement).getAllByRole('cell'),
    (cell) => cell.textContent,
  );

/** A figure of the totals as staff read it: its label, then the amount. */
const figure = (label: string) =>
  within(screen.getByTestId('gift-card-totals')).getByText(label).closest('.ant-statistic')
    ?.textContent;

const listed = async () =>
  (await sentTo('/console/gift-cards')).map((sent) => Object.fromEntries(sent.params));

describe('the gift cards', () => {
  it('shows what is owed on cards, what they took, and every card with its balance', async () => {
    await open();
    expect(figure('Outstanding')).toBe('OutstandingRM110.00');
    expect(screen.getByText('Owed to card holders until spent')).toBeTruthy();
    expect(figure('Sold in the shop')).toBe('Sold in the shopRM130.00');
    expect(figure('Issued by staff')).toBe('Issued by staffRM50.00');
    expect(figure('Spent on orders')).toBe('Spent on ordersRM40.00');
    expect(figure('Expired or voided')).toBe('Expired or voidedRM30.00');
    expect(figure('Active cards')).toBe('Active cards2');
    expect(cells(SOLD)).toEqual([
      SOLD,
      'RM 100.00',
      'RM 60.00',
      'Active',
      'Sold in the shop',
      'S2026120100051',
      '+60•••6789',
      '2029-12-01',
      'LedgerVoid',
    ]);
    expect(cells(ISSUED).slice(4, 7)).toEqual(['Issued by staff', '—', 'Not added yet']);
    // A voided card cannot be voided again: only its ledger opens.
    expect(cells('H3JK-5VYD-6EFG-9RSA').slice(3)).toEqual([
      'Voided',
      'Sold in the shop',
      'S2026120100051',
      'Not added yet',
      '2029-12-01',
      'Ledger',
    ]);
  });

  it('asks the server for a card by what was typed, and for one status', async () => {
    await open();
    const search = screen.getByRole('searchbox', {
      name: "Code, order number or phone's last digits",
    });
    await typeInto(search, 'k7qm 3xpa');
    await press(search.closest('.ant-input-search')?.querySelector('.ant-input-search-button'));
    await press(screen.getByRole('radio', { name: 'Voided' }));
    await expect
      .poll(listed)
      .toEqual([
        { page: '1' },
        { q: 'k7qm 3xpa', page: '1' },
        { q: 'k7qm 3xpa', status: 'void', page: '1' },
      ]);
  });

  it('opens a card’s ledger, each change of its balance newest first', async () => {
    await open();
    await press(screen.getByRole('button', { name: `Ledger of ${SOLD}` }));
    const drawer = within(await screen.findByRole('dialog', { name: `Ledger of ${SOLD}` }));
    expect(drawer.getByText('No PIN')).toBeTruthy();
    const entries = within(
      (await drawer.findByText('Paid an order')).closest('table') as HTMLElement,
    );
    const rows = entries.getAllByRole('row');
    expect(
      rows.slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      [
        expect.stringMatching(/^2026-12-02 /),
        'Paid an order',
        '−RM 40.00',
        'RM 60.00',
        'T2026120200061',
        '—',
        '—',
      ],
      [
        expect.stringMatching(/^2026-12-01 /),
        'Issued',
        '+RM 100.00',
        'RM 100.00',
        'S2026120100051',
        'Bought in the shop',
        '—',
      ],
    ]);
    expect(
      (await sentTo('/console/gift-cards/ledger')).map((sent) => sent.params.get('id')),
    ).toEqual(['1']);
  });
});

describe('voiding a card', () => {
  /** The void dialog of the issued card, its reason typed. */
  async function voidDialog(reason: string) {
    await open();
    await press(screen.getByRole('button', { name: `Void ${ISSUED}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Void card ${ISSUED}` }));
    if (reason) await typeInto(dialog.getByLabelText('Reason'), reason);
    return dialog;
  }

  /** The second dialog, asking before the card is voided; its title names the balance lost. */
  async function confirmation() {
    const [title] = await screen.findAllByText('Void the card and lose its RM 50.00?');
    return within(title?.closest('.ant-modal') as HTMLElement);
  }

  it('asks why before anything else, and sends nothing without a reason', async () => {
    const dialog = await voidDialog('');
    await press(dialog.getByRole('button', { name: 'Void…' }));
    // The message shows under the field once the kit has animated it in.
    await dialog.findByText('Say why (at least 3 characters)');
    expect(descriptionOf(dialog.getByLabelText('Reason'))).toContain(
      'Say why (at least 3 characters)',
    );
    expect(screen.queryAllByText('Void the card and lose its RM 50.00?')).toEqual([]);
    expect(await sentTo('/console/gift-cards/void')).toEqual([]);
  });

  it('voids only after a confirmation that says the balance is lost', async () => {
    const dialog = await voidDialog('Given twice by mistake');
    await press(dialog.getByRole('button', { name: 'Void…' }));
    const confirm = await confirmation();
    expect(
      confirm.getByText(
        `The RM 50.00 left on ${ISSUED} is lost for good: neither its holder nor anyone else can spend it. This cannot be undone.`,
      ),
    ).toBeTruthy();
    expect(await sentTo('/console/gift-cards/void')).toEqual([]);
    await press(confirm.getByRole('button', { name: 'Yes, void it' }));
    await expect
      .poll(async () => (await sentTo('/console/gift-cards/void')).map((sent) => sent.body))
      .toEqual([{ id: 2, reason: 'Given twice by mistake' }]);
    expect(await screen.findByText(`Card ${ISSUED} voided`)).toBeTruthy();
  });

  it('says so when the card can no longer be voided', async () => {
    server.use(
      api.post('/console/gift-cards/void', () =>
        refusal(
          ERROR_CODE.giftCardAlreadyVoid,
          'This card cannot be voided: it is void, expired or empty already',
        ),
      ),
    );
    const dialog = await voidDialog('Given twice by mistake');
    await press(dialog.getByRole('button', { name: 'Void…' }));
    await press((await confirmation()).getByRole('button', { name: 'Yes, void it' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'This card cannot be voided: it is void, expired or empty already',
    );
  });
});

describe('issuing a card', () => {
  const copied: string[] = [];
  const execCommand = document.execCommand;

  beforeEach(() => {
    copied.length = 0;
    // What the copy buttons put on the clipboard: the text selected when the browser copies.
    document.execCommand = vi.fn((command: string) => {
      copied.push(`${command} ${document.getSelection()?.toString()}`);
      return true;
    });
  });

  afterEach(() => {
    document.execCommand = execCommand;
  });

  it('shows the new card’s code and PIN once, to copy and hand over now', async () => {
    await open();
    // The page's button, its icon named too.
    await press(screen.getByText('Issue a card').closest('button'));
    const drawer = within(await screen.findByRole('dialog', { name: 'Issue a gift card' }));
    await typeInto(drawer.getByLabelText('Amount'), '25');
    await typeInto(drawer.getByLabelText('Reason'), 'Ride closed for the afternoon');
    await press(drawer.getByText('Issue').closest('button'));
    const result = within(await screen.findByRole('dialog', { name: 'Card issued: RM 25' }));
    expect(
      result.getByText('Hand the code and PIN to the holder now: the PIN is not shown again.'),
    ).toBeTruthy();
    expect(result.getByText('P9WX-2TQM-7HDK-4ZRE')).toBeTruthy();
    expect(result.getByText('482913')).toBeTruthy();
    await press(result.getByRole('button', { name: 'Copy code' }));
    await press(result.getByRole('button', { name: 'Copy PIN' }));
    expect(copied).toEqual(['copy P9WX-2TQM-7HDK-4ZRE', 'copy 482913']);
    expect((await sentTo('/console/gift-cards/issue')).map((sent) => sent.body)).toEqual([
      { amount: '25', reason: 'Ride closed for the afternoon' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Issue a gift card' })).toBeNull();
    await press(result.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('482913')).toBeNull();
  });
});
