import {
  goodListDataSchema,
  goodsByTypeSchema,
  goodsDetailSchema,
  goodsTypeListSchema,
  ticketListSchema,
} from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe.each(enginesUnderTest())('catalogue API on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  it('ticketList answers the tickets with prices in RM', async () => {
    const tickets = ticketListSchema.parse(
      (await call(t.app, 'GET', '/index/index/ticketList', { langue: 'en' })).json.data,
    );
    expect(tickets.map((ticket) => ticket.price)).toEqual(['45.00', '28.00', '65.00', '150.00']);
    expect(tickets[0]?.tags).toContain('Best seller');
  });

  it('goodList pages through a kind', async () => {
    const first = goodListDataSchema.parse(
      (
        await call(t.app, 'GET', '/index/index/goodList?kind=store&page=1&limit=4', {
          langue: 'en',
        })
      ).json.data,
    );
    expect(first.total).toBe(7);
    expect(first.list).toHaveLength(4);
    expect(first.list.every((item) => item.kind === 'store')).toBe(true);
    const second = goodListDataSchema.parse(
      (await call(t.app, 'GET', '/index/index/goodList?kind=store&page=2&limit=4')).json.data,
    );
    expect(second.list).toHaveLength(3);
    const ids = [...first.list, ...second.list].map((item) => item.id);
    expect(new Set(ids).size).toBe(7);
  });

  it('goodList filters by type and by a keyword in any language', async () => {
    const types = goodsTypeListSchema.parse(
      (await call(t.app, 'GET', '/index/index/getGoodsTypeList?kind=food', { langue: 'en' })).json
        .data,
    );
    expect(types.map((type) => type.name)).toEqual([
      'Rice and noodles',
      'Snacks',
      'Drinks and desserts',
    ]);
    const rice = goodListDataSchema.parse(
      (
        await call(t.app, 'GET', `/index/index/goodList?kind=food&typeId=${types[0]?.id}`, {
          langue: 'en',
        })
      ).json.data,
    );
    expect(rice.list.map((item) => item.name).sort()).toEqual(['Curry laksa', 'Nasi lemak']);
    const byChinese = await call(
      t.app,
      'GET',
      `/index/index/goodList?kind=food&keyword=${encodeURIComponent('拉茶')}`,
      {
        langue: 'en',
      },
    );
    expect(byChinese.json.data.list.map((item: { name: string }) => item.name)).toEqual([
      'Teh tarik',
    ]);
    const wildcard = await call(t.app, 'GET', '/index/index/goodList?kind=food&keyword=%25');
    expect(wildcard.json.data.total).toBe(0);
  });

  it('getGoods groups a kind by type', async () => {
    const groups = goodsByTypeSchema.parse(
      (await call(t.app, 'GET', '/index/index/getGoods?kind=hire', { langue: 'en' })).json.data,
    );
    expect(groups.map((group) => group.name)).toEqual(['Cycling', 'On the water', 'Gear']);
    expect(groups[0]?.goods[0]).toMatchObject({
      name: 'Mountain bike',
      min_price: '35.00',
      rent_unit: 'day',
      score: 4.8,
    });
  });

  it('refuses wrongly typed paging with a localized message', async () => {
    const en = await call(t.app, 'GET', '/index/index/goodList?page=abc', { langue: 'en' });
    expect(en.json).toEqual({ code: 1002, msg: 'Invalid value', data: null });
    const zh = await call(t.app, 'GET', '/index/index/goodList?kind=spaceship');
    expect(zh.json).toEqual({ code: 1002, msg: '取值无效', data: null });
    const tooMany = await call(t.app, 'GET', '/index/index/goodList?limit=5000', { langue: 'en' });
    expect(tooMany.json.code).toBe(1002);
  });
});

describe.each(enginesUnderTest())('goodsDetail on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  it('answers spec_list and goodsSpec as SPEC §3 describes, first combination preselectable', async () => {
    const list = await call(t.app, 'GET', '/index/index/goodList?kind=store&keyword=bottle', {
      langue: 'en',
    });
    const id = list.json.data.list[0].id;
    const { json } = await call(t.app, 'GET', `/index/index/goodsDetail?id=${id}`, {
      langue: 'en',
    });
    const detail = goodsDetailSchema.parse(json.data);
    expect(detail.name).toBe('Insulated water bottle');
    expect(detail.spec_list.map((spec) => spec.name)).toEqual(['Size', 'Colour']);
    expect(detail.spec_list[0]?.child.map((option) => option.name)).toEqual(['500 ml', '750 ml']);
    expect(detail.goodsSpec).toHaveLength(4);
    const first = detail.goodsSpec[0];
    // Every spec of the first combination maps to one of that spec's options.
    for (const spec of detail.spec_list) {
      const chosen = first?.spec_ids[String(spec.id)];
      expect(spec.child.map((option) => option.id)).toContain(chosen);
    }
    expect(detail.min_price).toBe('49.00');
    expect(detail.images.length).toBeGreaterThan(0);
  });

  it('answers a good without specs with one plain combination, and 1003 for an unknown one', async () => {
    const list = await call(t.app, 'GET', '/index/index/goodList?kind=food&keyword=cendol', {
      langue: 'en',
    });
    const { json } = await call(
      t.app,
      'GET',
      `/index/index/goodsDetail?id=${list.json.data.list[0].id}`,
    );
    expect(json.data.spec_list).toEqual([]);
    expect(json.data.goodsSpec).toHaveLength(1);
    expect(json.data.goodsSpec[0].spec_ids).toEqual({});
    const missing = await call(t.app, 'GET', '/index/index/goodsDetail?id=99999', { langue: 'en' });
    expect(missing.json).toEqual({ code: 1003, msg: 'Not found', data: null });
    const bad = await call(t.app, 'GET', '/index/index/goodsDetail?id=abc', { langue: 'en' });
    expect(bad.json.code).toBe(1002);
  });
});
