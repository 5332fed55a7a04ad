import type { ConsoleGoods, ConsoleGoodsType, GoodsSaveBody } from '@scenic/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '#console/test/api.ts';
import { screen, within } from '#console/test/queries.ts';
import { press, renderScreen } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { GoodsForm } from './goods-form';

const text = (en: string) => ({ zh: en, en, ma: en });

/** A shop item with one price: a RM 50.00 card, sold as a gift card. */
const voucher: ConsoleGoods = {
  id: 30,
  kind: 'store',
  typeId: 4,
  name: text('Park gift card'),
  intro: text('For a day out'),
  description: text('Spend it on anything in the park.'),
  cover: '/uploads/demo/gift.webp',
  images: [],
  sort: 0,
  enabled: true,
  specs: [],
  skus: [{ id: 1, options: [], price: '50.00', stock: 999 }],
  rent: null,
  food: null,
  giftCard: true,
  sales: 0,
  orders: 0,
};

const SWITCH = 'Sold as a gift card';
const saves = async () =>
  (await sentTo('/console/catalogue/goods/save')).map((sent) => sent.body as GoodsSaveBody);

/** What a save body says of the gift card; undefined when it says nothing. */
const giftCardOf = (body: GoodsSaveBody) => (body.kind === 'store' ? body.giftCard : undefined);

const onClose = vi.fn();

beforeEach(() => {
  onClose.mockReset();
  server.use(
    api.get<{ list: ConsoleGoodsType[] }>('/console/catalogue/categories', {
      list: [{ id: 4, kind: 'store', name: text('Souvenirs'), sort: 0, items: 1 }],
    }),
    api.get<ConsoleGoods>('/console/catalogue/goods/detail', voucher),
    api.post<ConsoleGoods>('/console/catalogue/goods/save', voucher),
  );
});

// The first form of a file also computes the kit's styles of every kind of field in it: seconds
// on a busy two-core machine, on top of what the test does.
const FORM_TIMEOUT = { timeout: 15_000 };

describe('a shop item sold as a gift card', FORM_TIMEOUT, () => {
  it('says what selling it as a gift card means, and keeps the choice when saved', async () => {
    await renderScreen(<GoodsForm kind="store" id={30} onClose={onClose} />);
    const form = within(await screen.findByRole('dialog', { name: 'Change item' }));
    const toggle = await form.findByRole('switch', { name: SWITCH });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(
      form.getByText(
        "Each combination's price is the card's value; buyers find the card in My centre; nothing is handed over",
      ),
    ).toBeTruthy();
    await press(toggle);
    await press(form.getByRole('button', { name: 'Publish' }));
    await expect
      .poll(async () => (await saves()).map((body) => [body.kind, giftCardOf(body)]))
      .toEqual([['store', false]]);
  });

  it('is a choice of the shop only: rentals and food have no such switch', async () => {
    await renderScreen(<GoodsForm kind="hire" id={null} onClose={onClose} />);
    const form = within(await screen.findByRole('dialog', { name: 'New rental' }));
    expect(form.getByText('Rental terms')).toBeTruthy();
    expect(form.queryByRole('switch', { name: SWITCH })).toBeNull();
  });
});
