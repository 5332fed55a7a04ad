import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { orderEvents, payOnSandbox } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const STAFF_KEY = 'kitchen-key-for-live-tests-0123';
const env = {
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  ORDER_SWEEP_SECONDS: '0',
  STAFF_API_KEY: STAFF_KEY,
};

describe.each(enginesUnderTest())('a food order followed live on $name', (engine) => {
  let t: TestApp;
  let base = '';
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
    token = await signIn(t.app, t.database.db, `live-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  async function paidFood() {
    const list = await call(t.app, 'GET', '/index/index/goodList?kind=food');
    const goodsId = list.json.data.list[0].id as number;
    const detail = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    const created = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: {
        kind: 'food',
        items: [{ goods_id: goodsId, spec_id: detail.json.data.goodsSpec[0].id, num: 1 }],
      },
      headers: { token },
    });
    await payOnSandbox(t.app, created.json.data.payUrl);
    return created.json.data as { id: number; orderNo: string };
  }

  /** Reads events from a stream until `count` `order` events have come. */
  async function events(response: Response, count: number) {
    const stream = orderEvents(response);
    const seen = await stream.until(count);
    await stream.close();
    return seen;
  }

  it('tells the visitor when the kitchen moves their order, without asking again', async () => {
    const order = await paidFood();
    const stream = await fetch(`${base}/index/order/live?id=${order.id}`, {
      headers: { token, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const received = events(stream, 3);
    // The first event says where the order stands; then each move the kitchen makes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const to of ['ready_for_pickup', 'completed']) {
      const moved = await call(t.app, 'POST', '/index/staff/order/advance', {
        body: { orderNo: order.orderNo, to },
        headers: { 'x-staff-key': STAFF_KEY },
      });
      expect(moved.json.code).toBe(0);
    }
    expect(await received).toEqual([
      { id: order.id, status: 'making' },
      { id: order.id, status: 'ready_for_pickup' },
      { id: order.id, status: 'completed' },
    ]);
  });

  it("answers an envelope, not a stream, for no session or someone else's order", async () => {
    const order = await paidFood();
    const anonymous = await fetch(`${base}/index/order/live?id=${order.id}`, {
      headers: { accept: 'text/event-stream', langue: 'en' },
    });
    expect(await anonymous.json()).toMatchObject({ code: 1001 });
    const stranger = await signIn(t.app, t.database.db, `nosy-${engine.name}@example.com`);
    const other = await fetch(`${base}/index/order/live?id=${order.id}`, {
      headers: { token: stranger, accept: 'text/event-stream' },
    });
    expect(await other.json()).toMatchObject({ code: 1003 });
    expect(t.app.orders.feed.listeners).toBe(0);
  });
});
