import { ERRORS, type GoodsDetail, type PaymentStart } from '@scenic/contracts';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n, loadGoodsTexts } from '#web/lib/i18n.ts';
import { useCartStore } from '#web/stores/cart.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { api, refusal } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { descriptionOf, screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import FoodPayPage from './food-pay-page';
import RentalPayPage from './rental-pay-page';
import ShopPayPage from './shop-pay-page';

vi.mock('#web/lib/payment.ts', () => ({ openPayment: vi.fn() }));
const { openPayment } = await import('#web/lib/payment.ts');

const good = (
  id: number,
  name: string,
  skus: [number, string][],
  extra: Partial<GoodsDetail> = {},
): GoodsDetail => ({
  id,
  kind: 'store',
  type_id: 1,
  name,
  intro: '',
  description: '',
  cover: `/uploads/demo/${id}.webp`,
  images: [],
  score: 5,
  min_price: skus[0]?.[1] ?? '0.00',
  sales: 0,
  spec_list: [
    { id: 1, name: 'Size', child: skus.map(([sku]) => ({ id: sku * 10, name: `Size ${sku}` })) },
  ],
  goodsSpec: skus.map(([sku, price]) => ({
    id: sku,
    spec_ids: { '1': sku * 10 },
    price,
    stock: 50,
  })),
  rent: null,
  food: null,
  giftCard: false,
  ...extra,
});

const GOODS: Record<string, GoodsDetail> = {
  '11': good(11, 'Batik scarf', [
    [101, '35.00'],
    [102, '42.50'],
  ]),
  '12': good(12, 'Hornbill plush', [[121, '19.90']]),
  '21': good(21, 'Kayak', [[211, '30.00']], {
    kind: 'hire',
    rent: { unit: 'day', max: 3, deposit: '100.00' },
  }),
  '31': good(31, 'Nasi lemak', [[311, '12.00']], {
    kind: 'food',
    food: { pickupPoint: 'Hornbill Café', prepMinutes: 10 },
  }),
  '32': good(32, 'Teh tarik', [[321, '4.50']], {
    kind: 'food',
    food: { pickupPoint: 'Hornbill Café', prepMinutes: 5 },
  }),
};

const orderBodies = async () =>
  (await sentTo('/index/order/createGoodsOrder')).map((sent) => sent.body);

beforeAll(async () => {
  await initI18n('en');
  await loadGoodsTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  useShopCartStore.getState().clear();
  useCartStore.getState().clear();
  server.use(
    api.get<GoodsDetail>(
      '/index/index/goodsDetail',
      ({ params }) => GOODS[params.get('id') ?? ''] ?? refusal(ERRORS.notFound.code, 'Not found'),
    ),
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

/** The address fields, by their labels, in the order the form asks for them. */
const ADDRESS = ["Recipient's name", 'Phone number', 'State / area', 'Street address'] as const;
const field = (label: (typeof ADDRESS)[number]) => screen.getByLabelText<HTMLInputElement>(label);
/** The message under each address field that has one, as a screen reader reads it with it. */
const errors = () => ADDRESS.map((label) => descriptionOf(field(label))).filter(Boolean);

/** The lines being bought, in the section of that name ("Your items", "Your meal"...). */
const lines = (section: string) => {
  const region = screen.queryByRole('region', { name: section });
  return region ? within(region).queryAllByRole('listitem') : [];
};
/** What a label shows next to it: the total in the pay bar, a fact of the order. */
const shownBy = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const total = () => shownBy('Total');
const payButton = () => screen.queryByRole<HTMLButtonElement>('button', { name: 'Pay now' });
const note = () => screen.getByRole('textbox', { name: 'Note' });

describe('store checkout', () => {
  it('orders only the checked cart lines, prices them from the server, and sends no price', async () => {
    const shop = useShopCartStore.getState();
    // The cart remembers an old price; the checkout must not show or send it.
    shop.add({ goods_id: 11, spec_id: 102, num: 2, price: '1.00' });
    shop.add({ goods_id: 12, spec_id: 121, num: 1, price: '19.90' });
    shop.add({ goods_id: 11, spec_id: 101, num: 1, price: '35.00' });
    useShopCartStore.getState().toggle('12:121');

    const { view } = await renderPage(<ShopPayPage />, { path: '/order/shopPay' });
    await waitFor(() => lines('Your items').length === 2);
    const [first] = lines('Your items');
    expect(first?.textContent).toContain('Batik scarf');
    expect(first?.textContent).toContain('Size 102');
    expect(first?.textContent).toContain('RM 42.50 × 2');
    expect(total()).toBe('RM 120.00');

    await typeInto(note(), '  gift wrap  ');
    await press(payButton());
    await expect.poll(orderBodies).not.toEqual([]);
    expect(await orderBodies()).toEqual([
      {
        kind: 'store',
        items: [
          { goods_id: 11, spec_id: 102, num: 2 },
          { goods_id: 11, spec_id: 101, num: 1 },
        ],
        delivery: { type: 'pickup' },
        note: 'gift wrap',
      },
    ]);
    expect(openPayment).toHaveBeenCalledWith('/pay/7');
    // Back from the payment page lands on the new, unpaid order, not on this checkout.
    expect(await whereNow(view)).toBe('REPLACE /order/shopDetail?id=7');
    // The ordered lines leave the cart; the unchecked one stays.
    expect(useShopCartStore.getState().shopList).toEqual([
      { goods_id: 12, spec_id: 121, num: 1, price: '19.90' },
    ]);
  });

  it('names each missing address field under it and sends nothing', async () => {
    await renderPage(<ShopPayPage />, {
      path: '/order/shopPay',
      at: '/order/shopPay?id=12&spec=121&num=3',
    });
    await waitFor(() => lines('Your items').length > 0);
    expect(total()).toBe('RM 59.70');
    expect(screen.queryByLabelText("Recipient's name")).toBeNull();
    const address = screen.getByRole<HTMLInputElement>('radio', { name: /^Deliver to an address/ });
    await press(address);
    expect(address.checked).toBe(true);
    await press(payButton());
    expect(errors()).toEqual([
      'Please fill in the name',
      'Malformed phone number',
      'Please select a receiving area',
      'Address can not be empty',
    ]);
    expect(document.activeElement).toBe(field("Recipient's name"));
    expect(await orderBodies()).toEqual([]);
    // The messages follow a language switch made while they are shown (the fields are found by
    // their English labels again once the page is back in English).
    const street = field('Street address');
    await act(() => changeLocale('ma'));
    await waitFor(() => descriptionOf(street) === 'Alamat tidak boleh kosong');
    await act(() => changeLocale('en'));
    await waitFor(() => errors()[0] === 'Please fill in the name');

    await typeInto(field("Recipient's name"), 'Aisha');
    await typeInto(field('Phone number'), '+60 12-345 6789');
    await press(payButton());
    expect(errors()).toEqual(['Please select a receiving area', 'Address can not be empty']);
    expect(await orderBodies()).toEqual([]);

    await typeInto(field('State / area'), 'Selangor');
    await typeInto(field('Street address'), '1 Jalan Hutan, 47000 Sungai Buloh');
    await press(payButton());
    await expect.poll(orderBodies).not.toEqual([]);
    expect((await orderBodies())[0]).toEqual({
      kind: 'store',
      items: [{ goods_id: 12, spec_id: 121, num: 3 }],
      delivery: {
        type: 'address',
        name: 'Aisha',
        phone: '+60 12-345 6789',
        region: 'Selangor',
        detail: '1 Jalan Hutan, 47000 Sungai Buloh',
      },
      note: '',
    });
  });

  it('marks a line whose good is no longer sold and will not take payment', async () => {
    useShopCartStore
      .getState()
      .add({ goods_id: 99, spec_id: 1, num: 1, price: '5.00', name: 'Old mug' });
    useShopCartStore.getState().add({ goods_id: 12, spec_id: 121, num: 1, price: '19.90' });
    await renderPage(<ShopPayPage />, { path: '/order/shopPay' });
    await waitFor(() => lines('Your items').length === 2);
    const [gone] = lines('Your items');
    expect(gone?.textContent).toContain('Old mug');
    expect(gone?.textContent).toContain('No longer available');
    expect(total()).toBe('RM 19.90');
    expect(payButton()?.disabled).toBe(true);
    await press(payButton());
    expect(await orderBodies()).toEqual([]);
  });

  it('offers a retry, not "no longer sold", when the server fails for another reason', async () => {
    useShopCartStore.getState().add({ goods_id: 12, spec_id: 121, num: 1, price: '19.90' });
    server.use(api.on('/index/index/goodsDetail', refusal(ERRORS.internal.code, 'Busy')));
    const { view } = await renderPage(<ShopPayPage />, { path: '/order/shopPay' });
    await waitFor(() => view.querySelector('.load-error'));
    expect(view.textContent).not.toContain('No longer available');
    expect(payButton()).toBeNull();
  });

  it('will not take payment for more than the stock of a combination', async () => {
    GOODS['12'] = good(12, 'Hornbill plush', [[121, '19.90']]);
    const sku = GOODS['12'].goodsSpec[0];
    if (sku) sku.stock = 2;
    useShopCartStore.getState().add({ goods_id: 12, spec_id: 121, num: 3, price: '19.90' });
    const { view } = await renderPage(<ShopPayPage />, { path: '/order/shopPay' });
    await waitFor(() => lines('Your items').length > 0);
    const [line] = lines('Your items') as [HTMLElement];
    expect(within(line).getByRole('alert').textContent).toBe('Only 2 left');
    expect(payButton()?.disabled).toBe(true);
    expect(view.textContent).toContain('Fewer are left than you chose');
    await press(payButton());
    expect(await orderBodies()).toEqual([]);
    GOODS['12'] = good(12, 'Hornbill plush', [[121, '19.90']]);
  });

  it("sends a link naming another kind's good to that good's own page, and orders nothing", async () => {
    for (const [at, expected] of [
      ['/order/shopPay?id=21&spec=211&num=1', 'REPLACE /zulin/detail?id=21'],
      ['/order/shopPay?id=31&spec=311', 'REPLACE /dianCan/detail?id=31'],
    ]) {
      const { view } = await renderPage(<ShopPayPage />, { path: '/order/shopPay', at });
      expect(await whereNow(view)).toBe(expected);
    }
    expect(await orderBodies()).toEqual([]);
  });

  it('offers the store when there is nothing to buy', async () => {
    await renderPage(<ShopPayPage />, { path: '/order/shopPay' });
    await screen.findByText('There is nothing to check out yet.');
    expect(screen.getByRole('link', { name: 'Go to the store' }).getAttribute('href')).toBe(
      '/shop',
    );
    expect(payButton()).toBeNull();
  });
});

describe('rental checkout', () => {
  it('shows the period, the price for it and the counter deposit, and books that period', async () => {
    const { view } = await renderPage(<RentalPayPage />, {
      path: '/order/zulinPay',
      at: '/order/zulinPay?id=21&spec=211&num=2&start=2026-11-22&end=2026-11-23',
    });
    const period = await screen.findByRole('region', { name: 'Rental period' });
    expect(within(period).getByText('22 Nov – 23 Nov 2026 · 2 days')).not.toBeNull();
    expect(lines('Your rental')[0]?.textContent).toContain('RM 30.00 / day × 2 days × 2');
    expect(total()).toBe('RM 120.00');
    const deposit = screen.getByRole('region', { name: 'Deposit' });
    expect(deposit.textContent).toContain('RM 200.00');
    expect(deposit.textContent).toContain('not charged online');
    await press(payButton());
    await expect.poll(orderBodies).not.toEqual([]);
    expect(await orderBodies()).toEqual([
      {
        kind: 'hire',
        items: [{ goods_id: 21, spec_id: 211, num: 2 }],
        rental: { start: '2026-11-22', end: '2026-11-23' },
      },
    ]);
    expect(openPayment).toHaveBeenCalledWith('/pay/7');
    // Back from the payment page lands on the new, unpaid order, not on this checkout.
    expect(await whereNow(view)).toBe('REPLACE /order/commonDetail?id=7');
  });

  it('says how long the item may be rented at most and will not take payment beyond it', async () => {
    const { view } = await renderPage(<RentalPayPage />, {
      path: '/order/zulinPay',
      at: '/order/zulinPay?id=21&spec=211&num=1&start=2026-11-22&end=2026-11-25',
    });
    await screen.findByRole('region', { name: 'Rental period' });
    expect(view.textContent).toContain('At most 3 days can be selected');
    expect(payButton()?.disabled).toBe(true);
    expect(await orderBodies()).toEqual([]);
  });

  it("sends a link naming a store good or a dish to that good's own page", async () => {
    for (const [at, expected] of [
      [
        '/order/zulinPay?id=11&spec=101&start=2026-11-22&end=2026-11-23',
        'REPLACE /shop/detail?id=11',
      ],
      [
        '/order/zulinPay?id=31&spec=311&start=2026-11-22&end=2026-11-22',
        'REPLACE /dianCan/detail?id=31',
      ],
    ]) {
      const { view } = await renderPage(<RentalPayPage />, { path: '/order/zulinPay', at });
      expect(await whereNow(view)).toBe(expected);
    }
    expect(await orderBodies()).toEqual([]);
  });

  it('says the link is wrong and leads back to the rentals', async () => {
    await renderPage(<RentalPayPage />, {
      path: '/order/zulinPay',
      at: '/order/zulinPay?id=21&spec=211&start=2026-11-22&hours=3',
    });
    // Kayaks are rented by the day: an hourly link was not made by its page.
    const bad = await screen.findByRole('alert');
    expect(bad.textContent).toContain('This rental link is incomplete or out of date.');
    expect(within(bad).getByRole('link', { name: 'Choose a rental' }).getAttribute('href')).toBe(
      '/zulin/index',
    );
    expect(payButton()).toBeNull();
  });
});

describe('food checkout', () => {
  it('orders the checked dishes with the note, shows where and when to collect', async () => {
    const cart = useCartStore.getState();
    cart.add({ goods_id: 31, spec_id: 311, num: 2, price: '12.00' });
    cart.add({ goods_id: 32, spec_id: 321, num: 1, price: '4.50' });
    cart.addMany([{ goods_id: 12, spec_id: 121, num: 1, price: '19.90' }]);
    const { view } = await renderPage(<FoodPayPage />, { path: '/order/commonPay' });
    await waitFor(() => lines('Your meal').length === 2);
    const collect = screen.getByRole('region', { name: 'Collecting your food' });
    expect(within(collect).getByText('Collect at').nextElementSibling?.textContent).toBe(
      'Hornbill Café',
    );
    expect(within(collect).getByText('Ready in').nextElementSibling?.textContent).toBe(
      'about 10 min after payment',
    );
    expect(total()).toBe('RM 28.50');
    await typeInto(note(), 'no chilli');
    await press(payButton());
    await expect.poll(orderBodies).not.toEqual([]);
    expect(await orderBodies()).toEqual([
      {
        kind: 'food',
        items: [
          { goods_id: 31, spec_id: 311, num: 2 },
          { goods_id: 32, spec_id: 321, num: 1 },
        ],
        note: 'no chilli',
      },
    ]);
    expect(useCartStore.getState().canList.map((line) => line.goods_id)).toEqual([12]);
    expect(openPayment).toHaveBeenCalledWith('/pay/7');
    // Back from the payment page lands on the new, unpaid order, not on this checkout.
    expect(await whereNow(view)).toBe('REPLACE /order/dianCanDetail?id=7');
  });
});

describe('an order already waiting for payment', () => {
  /** createGoodsOrder answers a refusal that names the waiting order. */
  const refuseWith = (code: number, msg: string, waiting: object) =>
    server.use(api.post('/index/order/createGoodsOrder', refusal(code, msg, waiting)));
  /** The newest dialog's button: an earlier one may still be fading out. */
  const goButton = () =>
    waitFor(() =>
      [...document.querySelectorAll('.adm-dialog button')].findLast(
        (button) => button.textContent === 'Go to your waiting order',
      ),
    );

  it('food: says the dish waits in an unpaid order and opens that order, keeping the tray', async () => {
    const msg = 'This item is already in your unpaid order; please pay that order first';
    refuseWith(ERRORS.unpaidUnitsLimit.code, msg, { id: 9, orderNo: 'F9', kind: 'food' });
    useCartStore.getState().add({ goods_id: 31, spec_id: 311, num: 2, price: '12.00' });
    const { view } = await renderPage(<FoodPayPage />, { path: '/order/commonPay' });
    await press(await screen.findByRole('button', { name: 'Pay now' }));
    const go = await goButton();
    expect(document.querySelector('.adm-dialog')?.textContent).toContain(msg);
    expect(openPayment).not.toHaveBeenCalled();
    expect(useCartStore.getState().canList).toHaveLength(1);
    await press(go);
    expect(await whereNow(view)).toBe('PUSH /order/dianCanDetail?id=9');
  });

  it('store and rentals: open whichever order waits, of any kind', async () => {
    const msg = 'You have orders waiting for payment; please pay one of them first';
    refuseWith(ERRORS.unpaidOrdersLimit.code, msg, { id: 4, orderNo: 'T4', kind: 'ticket' });
    useShopCartStore.getState().add({ goods_id: 12, spec_id: 121, num: 1, price: '19.90' });
    const shop = await renderPage(<ShopPayPage />, { path: '/order/shopPay' });
    await press(await within(shop.view).findByRole('button', { name: 'Pay now' }));
    await press(await goButton());
    expect(await whereNow(shop.view)).toBe('PUSH /order/ticketPay?id=4');

    refuseWith(ERRORS.unpaidOrdersLimit.code, msg, { id: 5, orderNo: 'R5', kind: 'rental' });
    const rental = await renderPage(<RentalPayPage />, {
      path: '/order/zulinPay',
      at: '/order/zulinPay?id=21&spec=211&num=1&start=2026-11-22&end=2026-11-22',
    });
    await press(await within(rental.view).findByRole('button', { name: 'Pay now' }));
    await press(await goButton());
    expect(await whereNow(rental.view)).toBe('PUSH /order/commonDetail?id=5');
  });
});

describe('a promotion code', () => {
  const MIN_SPEND = 'This code needs an order of at least RM 100.00';
  const previewBodies = async () =>
    (await sentTo('/index/order/previewGoodsOrder')).map((sent) => sent.body);
  const codeRegion = () => screen.getByRole('region', { name: 'Promotion code' });
  const codeField = () => within(codeRegion()).getByRole('textbox', { name: 'Promotion code' });
  /** What a line of the code's summary shows beside its label. */
  const summary = (label: string) =>
    within(codeRegion()).queryByText(label)?.nextElementSibling?.textContent;
  /** The total in the pay bar, beside "Pay now". */
  const barTotal = () => payButton()?.previousElementSibling?.lastElementChild?.textContent;

  it('store: Enter applies the code without paying, the bar shows the new total, and the order carries the code', async () => {
    server.use(
      api.post('/index/order/previewGoodsOrder', {
        subtotal: '85.00',
        discount: '8.50',
        total: '76.50',
        code: 'SUMMER10',
        giftCard: '0.00',
        toPay: '76.50',
      }),
    );
    useShopCartStore.getState().add({ goods_id: 11, spec_id: 102, num: 2, price: '42.50' });
    await renderPage(<ShopPayPage />, { path: '/order/shopPay' });
    await press(await screen.findByRole('button', { name: 'Have a promotion code?' }));
    await typeInto(codeField(), 'summer10');
    await act(async () => {
      codeField().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });

    await waitFor(() => summary('Code SUMMER10'));
    expect(await orderBodies()).toEqual([]);
    expect(await previewBodies()).toEqual([
      { kind: 'store', items: [{ goods_id: 11, spec_id: 102, num: 2 }], promoCode: 'summer10' },
    ]);
    expect(summary('Subtotal')).toBe('RM 85.00');
    expect(summary('Code SUMMER10')).toBe('−RM 8.50');
    expect(barTotal()).toBe('RM 76.50');
    // Typing the note does not ask the server again: it does not change the price.
    await typeInto(note(), 'gift wrap');
    expect(await previewBodies()).toHaveLength(1);

    await press(payButton());
    await expect.poll(orderBodies).not.toEqual([]);
    expect(await orderBodies()).toEqual([
      {
        kind: 'store',
        items: [{ goods_id: 11, spec_id: 102, num: 2 }],
        delivery: { type: 'pickup' },
        note: 'gift wrap',
        promoCode: 'SUMMER10',
      },
    ]);
  });

  it('rental: says under the field why the code does not apply, and books without it', async () => {
    server.use(
      api.post(
        '/index/order/previewGoodsOrder',
        refusal(ERRORS.promoCodeMinSpend.code, MIN_SPEND, null),
      ),
    );
    await renderPage(<RentalPayPage />, {
      path: '/order/zulinPay',
      at: '/order/zulinPay?id=21&spec=211&num=1&start=2026-11-22&end=2026-11-22',
    });
    await press(await screen.findByRole('button', { name: 'Have a promotion code?' }));
    await typeInto(codeField(), 'BIGSPEND');
    await press(within(codeRegion()).getByRole('button', { name: 'Apply' }));

    expect((await within(codeRegion()).findByRole('alert')).textContent).toBe(MIN_SPEND);
    expect(descriptionOf(codeField())).toBe(MIN_SPEND);
    expect(await previewBodies()).toEqual([
      {
        kind: 'hire',
        items: [{ goods_id: 21, spec_id: 211, num: 1 }],
        rental: { start: '2026-11-22', end: '2026-11-22' },
        promoCode: 'BIGSPEND',
      },
    ]);
    expect(barTotal()).toBe('RM 30.00');

    await press(payButton());
    await expect.poll(orderBodies).not.toEqual([]);
    expect(await orderBodies()).toEqual([
      {
        kind: 'hire',
        items: [{ goods_id: 21, spec_id: 211, num: 1 }],
        rental: { start: '2026-11-22', end: '2026-11-22' },
      },
    ]);
  });
});
