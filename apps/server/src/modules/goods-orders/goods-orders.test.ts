import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { stockOf as stockOfSku } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

// One visitor stands in for many buyers here; what one visitor may hold unpaid has its own tests.
const env = {
  UNPAID_ORDERS_PER_VISITOR: '1000',
  UNPAID_PLACES_PER_DATE: '1000',
};

describe.each(enginesUnderTest())('goods orders on $name', (engine) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    token = await signIn(t.app, t.database.db, `shopper-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const detailOf = async (kind: string, keyword: string) => {
    const list = await call(t.app, 'GET', `/index/index/goodList?kind=${kind}&keyword=${keyword}`);
    const id = list.json.data.list[0].id as number;
    return (await call(t.app, 'GET', `/index/index/goodsDetail?id=${id}`, { langue: 'en' })).json
      .data;
  };
  const order = (body: object) =>
    call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body,
      langue: 'en',
      headers: { token },
    });
  const stockOf = (skuId: number) => stockOfSku(t.database.db, skuId);

  it("prices the order from the server's own prices, whatever the cart says", async () => {
    const plush = await detailOf('store', 'plush');
    const [small, medium] = plush.goodsSpec;
    const before = await stockOf(small.id);
    const answer = await order({
      kind: 'store',
      items: [
        { goods_id: plush.id, spec_id: small.id, num: 2, price: '0.01' },
        { goods_id: plush.id, spec_id: medium.id, num: 1 },
        { goods_id: plush.id, spec_id: small.id, num: 1 },
      ],
      delivery: {
        type: 'address',
        name: 'Aminah',
        phone: '+60 12 345 6789',
        region: 'Pahang',
        detail: '8 Jalan Bukit Awan',
      },
    });
    expect(answer.json.code).toBe(0);
    // 3 small at 39.00 and 1 medium at 59.00.
    expect(answer.json.data.total).toBe('176.00');
    expect(await stockOf(small.id)).toBe(before - 3);
    const detail = await call(t.app, 'GET', `/index/order/orderDetail?id=${answer.json.data.id}`, {
      langue: 'en',
      headers: { token },
    });
    expect(detail.json.data).toMatchObject({
      kind: 'shop',
      status: 'pending_payment',
      total: '176.00',
    });
    expect(detail.json.data.lines.map((line: { name: string }) => line.name)).toEqual([
      'Hornbill plush toy · Small 20 cm',
      'Hornbill plush toy · Medium 30 cm',
    ]);
  });

  it('refuses a combination of another good or kind, and bad quantities, holding nothing', async () => {
    const plush = await detailOf('store', 'plush');
    const satay = await detailOf('food', 'satay');
    const skuId = plush.goodsSpec[0].id;
    const before = await stockOf(skuId);
    const cases: [object, string][] = [
      [{ kind: 'store', items: [{ goods_id: satay.id, spec_id: skuId, num: 1 }] }, 'Invalid value'],
      [
        { kind: 'store', items: [{ goods_id: satay.id, spec_id: satay.goodsSpec[0].id, num: 1 }] },
        'Invalid value',
      ],
      [
        { kind: 'store', items: [{ goods_id: plush.id, spec_id: 999999, num: 1 }] },
        'Invalid value',
      ],
      [
        { kind: 'store', items: [{ goods_id: plush.id, spec_id: skuId, num: 0 }] },
        'Please choose how many',
      ],
      [
        { kind: 'store', items: [{ goods_id: plush.id, spec_id: skuId, num: -2 }] },
        'Please choose how many',
      ],
      [
        { kind: 'store', items: [{ goods_id: plush.id, spec_id: skuId, num: 1e12 }] },
        'Please choose how many',
      ],
      [{ kind: 'store', items: [] }, 'Please choose how many'],
    ];
    for (const [body, msg] of cases) {
      expect((await order(body)).json, JSON.stringify(body)).toEqual({
        code: 1002,
        msg,
        data: null,
      });
    }
    expect(await stockOf(skuId)).toBe(before);
  });

  it('checks each field of a delivery address with the spec messages', async () => {
    const plush = await detailOf('store', 'plush');
    const items = [{ goods_id: plush.id, spec_id: plush.goodsSpec[0].id, num: 1 }];
    const address = {
      type: 'address',
      name: 'A',
      phone: '0123456789',
      region: 'Pahang',
      detail: 'Jalan 8',
    };
    const cases: [object, string][] = [
      [{ ...address, name: '' }, 'Please fill in the name'],
      [{ ...address, phone: 'abc' }, 'Malformed phone number'],
      [{ ...address, region: '' }, 'Please select a receiving area'],
      [{ ...address, detail: ' ' }, 'Address can not be empty'],
    ];
    for (const [delivery, msg] of cases) {
      expect((await order({ kind: 'store', items, delivery })).json.msg).toBe(msg);
    }
  });

  it('concurrent checkouts of the last units never oversell, and expiry gives stock back once', async () => {
    const kayak = await detailOf('hire', 'kayak');
    const skuId = kayak.goodsSpec[0].id;
    await t.database.db
      .updateTable('goods_sku')
      .set({ stock: 5 })
      .where('id', '=', skuId)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        order({
          kind: 'hire',
          items: [{ goods_id: kayak.id, spec_id: skuId, num: 1 }],
          rental: { start: soonDate(), hours: 2 },
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.json.code === 0);
    expect(accepted).toHaveLength(5);
    expect(answers.find((answer) => answer.json.code !== 0)?.json.msg).toBe('Not enough in stock');
    expect(await stockOf(skuId)).toBe(0);

    await t.database.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('kind', '=', 'rental')
      .execute();
    const second = await t.secondInstance();
    try {
      await Promise.all([t.app.orders.expireOverdue(), second.app.orders.expireOverdue()]);
    } finally {
      await second.close();
    }
    expect(await stockOf(skuId)).toBe(5);
  });

  it('carts holding the same goods in either order check out at once without a failure', async () => {
    const plush = await detailOf('store', 'plush');
    const [small, medium] = plush.goodsSpec;
    const lines = [
      { goods_id: plush.id, spec_id: small.id, num: 1 },
      { goods_id: plush.id, spec_id: medium.id, num: 1 },
    ];
    const [smallBefore, mediumBefore] = [await stockOf(small.id), await stockOf(medium.id)];
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(t.app, t.database.db, `either-order${i}-${engine.name}@example.com`),
      ),
    );
    const answers = await Promise.all(
      shoppers.map((shopper, i) =>
        call(t.app, 'POST', '/index/order/createGoodsOrder', {
          body: { kind: 'store', items: i % 2 ? lines : [...lines].reverse() },
          headers: { token: shopper },
        }),
      ),
    );
    expect(answers.map((answer) => answer.json.code)).toEqual(Array(20).fill(0));
    expect([await stockOf(small.id), await stockOf(medium.id)]).toEqual([
      smallBefore - 20,
      mediumBefore - 20,
    ]);
  });
});
