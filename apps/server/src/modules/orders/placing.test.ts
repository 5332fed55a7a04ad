import { rmToSen, senToRm } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { placeGoodsOrder } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

/**
 * Every kind of order is placed the one way (orders.place), so a price adjustment registered once
 * (the next issues' resident prices, promotion codes, gift cards) reaches every kind's order, its
 * total and the payment asked for, in the order's own transaction.
 */
describe.each(enginesUnderTest())('one way to place an order on $name', (engine) => {
  let t: TestApp;
  let token = '';
  const seen: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine);
    // RM 1.00 off each unit, whatever the kind.
    t.app.orders.adjustPrices(async (_trx, order) => {
      seen.push(order.kind);
      return {
        order: {
          ...order,
          lines: order.lines.map((line) => ({ ...line, unitPriceSen: line.unitPriceSen - 100 })),
        },
      };
    });
    token = await signIn(t.app, t.database.db, `placing-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const detail = async (id: number) =>
    (await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, { headers: { token } })).json
      .data;

  it('takes every kind of order through the same price adjustments, total and payment alike', async () => {
    const info = await call(t.app, 'GET', '/index/index/ticketInfo?id=1');
    const variant = info.json.data.variants[0];
    const date = info.json.data.days.find((day: { state: string }) => day.state === 'open').date;
    const ticket = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: { ticketId: 1, date, items: [{ variantId: variant.id, quantity: 2 }] },
      headers: { token },
    });
    expect(ticket.json.code).toBe(0);
    const dayPrice = info.json.data.days.find((day: { date: string }) => day.date === date).prices[
      String(variant.id)
    ] as string;
    const expected = senToRm(2 * (Math.round(Number(dayPrice) * 100) - 100));
    expect(ticket.json.data.total).toBe(expected);
    expect((await detail(ticket.json.data.id)).total).toBe(expected);

    const menu = await call(t.app, 'GET', '/index/index/goodList?kind=food');
    const dish = await call(
      t.app,
      'GET',
      `/index/index/goodsDetail?id=${menu.json.data.list[0].id}`,
    );
    const listed = rmToSen(dish.json.data.goodsSpec[0].price as string);
    const food = await placeGoodsOrder(t.app, token, 'food', { num: 3 });
    expect(food.code).toBe(0);
    const foodOrder = await detail(food.id);
    expect(foodOrder.lines[0].unitPrice).toBe(senToRm(listed - 100));
    expect(foodOrder.total).toBe(senToRm(3 * (listed - 100)));
    // The payment page asks for what the order now costs.
    const page = await t.app.inject({ method: 'GET', url: food.payUrl });
    expect(page.body).toContain(`RM ${foodOrder.total}`);
    expect(seen).toEqual(['ticket', 'food']);
  });
});
