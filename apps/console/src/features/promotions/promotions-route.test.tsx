import type {
  ConsoleGoodsList,
  ConsoleGoodsType,
  ConsolePromotion,
  ConsoleTicket,
} from '@scenic/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '#console/test/api.ts';
import { consolePromotion, consoleTicket } from '#console/test/generators.ts';
import { screen, within } from '#console/test/queries.ts';
import { press, renderScreen, typeInto } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import type { PromotionUse } from './api/promotions';
import { Component as PromotionsScreen } from './promotions-route';

const text = (en: string) => ({ zh: en, en, ma: en });

const summer = consolePromotion({
  used: 12,
  held: 2,
  saved: '86.40',
  maxPerVisitor: 1,
  saleFrom: '2026-12-01',
  saleTo: '2026-12-31',
});
const cendol = consolePromotion({
  id: 2,
  name: 'Cendol for a ringgit',
  type: 'price',
  value: '1.00',
  scope: { kinds: [], ticketIds: [], variantIds: [5], goodsIds: [30], categoryIds: [] },
  code: null,
  codeCount: 200,
  maxUses: 200,
  visitFrom: '2026-12-05',
});
const partner = consolePromotion({
  id: 3,
  name: 'Hotel partner',
  type: 'amount',
  value: '5.00',
  scope: {
    kinds: ['food', 'rental'],
    ticketIds: [],
    variantIds: [],
    goodsIds: [],
    categoryIds: [],
  },
  code: 'HOTEL-5',
  minSpend: '50.00',
});

const uses: PromotionUse[] = [
  {
    orderId: 41,
    orderNo: 'T2026120100041',
    code: 'SUMMER10',
    saving: '8.50',
    status: 'kept',
    at: '2026-12-01T10:03:00Z',
  },
  {
    orderId: 42,
    orderNo: 'F2026120100042',
    code: 'SUMMER10',
    saving: '1.20',
    status: 'held',
    at: '2026-12-01T11:00:00Z',
  },
];

beforeEach(() => {
  server.use(
    api.get<{ list: ConsolePromotion[] }>('/console/promotions', {
      list: [summer, cendol, partner],
    }),
    api.get<{ list: ConsoleTicket[] }>('/console/catalogue/tickets', { list: [consoleTicket()] }),
    api.get<ConsoleGoodsList>('/console/catalogue/goods', {
      list: [
        {
          id: 30,
          kind: 'food',
          typeId: 4,
          typeName: 'Desserts',
          name: text('Cendol'),
          cover: '/uploads/demo/cendol.webp',
          minPrice: '6.50',
          maxPrice: '6.50',
          stock: 40,
          sort: 0,
          enabled: true,
          sales: 0,
        },
      ],
      total: 1,
      page: 1,
      limit: 50,
    }),
    api.get<{ list: ConsoleGoodsType[] }>('/console/catalogue/categories', {
      list: [{ id: 4, kind: 'food', name: text('Desserts'), sort: 0, items: 1 }],
    }),
    api.get<{ list: PromotionUse[] }>('/console/promotions/uses', { list: uses }),
    api.post<null>('/console/promotions/delete', null),
  );
});

/** The screen once its list has arrived, and the names of the catalogue with it. */
async function open() {
  await renderScreen(<PromotionsScreen />, { at: '/catalogue/promotions' });
  await screen.findByText('Rainforest Day Pass · Adult');
}

const rowOf = (name: string) =>
  within(screen.getByText(name, { selector: 'strong' }).closest('tr') as HTMLElement);

const cells = (name: string) =>
  Array.from(rowOf(name).getAllByRole('cell'), (cell) => cell.textContent);

describe('the promotions', () => {
  it('says what each gives, for what, when, how often, and how much it was used', async () => {
    await open();
    expect(cells('Summer holidays').slice(0, 8)).toEqual([
      'Summer holidays',
      'SUMMER10',
      '10% off',
      'Everything',
      'Bought 2026-12-01 – 2026-12-31',
      '1 use per visitor',
      '12+2 awaiting payment',
      'RM 86.40',
    ]);
    expect(cells('Cendol for a ringgit').slice(0, 6)).toEqual([
      'Cendol for a ringgit',
      'Batch of 200 single-use codesDownload codes (CSV)',
      'Fixed price RM 1.00',
      'Rainforest Day Pass · AdultCendol',
      'Visits from 2026-12-05',
      '200 uses in all',
    ]);
    expect(cells('Hotel partner').slice(2, 6)).toEqual([
      'RM 5.00 off',
      'FoodRentals',
      'Any time',
      'Orders from RM 50.00',
    ]);
  });

  it('finds a promotion by its name or its code, typed in any case', async () => {
    await open();
    const search = screen.getByRole('searchbox', { name: 'Name or code' });
    await typeInto(search, 'hotel-5');
    expect(screen.queryByText('Summer holidays')).toBeNull();
    expect(screen.getByText('Hotel partner')).toBeTruthy();
    await typeInto(search, 'cendol');
    expect(screen.queryByText('Hotel partner')).toBeNull();
    expect(screen.getByText('Cendol for a ringgit')).toBeTruthy();
    await typeInto(search, 'winter');
    expect(screen.getByText('No promotion matches “winter”')).toBeTruthy();
  });
});

describe('a promotion already made', () => {
  it('opens in the form with its terms', async () => {
    await open();
    await press(screen.getByRole('button', { name: 'Change Summer holidays' }));
    const form = within(await screen.findByRole('dialog', { name: 'Change promotion' }));
    expect(form.getByLabelText('Name')).toHaveProperty('value', 'Summer holidays');
    expect(form.getByLabelText('Uses per visitor')).toHaveProperty('value', '1');
  });

  it('asks before deleting, saying its codes stop at once', async () => {
    await open();
    await press(screen.getByRole('button', { name: 'Delete Hotel partner' }));
    const [title] = await screen.findAllByText('Delete “Hotel partner”?');
    const confirm = within(title?.closest('.ant-modal') as HTMLElement);
    expect(confirm.getByText(/Its codes stop working at once/)).toBeTruthy();
    expect(await sentTo('/console/promotions/delete')).toEqual([]);
    await press(confirm.getByRole('button', { name: 'Delete' }));
    await expect
      .poll(async () => (await sentTo('/console/promotions/delete')).map((sent) => sent.body))
      .toEqual([{ id: 3 }]);
  });

  it('lists the orders that used it, each opening the order', async () => {
    await open();
    await press(screen.getByRole('button', { name: 'Uses of Summer holidays' }));
    const drawer = within(
      await screen.findByRole('dialog', { name: 'Orders that used “Summer holidays”' }),
    );
    const rows = await drawer.findAllByRole('row');
    expect(
      rows.slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['T2026120100041', 'SUMMER10', 'RM 8.50', 'Paid', expect.stringMatching(/^2026-12-01 /)],
      [
        'F2026120100042',
        'SUMMER10',
        'RM 1.20',
        'Awaiting payment',
        expect.stringMatching(/^2026-12-01 /),
      ],
    ]);
    expect(drawer.getByRole('link', { name: 'T2026120100041' }).getAttribute('href')).toBe(
      '/orders/41',
    );
    expect((await sentTo('/console/promotions/uses')).map((sent) => sent.params.get('id'))).toEqual(
      ['1'],
    );
  });
});
