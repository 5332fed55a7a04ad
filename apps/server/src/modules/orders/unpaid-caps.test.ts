import { waitingOrderSchema } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { cendol as findCendol, payOnSandbox, soldOn, stockOf as stockOfSku } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

// The caps under test are the defaults: 3 unpaid orders, 20 unpaid places per ticket and date.

describe.each(enginesUnderTest())('what one visitor may hold unpaid on $name', (engine) => {
  let t: TestApp;
  let visitors = 0;
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  const newVisitor = () =>
    signIn(t.app, t.database.db, `holder${++visitors}-${engine.name}@example.com`);
  const tickets = (token: string, date: string, quantity: number, app: FastifyInstance = t.app) =>
    call(app, 'POST', '/index/order/createTicketOrder', {
      body: { ticketId: 1, date, items: [{ variantId: 1, quantity }] },
      langue: 'en',
      headers: { token },
    });
  const food = (token: string, items: { goods_id: number; spec_id: number; num: number }[]) =>
    call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: { kind: 'food', items },
      langue: 'en',
      headers: { token },
    });
  const sold = (date: string) => soldOn(t.database.db, date);
  const pay = (payUrl: string) => payOnSandbox(t.app, payUrl);
  const stockOf = (skuId: number) => stockOfSku(t.database.db, skuId);

  it('holds 20 unpaid places per date, points to the waiting order, and leaves the rest for others', async () => {
    const hoarder = await newVisitor();
    const date = addDays(today, 40);
    const first = await tickets(hoarder, date, 20);
    expect(first.json.code).toBe(0);
    const more = await tickets(hoarder, date, 1);
    expect(more.json).toEqual({
      code: 3021,
      msg: 'You already hold unpaid tickets for this date; please pay that order first',
      data: { id: first.json.data.id, orderNo: first.json.data.orderNo, kind: 'ticket' },
    });
    expect(waitingOrderSchema.parse(more.json.data).id).toBe(first.json.data.id);
    const inMalay = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: { ticketId: 1, date, items: [{ variantId: 1, quantity: 1 }] },
      langue: 'ma',
      headers: { token: hoarder },
    });
    expect(inMalay.json.msg).toBe(
      'Anda sudah memegang tiket belum dibayar untuk tarikh ini; sila bayar pesanan itu dahulu',
    );
    expect(await sold(date)).toBe(20);
    // Another visitor buys on that date as usual.
    expect((await tickets(await newVisitor(), date, 5)).json.code).toBe(0);
    // Once paid, the places are theirs and more may be held.
    await pay(first.json.data.payUrl);
    expect((await tickets(hoarder, date, 20)).json.code).toBe(0);
    expect(await sold(date)).toBe(45);
  });

  it('five orders of 20 places sent at once for one date hold 20, not 100', async () => {
    const hoarder = await newVisitor();
    const date = addDays(today, 41);
    const answers = await Promise.all(Array.from({ length: 5 }, () => tickets(hoarder, date, 20)));
    expect(answers.map((answer) => answer.json.code).sort()).toEqual([0, 3021, 3021, 3021, 3021]);
    expect(await sold(date)).toBe(20);
  });

  it('holds at most three unpaid orders at once, however many are sent or to which instance', async () => {
    const hoarder = await newVisitor();
    const other = await t.secondInstance();
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          tickets(hoarder, addDays(today, 50 + i), 2, i % 2 ? other.app : t.app),
        ),
      );
      const placed = answers.filter((answer) => answer.json.code === 0);
      const refused = answers.filter((answer) => answer.json.code !== 0);
      expect(placed).toHaveLength(3);
      expect(refused.map((answer) => answer.json.code)).toEqual(Array(5).fill(3020));
      expect(refused[0]?.json.msg).toBe(
        'You have orders waiting for payment; please pay one of them first',
      );
      const placedIds = placed.map((answer) => answer.json.data.id);
      expect(placedIds).toContain(refused[0]?.json.data.id);
      let held = 0;
      for (let i = 0; i < 8; i++) held += await sold(addDays(today, 50 + i));
      expect(held).toBe(6);
    } finally {
      await other.close();
    }
  });

  it('lets an order lapse and counts only orders still waiting', async () => {
    const visitor = await newVisitor();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await tickets(visitor, addDays(today, 60 + i), 1)).json.data.id);
    expect((await tickets(visitor, addDays(today, 63), 1)).json.code).toBe(3020);
    // One order's fifteen minutes run out before the sweeper comes by: it no longer counts.
    await t.database.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', ids[0] ?? 0)
      .execute();
    expect((await tickets(visitor, addDays(today, 63), 1)).json.code).toBe(0);
  });

  it('counts lines of the same dish together: five lines of 99 are refused, not one order of 495', async () => {
    const visitor = await newVisitor();
    const dish = await findCendol(t.app);
    const before = await stockOf(dish.spec_id);
    const five = await food(visitor, Array(5).fill({ ...dish, num: 99 }));
    expect(five.json).toEqual({
      code: 1002,
      msg: 'At most 99 of one item in an order',
      data: null,
    });
    expect(
      (
        await food(visitor, [
          { ...dish, num: 60 },
          { ...dish, num: 40 },
        ])
      ).json.code,
    ).toBe(1002);
    expect(await stockOf(dish.spec_id)).toBe(before);
    const fits = await food(visitor, [
      { ...dish, num: 50 },
      { ...dish, num: 49 },
    ]);
    expect(fits.json.code).toBe(0);
    const detail = await call(t.app, 'GET', `/index/order/orderDetail?id=${fits.json.data.id}`, {
      headers: { token: visitor },
    });
    expect(detail.json.data.lines.map((line: { quantity: number }) => line.quantity)).toEqual([99]);
    expect(await stockOf(dish.spec_id)).toBe(before - 99);

    // Nor do 99 more in a second unpaid order.
    const again = await food(visitor, [{ ...dish, num: 1 }]);
    expect(again.json).toEqual({
      code: 3022,
      msg: 'This item is already in your unpaid order; please pay that order first',
      data: { id: fits.json.data.id, orderNo: fits.json.data.orderNo, kind: 'food' },
    });
    expect(await stockOf(dish.spec_id)).toBe(before - 99);
  });

  it('counts lines of the same ticket type together against the 20 of one order', async () => {
    const visitor = await newVisitor();
    const date = addDays(today, 42);
    const split = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: {
        ticketId: 1,
        date,
        items: [
          { variantId: 1, quantity: 15 },
          { variantId: 1, quantity: 10 },
        ],
      },
      langue: 'en',
      headers: { token: visitor },
    });
    expect(split.json).toEqual({ code: 1002, msg: 'At most 20 in one order', data: null });
    expect(await sold(date)).toBe(0);
    const merged = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: {
        ticketId: 1,
        date,
        items: [
          { variantId: 1, quantity: 2 },
          { variantId: 1, quantity: 3 },
        ],
      },
      headers: { token: visitor },
    });
    const detail = await call(t.app, 'GET', `/index/order/orderDetail?id=${merged.json.data.id}`, {
      headers: { token: visitor },
    });
    expect(detail.json.data.lines.map((line: { quantity: number }) => line.quantity)).toEqual([5]);
    expect(await sold(date)).toBe(5);
  });
});
