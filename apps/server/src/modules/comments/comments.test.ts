import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

describe.each(enginesUnderTest())('reviews on $name', (engine) => {
  let t: TestApp;
  let buyer = '';
  let stranger = '';
  beforeAll(async () => {
    t = await createTestApp(engine);
    buyer = await signIn(t.app, t.database.db, `reviewer-${engine.name}@example.com`);
    stranger = await signIn(t.app, t.database.db, `lurker-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  async function boughtCendol() {
    const list = await call(t.app, 'GET', '/index/index/goodList?kind=food&keyword=cendol');
    const goodsId = list.json.data.list[0].id as number;
    const detail = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    const specId = detail.json.data.goodsSpec[0].id as number;
    const order = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: { kind: 'food', items: [{ goods_id: goodsId, spec_id: specId, num: 2 }] },
      headers: { token: buyer },
    });
    return { goodsId, specId, orderId: order.json.data.id as number };
  }
  const review = (body: object, token = buyer) =>
    call(t.app, 'POST', '/index/comment/add', { body, langue: 'en', headers: { token } });

  it('only the buyer of a completed order reviews an item, once, and it shows on the list', async () => {
    const { goodsId, specId, orderId } = await boughtCendol();
    const body = { orderId, specId, score: 4, content: '<b>Cold and sweet</b>' };
    expect((await review(body)).json.code).toBe(3010);
    await t.database.db
      .updateTable('orders')
      .set({ status: 'completed' })
      .where('id', '=', orderId)
      .execute();
    expect((await review(body, stranger)).json.code).toBe(1003);
    expect((await review({ ...body, specId: specId + 1000 })).json).toEqual({
      code: 1002,
      msg: 'Invalid value',
      data: null,
    });
    expect((await review({ ...body, score: 0 })).json.msg).toBe('Please choose a rating');
    expect((await review({ ...body, content: ' ' })).json.msg).toBe('Please enter the content');
    expect((await review(body)).json.code).toBe(0);
    expect((await review(body)).json).toMatchObject({
      code: 3011,
      msg: 'You have already reviewed this item',
    });

    const list = await call(t.app, 'GET', `/index/index/commentList?goodsId=${goodsId}`, {
      langue: 'en',
    });
    expect(list.json.data).toMatchObject({ total: 1, average: 4 });
    expect(list.json.data.list[0]).toMatchObject({
      author: 're***@example.com',
      score: 4,
      content: '<b>Cold and sweet</b>',
      spec: 'Cendol',
    });
    const goods = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    expect(goods.json.data.score).toBe(4);
  });

  it("the good's score counts every review when several buyers review it at once", async () => {
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        signIn(t.app, t.database.db, `score${i}-${engine.name}@example.com`),
      ),
    );
    const list = await call(t.app, 'GET', '/index/index/goodList?kind=food&keyword=laksa');
    const goodsId = list.json.data.list[0].id as number;
    const detail = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    const specId = detail.json.data.goodsSpec[0].id as number;
    const orders: number[] = [];
    for (const token of buyers) {
      const order = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
        body: { kind: 'food', items: [{ goods_id: goodsId, spec_id: specId, num: 1 }] },
        headers: { token },
      });
      orders.push(order.json.data.id);
    }
    await t.database.db
      .updateTable('orders')
      .set({ status: 'completed' })
      .where('id', 'in', orders)
      .execute();
    const scores = [5, 1, 5, 1, 5, 1, 5, 2];
    const answers = await Promise.all(
      buyers.map((token, i) =>
        review({ orderId: orders[i], specId, score: scores[i], content: 'Tried it' }, token),
      ),
    );
    expect(answers.map((answer) => answer.json.code)).toEqual(Array(8).fill(0));
    const after = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    // (5 + 1 + 5 + 1 + 5 + 1 + 5 + 2) / 8 = 3.125, shown to a tenth.
    expect(after.json.data.score).toBe(3.1);
  });

  it('ten reviews of one item sent at once make one review; the rest hear it was reviewed', async () => {
    const { specId, orderId } = await boughtCendol();
    await t.database.db
      .updateTable('orders')
      .set({ status: 'completed' })
      .where('id', '=', orderId)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        review({ orderId, specId, score: 5, content: `Sweet, take ${i}` }),
      ),
    );
    expect(answers.map((answer) => answer.json.code).sort()).toEqual([
      0, 3011, 3011, 3011, 3011, 3011, 3011, 3011, 3011, 3011,
    ]);
    const rows = await t.database.db
      .selectFrom('comment')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
