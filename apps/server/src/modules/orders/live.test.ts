import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { orderEvents, payOnSandbox, placeGoodsOrder } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const STAFF_KEY = 'kitchen-key-for-live-tests-0123';
const env = {
  STAFF_API_KEY: STAFF_KEY,
};

describe.each(enginesUnderTest())('orders of every kind followed live on $name', (engine) => {
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

  /** A paid order of goods of a kind (food, store, hire), placed and paid as a visitor would. */
  async function paidGoods(kind: 'food' | 'store' | 'hire', extra: object = {}) {
    const created = await placeGoodsOrder(t.app, token, kind, { extra });
    expect(created.code).toBe(0);
    await payOnSandbox(t.app, created.payUrl);
    return created;
  }
  const paidFood = () => paidGoods('food');

  /** Opens an order's live stream and waits until it is listening. */
  async function follow(id: number, count: number) {
    const stream = await fetch(`${base}/index/order/live?id=${id}`, {
      headers: { token, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    return { received: (await listening(stream, count)).all };
  }
  const advance = async (orderNo: string, to: string) => {
    const moved = await call(t.app, 'POST', '/index/staff/order/advance', {
      body: { orderNo, to },
      headers: { 'x-staff-key': STAFF_KEY },
    });
    expect(moved.json.code).toBe(0);
  };

  /**
   * Waits for a stream's first event, which says where the order stands (from then on it hears
   * every move), then reads on until `count` `order` events have come. Wrapped: an async function
   * answering the promise itself would wait for every event first.
   */
  async function listening(response: Response, count: number) {
    const stream = orderEvents(response);
    await stream.until(1);
    return {
      all: stream.until(count).then(async (seen) => {
        await stream.close();
        return seen;
      }),
    };
  }

  it('tells the visitor when the kitchen moves their order, without asking again', async () => {
    const order = await paidFood();
    const stream = await fetch(`${base}/index/order/live?id=${order.id}`, {
      headers: { token, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The first event says where the order stands; then each move the kitchen makes.
    const received = (await listening(stream, 3)).all;
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

  it('tells the visitor when the counter hands a rental out and takes it back', async () => {
    const order = await paidGoods('hire', { rental: { start: soonDate(1), end: soonDate(1) } });
    const { received } = await follow(order.id, 3);
    await advance(order.orderNo, 'in_progress');
    await advance(order.orderNo, 'completed');
    expect(await received).toEqual([
      { id: order.id, status: 'paid' },
      { id: order.id, status: 'in_progress' },
      { id: order.id, status: 'completed' },
    ]);
  });

  it('tells the visitor when their store order is handed over', async () => {
    const order = await paidGoods('store');
    const { received } = await follow(order.id, 2);
    await advance(order.orderNo, 'completed');
    expect(await received).toEqual([
      { id: order.id, status: 'processing' },
      { id: order.id, status: 'completed' },
    ]);
  });

  it('tells the visitor when the gate lets their ticket in', async () => {
    const info = await call(t.app, 'GET', '/index/index/ticketInfo?id=1');
    const created = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: {
        ticketId: 1,
        date: attractionToday('+08:00'),
        items: [{ variantId: info.json.data.variants[0].id, quantity: 1 }],
      },
      headers: { token },
    });
    expect(created.json.code).toBe(0);
    await payOnSandbox(t.app, created.json.data.payUrl);
    const order = created.json.data as { id: number };
    const detail = await call(t.app, 'GET', `/index/order/orderDetail?id=${order.id}`, {
      headers: { token },
    });
    const { received } = await follow(order.id, 2);
    const scanned = await call(t.app, 'POST', '/index/gate/scan', {
      body: { code: detail.json.data.pass.code },
      headers: { 'x-staff-key': STAFF_KEY },
    });
    expect(scanned.json.code).toBe(0);
    expect(await received).toEqual([
      { id: order.id, status: 'ready_to_use' },
      { id: order.id, status: 'used' },
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
