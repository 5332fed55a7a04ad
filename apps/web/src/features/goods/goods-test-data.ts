import type { CommentPage, GoodsDetail, GoodsListItem } from '@scenic/contracts';
import { type ApiPath, api, refusal } from '#web/test/api.ts';
import { server } from '#web/test/server.ts';

/** Goods as the API answers them, for the store, rental and food page tests. */
const base = {
  type_id: 1,
  intro: '',
  description: '',
  images: [],
  score: 4.5,
  sales: 12,
  rent: null,
  food: null,
  giftCard: false,
};

/** Sizes × colours; Small/White and Large/Brown are sold out, Large/White does not exist. */
export const plush: GoodsDetail = {
  ...base,
  id: 5,
  kind: 'store',
  name: 'Hornbill plush toy',
  intro: 'Soft and cuddly',
  description: 'Made in Pahang.',
  cover: '/uploads/demo/plush.webp',
  min_price: '39.00',
  spec_list: [
    {
      id: 1,
      name: 'Size',
      child: [
        { id: 11, name: 'Small 20 cm' },
        { id: 12, name: 'Medium 30 cm' },
        { id: 13, name: 'Large 40 cm' },
      ],
    },
    {
      id: 2,
      name: 'Colour',
      child: [
        { id: 21, name: 'Brown' },
        { id: 22, name: 'White' },
      ],
    },
  ],
  goodsSpec: [
    { id: 101, spec_ids: { '1': 11, '2': 21 }, price: '39.00', stock: 5 },
    { id: 102, spec_ids: { '1': 11, '2': 22 }, price: '39.00', stock: 0 },
    { id: 103, spec_ids: { '1': 12, '2': 21 }, price: '59.00', stock: 3 },
    { id: 104, spec_ids: { '1': 12, '2': 22 }, price: '59.00', stock: 8 },
    { id: 105, spec_ids: { '1': 13, '2': 21 }, price: '79.00', stock: 0 },
  ],
};

export const tote: GoodsDetail = {
  ...base,
  id: 6,
  kind: 'store',
  name: 'Batik tote bag',
  cover: '/uploads/demo/tote.webp',
  min_price: '25.50',
  spec_list: [],
  goodsSpec: [{ id: 201, spec_ids: {}, price: '25.50', stock: 40 }],
};

/** A gift card sold in the store: each amount is a combination, its price the card's value. */
export const parkCard: GoodsDetail = {
  ...base,
  id: 9,
  kind: 'store',
  name: 'Park gift card',
  cover: '/uploads/demo/gift-card.webp',
  min_price: '50.00',
  spec_list: [
    {
      id: 5,
      name: 'Amount',
      child: [
        { id: 51, name: 'RM 50' },
        { id: 52, name: 'RM 100' },
      ],
    },
  ],
  goodsSpec: [
    { id: 901, spec_ids: { '5': 51 }, price: '50.00', stock: 999 },
    { id: 902, spec_ids: { '5': 52 }, price: '100.00', stock: 999 },
  ],
  giftCard: true,
};

export const bike: GoodsDetail = {
  ...base,
  id: 7,
  kind: 'hire',
  name: 'Mountain bike',
  cover: '/uploads/demo/bike.webp',
  min_price: '50.00',
  spec_list: [
    {
      id: 3,
      name: 'Size',
      child: [
        { id: 31, name: 'Adult' },
        { id: 32, name: 'Junior' },
      ],
    },
  ],
  goodsSpec: [
    { id: 301, spec_ids: { '3': 31 }, price: '50.00', stock: 10 },
    { id: 302, spec_ids: { '3': 32 }, price: '35.00', stock: 10 },
  ],
  rent: { unit: 'day', max: 7, deposit: '100.00' },
};

export const kayak: GoodsDetail = {
  ...base,
  id: 8,
  kind: 'hire',
  name: 'Two-seat kayak',
  cover: '/uploads/demo/kayak.webp',
  min_price: '35.00',
  spec_list: [],
  goodsSpec: [{ id: 401, spec_ids: {}, price: '35.00', stock: 4 }],
  rent: { unit: 'hour', max: 4, deposit: '50.00' },
};

export const cendol: GoodsDetail = {
  ...base,
  id: 31,
  kind: 'food',
  name: 'Cendol',
  cover: '/uploads/demo/cendol.webp',
  min_price: '6.00',
  spec_list: [],
  goodsSpec: [{ id: 501, spec_ids: {}, price: '6.00', stock: 99 }],
  food: { pickupPoint: 'Rainforest Food Court', prepMinutes: 5 },
};

export const satay: GoodsDetail = {
  ...base,
  id: 32,
  kind: 'food',
  name: 'Satay',
  cover: '/uploads/demo/satay.webp',
  min_price: '12.00',
  spec_list: [
    {
      id: 4,
      name: 'Portion',
      child: [
        { id: 41, name: '6 sticks' },
        { id: 42, name: '10 sticks' },
      ],
    },
  ],
  goodsSpec: [
    { id: 601, spec_ids: { '4': 41 }, price: '12.00', stock: 50 },
    { id: 602, spec_ids: { '4': 42 }, price: '18.50', stock: 50 },
  ],
  food: { pickupPoint: 'Rainforest Food Court', prepMinutes: 12 },
};

export function listItem(detail: GoodsDetail): GoodsListItem {
  return {
    id: detail.id,
    kind: detail.kind,
    type_id: detail.type_id,
    cover: detail.cover,
    name: detail.name,
    intro: detail.intro,
    score: detail.score,
    min_price: detail.min_price,
    sales: detail.sales,
    rent_unit: detail.rent?.unit ?? null,
  };
}

export const noComments: CommentPage = { list: [], total: 0, page: 1, limit: 5, average: 0 };

type Route = (url: URL) => unknown;

/**
 * Answers the goods API from the mock server: details by id, plus any other answers by path. An
 * unknown good gets the API's "not found".
 */
export function answerGoods(goods: GoodsDetail[], routes: Record<string, Route> = {}): void {
  server.use(
    api.get<GoodsDetail>('/index/index/goodsDetail', ({ params }) => {
      const found = goods.find((item) => item.id === Number(params.get('id')));
      return found ?? refusal(1003, 'Not found');
    }),
    ...Object.entries(routes).map(([path, route]) =>
      api.on(path as ApiPath, ({ path: asked, params }) =>
        route(new URL(`http://localhost/api${asked}?${params}`)),
      ),
    ),
    api.get<CommentPage>('/index/index/commentList', noComments),
  );
}
