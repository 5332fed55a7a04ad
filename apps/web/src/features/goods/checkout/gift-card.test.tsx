import { ERRORS, type GiftCard, type OrderPreview, type PaymentStart } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { useCartStore } from '#web/stores/cart.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { api, refusal } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { giftCard } from '#web/test/generators.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { descriptionOf, screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { asked, sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import { answerGoods, cendol, kayak, parkCard, plush, tote } from '../goods-test-data';
import FoodPayPage from './food-pay-page';
import RentalPayPage from './rental-pay-page';
import ShopPayPage from './shop-pay-page';

vi.mock('#web/lib/payment.ts', () => ({ openPayment: vi.fn() }));
const { openPayment } = await import('#web/lib/payment.ts');

const WRONG = 'This gift card number or PIN is not right: check it and try again';
const EMPTY = 'This gift card has nothing left on it';

/** The visitor's cards: one to use, one spent, one bought to send on (neither of those pays). */
const held = giftCard({ id: 1, code: 'K7QM-3XPA-9D2F-HT4W', balance: '50.00' });
const spent = giftCard({ id: 2, code: 'AAAA-BBBB-CCCC-DDDD', balance: '0.00', status: 'spent' });
const bought = giftCard({ id: 3, code: 'EEEE-FFFF-GGGG-HHHH', mine: 'bought', pin: '123456' });
let mine: GiftCard[] = [];

const bodies = async (path: string) => (await sentTo(path)).map((sent) => sent.body);

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  useShopCartStore.getState().clear();
  useCartStore.getState().clear();
  mine = [held, spent, bought];
  answerGoods([plush, tote, kayak, cendol, parkCard]);
  server.use(
    api.post('/index/giftcard/mine', () => ({ list: mine })),
    api.post<PaymentStart>('/index/order/createGoodsOrder', {
      id: 7,
      orderNo: 'S7',
      total: '0.00',
      expiresAt: '',
      payUrl: '/pay/7',
    }),
  );
  vi.mocked(openPayment).mockClear();
});

const region = () => screen.getByRole('region', { name: 'Gift card' });
/** What a line of the card's summary shows beside its label ("Gift card" → "−RM 50.00"). */
const summary = (label: string) =>
  within(region()).queryByText(label)?.nextElementSibling?.textContent;
const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Pay now' });
/** The label and amount in the bar beside "Pay now": ["To pay", "RM 60.00"]. */
const bar = () =>
  [...(payButton().previousElementSibling?.children ?? [])].map((part) => part.textContent);
const codeField = () =>
  within(region()).getByRole<HTMLInputElement>('textbox', { name: 'Card number' });

async function typeCard(code: string, pin: string) {
  await press(await screen.findByRole('button', { name: 'Pay with a gift card?' }));
  await typeInto(codeField(), code);
  await typeInto(within(region()).getByRole('textbox', { name: 'PIN' }), pin);
  await press(within(region()).getByRole('button', { name: 'Apply' }));
}

describe('a gift card at the store checkout', () => {
  it('offers only the cards that can pay, and the one picked pays what it can of the total', async () => {
    const cart = useShopCartStore.getState();
    cart.add({ goods_id: 6, spec_id: 201, num: 2, price: '25.50' });
    cart.add({ goods_id: 5, spec_id: 103, num: 1, price: '59.00' });
    await renderPage(<ShopPayPage />, { path: '/order/shopPay' });

    // Open at once: the visitor has a card to use, and only that one is offered.
    const yours = await within(await screen.findByRole('region', { name: 'Gift card' })).findByRole(
      'list',
      { name: 'Your gift cards' },
    );
    expect(
      within(yours)
        .getAllByRole('button')
        .map((card) => card.textContent),
    ).toEqual(['K7QM-3XPA-9D2F-HT4WRM 50.00 leftUse by Fri, 31 Dec 2027']);
    expect(bar()).toEqual(['Total', 'RM 110.00']);

    await press(within(yours).getByRole('button'));
    expect(summary('Gift card')).toBe('−RM 50.00');
    expect(summary('To pay')).toBe('RM 60.00');
    expect(bar()).toEqual(['To pay', 'RM 60.00']);

    await press(payButton());
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(await bodies('/index/order/createGoodsOrder')).toEqual([
      {
        kind: 'store',
        items: [
          { goods_id: 6, spec_id: 201, num: 2 },
          { goods_id: 5, spec_id: 103, num: 1 },
        ],
        delivery: { type: 'pickup' },
        note: '',
        giftCard: { code: 'K7QM-3XPA-9D2F-HT4W', pin: '' },
      },
    ]);
    expect(openPayment).toHaveBeenCalledWith('/pay/7');
  });

  it('a card typed with its PIN is added to the visitor’s cards; paying it all opens the paid order, no payment page', async () => {
    mine = [];
    const added = giftCard({
      id: 4,
      code: 'QWER-TYUP-ASDF-GHJK',
      pin: '482913',
      balance: '100.00',
    });
    let answer = () => {};
    server.use(
      api.post<GiftCard>(
        '/index/giftcard/add',
        () =>
          new Promise((resolve) => {
            answer = () => {
              mine = [added];
              resolve(added);
            };
          }),
      ),
      api.post<PaymentStart>('/index/order/createGoodsOrder', {
        id: 8,
        orderNo: 'S8',
        total: '25.50',
        expiresAt: '',
        payUrl: '',
      }),
    );
    useShopCartStore.getState().add({ goods_id: 6, spec_id: 201, num: 1, price: '25.50' });
    const { view } = await renderPage(<ShopPayPage />, { path: '/order/shopPay' });
    await typeCard(' qwer tyup asdf ghjk ', '482913');
    // While the card is checked, nothing can be paid: the total on screen is not yet the one paid.
    expect(within(region()).getByRole('button', { name: 'Checking…' })).toBeTruthy();
    expect(payButton().disabled).toBe(true);
    answer();

    await waitFor(() => summary('Gift card'));
    expect(await bodies('/index/giftcard/add')).toEqual([
      { code: 'qwer tyup asdf ghjk', pin: '482913' },
    ]);
    expect(within(region()).getByText('QWER-TYUP-ASDF-GHJK')).toBeTruthy();
    expect(summary('Gift card')).toBe('−RM 25.50');
    expect(summary('To pay')).toBe('RM 0.00');
    expect(within(region()).getByText('RM 74.50 stays on the card for next time.')).toBeTruthy();
    expect(bar()).toEqual(['To pay', 'RM 0.00']);
    // The visitor's cards are asked for again: the card is one of them now.
    await waitFor(() => asked().filter((url) => url === '/api/index/giftcard/mine').length === 2);

    await press(payButton());
    expect(await whereNow(view)).toBe('REPLACE /order/shopDetail?id=8');
    expect(openPayment).not.toHaveBeenCalled();
    expect((await bodies('/index/order/createGoodsOrder'))[0]).toMatchObject({
      giftCard: { code: 'qwer tyup asdf ghjk', pin: '482913' },
    });
  });

  it('a card spent between picking and paying: says why under the field, takes it off, and opens no payment', async () => {
    mine = [{ ...held, pin: '482913' }];
    server.use(
      api.post('/index/order/createGoodsOrder', () => {
        mine = [{ ...held, balance: '0.00', status: 'spent' }];
        return refusal(ERRORS.giftCardEmpty.code, EMPTY);
      }),
    );
    useShopCartStore.getState().add({ goods_id: 6, spec_id: 201, num: 1, price: '25.50' });
    await renderPage(<ShopPayPage />, { path: '/order/shopPay' });
    await press(await screen.findByRole('button', { name: /^K7QM-3XPA-9D2F-HT4W/ }));
    expect(bar()).toEqual(['To pay', 'RM 0.00']);
    await press(payButton());

    expect((await within(region()).findByRole('alert')).textContent).toBe(EMPTY);
    expect(descriptionOf(codeField())).toBe(EMPTY);
    expect(toast.showToast).not.toHaveBeenCalled();
    expect(openPayment).not.toHaveBeenCalled();
    expect(summary('Gift card')).toBeUndefined();
    expect(bar()).toEqual(['Total', 'RM 25.50']);
    // The attempt is kept for a retry, but never the card's PIN.
    expect(JSON.stringify({ ...sessionStorage })).toContain('K7QM-3XPA-9D2F-HT4W');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('482913');
    // The spent card is no longer offered.
    await waitFor(() => screen.queryByRole('button', { name: /^K7QM/ }) === null);
  });

  it('hides the gift card for a basket holding a gift card, which still asks how the rest is delivered', async () => {
    const cart = useShopCartStore.getState();
    cart.add({ goods_id: 9, spec_id: 901, num: 1, price: '50.00' });
    cart.add({ goods_id: 6, spec_id: 201, num: 1, price: '25.50' });
    await renderPage(<ShopPayPage />, { path: '/order/shopPay' });
    await screen.findByRole('radio', { name: /^Pick up at the park/ });
    expect(screen.queryByRole('region', { name: 'Gift card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay with a gift card?' })).toBeNull();
    expect(bar()).toEqual(['Total', 'RM 75.50']);
  });

  it('gift cards alone: no delivery to choose, where the cards will be, and a pick-up sent', async () => {
    await renderPage(<ShopPayPage />, {
      path: '/order/shopPay',
      at: '/order/shopPay?id=9&spec=902&num=2',
    });
    const cards = await screen.findByRole('region', { name: 'Your gift cards' });
    expect(cards.textContent).toContain('My centre › Gift cards');
    expect(screen.queryByRole('radio', { name: /^Deliver to an address/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Gift card' })).toBeNull();

    await press(payButton());
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(await bodies('/index/order/createGoodsOrder')).toEqual([
      {
        kind: 'store',
        items: [{ goods_id: 9, spec_id: 902, num: 2 }],
        delivery: { type: 'pickup' },
        note: '',
      },
    ]);
  });
});

describe('a gift card at the food and rental checkouts', () => {
  it('food: the card pays what is left after the promotion code', async () => {
    server.use(
      api.post<OrderPreview>('/index/order/previewGoodsOrder', {
        subtotal: '18.00',
        discount: '1.80',
        total: '16.20',
        code: 'SUMMER10',
        giftCard: '0.00',
        toPay: '16.20',
      }),
    );
    mine = [{ ...held, balance: '10.00' }];
    useCartStore.getState().add({ goods_id: 31, spec_id: 501, num: 3, price: '6.00' });
    await renderPage(<FoodPayPage />, { path: '/order/commonPay' });
    await press(await screen.findByRole('button', { name: 'Have a promotion code?' }));
    const promo = screen.getByRole('region', { name: 'Promotion code' });
    await typeInto(within(promo).getByRole('textbox', { name: 'Promotion code' }), 'SUMMER10');
    await press(within(promo).getByRole('button', { name: 'Apply' }));
    await press(await screen.findByRole('button', { name: /^K7QM-3XPA-9D2F-HT4W/ }));

    await waitFor(() => summary('To pay') === 'RM 6.20');
    expect(summary('Gift card')).toBe('−RM 10.00');
    expect(bar()).toEqual(['To pay', 'RM 6.20']);
    await press(payButton());
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(await bodies('/index/order/createGoodsOrder')).toEqual([
      {
        kind: 'food',
        items: [{ goods_id: 31, spec_id: 501, num: 3 }],
        note: '',
        promoCode: 'SUMMER10',
        giftCard: { code: 'K7QM-3XPA-9D2F-HT4W', pin: '' },
      },
    ]);
  });

  it('rental: a wrong card is said under its field, no toast, and the rental is booked without it', async () => {
    mine = [];
    server.use(api.post('/index/giftcard/add', refusal(ERRORS.giftCardInvalid.code, WRONG)));
    await renderPage(<RentalPayPage />, {
      path: '/order/zulinPay',
      at: '/order/zulinPay?id=8&spec=401&num=1&start=2026-11-22&hours=2',
    });
    await typeCard('NOPE-NOPE-NOPE-NOPE', '000000');

    expect((await within(region()).findByRole('alert')).textContent).toBe(WRONG);
    expect(descriptionOf(codeField())).toBe(WRONG);
    expect(toast.showToast).not.toHaveBeenCalled();
    // What was typed stays, to be corrected.
    expect(codeField().value).toBe('NOPE-NOPE-NOPE-NOPE');
    expect(bar()).toEqual(['Total', 'RM 70.00']);

    await press(payButton());
    await waitFor(() => vi.mocked(openPayment).mock.calls.length > 0);
    expect(await bodies('/index/order/createGoodsOrder')).toEqual([
      {
        kind: 'hire',
        items: [{ goods_id: 8, spec_id: 401, num: 1 }],
        rental: { start: '2026-11-22', hours: 2 },
      },
    ]);
  });
});
