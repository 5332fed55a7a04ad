import { ERRORS, type GiftCard } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadOrderTexts } from '#web/lib/i18n.ts';
import { api, refusal } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { giftCard } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { descriptionOf, screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import GiftCardsPage from './gift-cards-page';

const NOT_YOURS = 'Another account has added this gift card: only that account can use it';

const held = giftCard({ id: 1, code: 'K7QM3XPA9D2FHT4W', value: '50.00', balance: '30.00' });
const expired = giftCard({
  id: 2,
  code: 'AAAA-BBBB-CCCC-DDDD',
  balance: '12.00',
  status: 'expired',
  expiresOn: '2026-01-31',
});
const bought = giftCard({
  id: 3,
  code: 'EEEE-FFFF-GGGG-HHHH',
  pin: '482913',
  value: '100.00',
  balance: '100.00',
  mine: 'bought',
  orderNo: 'S5',
});
const given = giftCard({ id: 4, code: 'JJJJ-KKKK-MMMM-NNNN', mine: 'given', orderNo: 'S6' });
let mine: GiftCard[] = [];

const writeText = vi.fn(async (_text: string) => {});

beforeAll(async () => {
  await initI18n('en');
  await loadOrderTexts();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  mine = [held, expired, bought, given];
  server.use(api.post('/index/giftcard/mine', () => ({ list: mine })));
  writeText.mockClear();
});

const open = () => renderPage(<GiftCardsPage />, { path: '/my/giftCards' });
const group = (name: string) => screen.findByRole('region', { name });
const card = (number: string) => screen.getByRole('listitem', { name: number });
/** What a card says beside a fact's name ("PIN" → "482913Copy"). */
const fact = (item: HTMLElement, name: string) =>
  within(item).getByText(name).nextElementSibling?.textContent;
const addForm = () => screen.getByRole('region', { name: 'Add a card' });
const codeField = () =>
  within(addForm()).getByRole<HTMLInputElement>('textbox', { name: 'Card number' });

describe('My gift cards', () => {
  it('shows each card by whose it is: number in groups, what is left, status and date', async () => {
    await open();
    const yours = await group('Your cards');
    expect(
      within(yours)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['K7QM-3XPA-9D2F-HT4W', 'AAAA-BBBB-CCCC-DDDD']);
    const usable = card('K7QM-3XPA-9D2F-HT4W');
    expect(within(usable).getByText('RM 30.00 left of RM 50.00')).toBeTruthy();
    expect(within(usable).getByText('Active')).toBeTruthy();
    expect(fact(usable, 'Use by')).toBe('Fri, 31 Dec 2027');
    // A card held is the visitor's to spend, not to send on: nothing to copy.
    expect(within(usable).queryByRole('button', { name: /^Copy/ })).toBeNull();

    const old = card('AAAA-BBBB-CCCC-DDDD');
    expect(within(old).getByText('Expired')).toBeTruthy();
    expect(fact(old, 'Expired on')).toBe('Sat, 31 Jan 2026');

    const sent = card('JJJJ-KKKK-MMMM-NNNN');
    expect((await group('Sent on')).contains(sent)).toBe(true);
    expect(within(sent).getByText(/^Someone else has added this card/)).toBeTruthy();
  });

  it('a card bought to send on shows its PIN, and Copy puts the number or the PIN on the clipboard', async () => {
    await open();
    const toSend = await group('Bought to send on');
    const item = within(toSend).getByRole('listitem', { name: 'EEEE-FFFF-GGGG-HHHH' });
    expect(fact(item, 'PIN')).toBe('482913Copy');
    expect(within(item).getByText(/^Send the number and PIN/)).toBeTruthy();

    await press(within(item).getByRole('button', { name: 'Copy card number' }));
    expect(writeText).toHaveBeenLastCalledWith('EEEE-FFFF-GGGG-HHHH');
    await waitFor(() => toast.showToast.mock.calls.length === 1);
    expect(toast.showToast).toHaveBeenLastCalledWith('Copied');

    await press(within(item).getByRole('button', { name: 'Copy PIN' }));
    expect(writeText).toHaveBeenLastCalledWith('482913');

    // A browser that will not copy says how to do it by hand.
    writeText.mockRejectedValueOnce(new Error('denied'));
    await press(within(item).getByRole('button', { name: 'Copy PIN' }));
    await waitFor(() => toast.showToast.mock.calls.length === 3);
    expect(toast.showToast).toHaveBeenLastCalledWith(
      'Could not copy: press and hold the text to copy it yourself',
    );
  });

  it('with no cards, says how to get one and still offers to add one', async () => {
    mine = [];
    await open();
    expect(
      await screen.findByText(
        'You have no gift cards yet. Buy one in the store, or add a card you were given below.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the store' }).getAttribute('href')).toBe(
      '/shop',
    );
    expect(codeField()).toBeTruthy();
  });

  it('adds a card typed with its PIN, says its balance, and lists it; a refused one is said under its number', async () => {
    mine = [];
    const added = giftCard({ id: 9, code: 'QWER-TYUP-ASDF-GHJK', balance: '50.00' });
    server.use(
      api.post('/index/giftcard/add', ({ body }) => {
        if ((body as { code: string }).code !== 'QWERTYUPASDFGHJK') {
          return refusal(ERRORS.giftCardNotYours.code, NOT_YOURS);
        }
        mine = [added];
        return added;
      }),
    );
    await open();
    await screen.findByText(/^You have no gift cards yet/);

    await typeInto(codeField(), 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await press(within(addForm()).getByRole('button', { name: 'Add' }));
    expect((await within(addForm()).findByRole('alert')).textContent).toBe(NOT_YOURS);
    expect(descriptionOf(codeField())).toBe(NOT_YOURS);
    expect(toast.showToast).not.toHaveBeenCalled();

    await typeInto(codeField(), 'QWERTYUPASDFGHJK');
    // Typing again clears the reason.
    expect(descriptionOf(codeField())).toBeUndefined();
    await typeInto(within(addForm()).getByRole('textbox', { name: 'PIN' }), '123456');
    await press(within(addForm()).getByRole('button', { name: 'Add' }));

    await waitFor(() => toast.showToast.mock.calls.length === 1);
    expect(toast.showToast).toHaveBeenLastCalledWith('Card added: RM 50.00 to spend');
    expect((await sentTo('/index/giftcard/add')).map((sent) => sent.body)).toEqual([
      { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', pin: '' },
      { code: 'QWERTYUPASDFGHJK', pin: '123456' },
    ]);
    await group('Your cards');
    expect(card('QWER-TYUP-ASDF-GHJK')).toBeTruthy();
    expect(codeField().value).toBe('');
  });
});
