import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { cendol as findCendol, soldOn, stockOf as stockOfSku } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

/**
 * A visitor whose order call reached the server but whose answer was lost sends it again with the
 * same Idempotency-Key: one order, one set of places or stock, whatever the timing.
 */
describe.each(enginesUnderTest())('orders placed once per Idempotency-Key on $name', (engine) => {
  let t: TestApp;
  let visitors = 0;
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  const newVisitor = () =>
    signIn(t.app, t.database.db, `repeat${++visitors}-${engine.name}@example.com`);
  const ticketBody = (date: string, quantity: number) => ({
    ticketId: 1,
    date,
    items: [{ variantId: 1, quantity }],
  });
  const tickets = (
    token: string,
    body: unknown,
    key?: string,
    langue = 'en',
  ): ReturnType<typeof call> =>
    call(t.app, 'POST', '/index/order/createTicketOrder', {
      body,
      langue,
      headers: { token, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const sold = (date: string) => soldOn(t.database.db, date);
  const ordersOf = async (token: string) =>
    (await call(t.app, 'GET', '/index/order/orderList?page=1&limit=50', { headers: { token } }))
      .json.data.list as { id: number }[];
  const paymentsOf = async (orderId: number) =>
    (
      await t.database.db
        .selectFrom('payment')
        .select('id')
        .where('order_id', '=', orderId)
        .execute()
    ).length;
  const stockOf = (skuId: number) => stockOfSku(t.database.db, skuId);

  it('answers a repeat with the order already placed, taking its places once', async () => {
    const visitor = await newVisitor();
    const date = addDays(today, 30);
    const key = randomUUID();
    const first = await tickets(visitor, ticketBody(date, 3), key);
    expect(first.json.code).toBe(0);
    expect(await sold(date)).toBe(3);
    const again = await tickets(visitor, ticketBody(date, 3), key);
    expect(again.json).toEqual(first.json);
    expect(again.status).toBe(first.status);
    expect(await sold(date)).toBe(3);
    expect((await ordersOf(visitor)).map((order) => order.id)).toEqual([first.json.data.id]);
    expect(await paymentsOf(first.json.data.id)).toBe(1);
    // The same body without a key, or with a new one, is a new order as it always was.
    expect((await tickets(visitor, ticketBody(date, 3))).json.code).toBe(0);
    expect((await tickets(visitor, ticketBody(date, 3), randomUUID())).json.code).toBe(0);
    expect(await sold(date)).toBe(9);
    expect(await ordersOf(visitor)).toHaveLength(3);
  });

  it('makes one order of repeats that arrive at once', async () => {
    const visitor = await newVisitor();
    const date = addDays(today, 31);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => tickets(visitor, ticketBody(date, 2), key)),
    );
    expect(answers.map((answer) => answer.json.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json.data.payUrl)).size).toBe(1);
    expect(await sold(date)).toBe(2);
    expect(await ordersOf(visitor)).toHaveLength(1);
  });

  it('makes one order of goods repeats at once, taking the stock once', async () => {
    const visitor = await newVisitor();
    const item = await findCendol(t.app);
    const before = await stockOf(item.spec_id);
    const key = randomUUID();
    const food = () =>
      call(t.app, 'POST', '/index/order/createGoodsOrder', {
        body: { kind: 'food', items: [{ ...item, num: 2 }] },
        langue: 'en',
        headers: { token: visitor, 'idempotency-key': key },
      });
    const answers = await Promise.all([food(), food(), food(), food()]);
    expect(answers.map((answer) => answer.json.code)).toEqual([0, 0, 0, 0]);
    expect(new Set(answers.map((answer) => answer.json.data.id)).size).toBe(1);
    expect((await food()).json).toEqual(answers[0]?.json);
    expect(await stockOf(item.spec_id)).toBe(before - 2);
    expect(await ordersOf(visitor)).toHaveLength(1);
  });

  it("keeps another visitor's use of the same key apart", async () => {
    const [ana, ben] = [await newVisitor(), await newVisitor()];
    const date = addDays(today, 32);
    const key = randomUUID();
    const hers = await tickets(ana, ticketBody(date, 1), key);
    const his = await tickets(ben, ticketBody(date, 1), key);
    expect(hers.json.code).toBe(0);
    expect(his.json.code).toBe(0);
    expect(his.json.data.id).not.toBe(hers.json.data.id);
    expect(await sold(date)).toBe(2);
    // Each repeat answers with its own visitor's order.
    expect((await tickets(ben, ticketBody(date, 1), key)).json.data.id).toBe(his.json.data.id);
    expect((await tickets(ana, ticketBody(date, 1), key)).json.data.id).toBe(hers.json.data.id);
  });

  it('refuses the same key with other contents (1080) and changes nothing', async () => {
    const visitor = await newVisitor();
    const date = addDays(today, 33);
    const key = randomUUID();
    const first = await tickets(visitor, ticketBody(date, 1), key);
    expect(first.json.code).toBe(0);
    const other = await tickets(visitor, ticketBody(date, 2), key);
    expect(other.json).toEqual({
      code: 1080,
      msg: 'This checkout already placed an order with different contents; reload the page and submit again',
      data: null,
    });
    expect((await tickets(visitor, ticketBody(date, 2), key, 'zh')).json.msg).toBe(
      '此订单编号已用于另一份内容不同的订单，请刷新页面后重新提交',
    );
    expect((await tickets(visitor, ticketBody(date, 2), key, 'ma')).json.code).toBe(1080);
    // Another call with the key is another request too.
    const item = await findCendol(t.app);
    const food = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: { kind: 'food', items: [{ ...item, num: 1 }] },
      langue: 'en',
      headers: { token: visitor, 'idempotency-key': key },
    });
    expect(food.json.code).toBe(1080);
    expect(await sold(date)).toBe(1);
    expect(await ordersOf(visitor)).toHaveLength(1);
  });

  it('refuses a malformed key before anything happens', async () => {
    const visitor = await newVisitor();
    const date = addDays(today, 34);
    for (const bad of [
      'short',
      'x'.repeat(65),
      'has spaces in it 12345',
      'key.with.dots.0123456',
    ]) {
      const answer = await tickets(visitor, ticketBody(date, 1), bad);
      expect(answer.json).toEqual({
        code: 1002,
        msg: 'The Idempotency-Key header must be 16 to 64 letters, digits, "-" or "_"',
        data: null,
      });
    }
    const inMalay = await tickets(visitor, ticketBody(date, 1), 'short', 'ma');
    expect(inMalay.json.msg).toBe(
      'Pengepala Idempotency-Key mestilah 16 hingga 64 huruf, digit, "-" atau "_"',
    );
    const image = await call(t.app, 'GET', '/index/order/createImgOrder?id=1', {
      langue: 'en',
      headers: { token: visitor, 'idempotency-key': 'short' },
    });
    expect(image.json.code).toBe(1002);
    expect(await sold(date)).toBe(0);
    expect(await ordersOf(visitor)).toHaveLength(0);
  });
});
