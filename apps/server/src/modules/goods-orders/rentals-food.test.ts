import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { payOnSandbox, stockOf as stockOfSku } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const STAFF_KEY = 'rental-counter-key-for-tests-012';
const env = {
  STAFF_API_KEY: STAFF_KEY,
};

describe.each(enginesUnderTest())('rentals and food on $name', (engine) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    token = await signIn(t.app, t.database.db, `renter-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const detailOf = async (kind: string, keyword: string, langue = 'en') => {
    const list = await call(t.app, 'GET', `/index/index/goodList?kind=${kind}&keyword=${keyword}`);
    const id = list.json.data.list[0].id as number;
    return (await call(t.app, 'GET', `/index/index/goodsDetail?id=${id}`, { langue })).json.data;
  };
  const order = (body: object, langue = 'en') =>
    call(t.app, 'POST', '/index/order/createGoodsOrder', { body, langue, headers: { token } });
  const detail = async (id: number) =>
    (
      await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, {
        langue: 'en',
        headers: { token },
      })
    ).json.data;
  const pay = (payUrl: string) => payOnSandbox(t.app, payUrl);
  const advance = (orderNo: string, to: string) =>
    call(t.app, 'POST', '/index/staff/order/advance', {
      body: { orderNo, to },
      headers: { 'x-staff-key': STAFF_KEY },
    });
  const stockOf = (skuId: number) => stockOfSku(t.database.db, skuId);
  const orderCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('shows a rental’s unit, limit and deposit, and a dish’s pick-up point and kitchen time', async () => {
    const bike = await detailOf('hire', 'bike');
    expect(bike.rent).toEqual({ unit: 'day', max: 7, deposit: '100.00' });
    expect(bike.food).toBeNull();
    const kayak = await detailOf('hire', 'kayak');
    expect(kayak.rent).toMatchObject({ unit: 'hour', max: 4 });
    const laksa = await detailOf('food', 'laksa');
    expect(laksa.rent).toBeNull();
    expect(laksa.food).toEqual({
      pickupPoint: 'Rainforest Food Court pick-up counter, next to the Visitor Centre',
      prepMinutes: 10,
    });
  });

  it('rents a bicycle for two days: priced per day, deposit held while out and released on return', async () => {
    const bike = await detailOf('hire', 'bike');
    const adult = bike.goodsSpec.find((sku: { price: string }) => sku.price === '50.00');
    const stock = await stockOf(adult.id);
    const start = soonDate(1);
    const end = soonDate(2);
    const created = await order({
      kind: 'hire',
      items: [{ goods_id: bike.id, spec_id: adult.id, num: 2 }],
      rental: { start, end },
    });
    expect(created.json.code).toBe(0);
    // 2 bikes × 2 days × RM 50; the deposit is left at the counter, not paid online.
    expect(created.json.data.total).toBe('200.00');
    expect(await stockOf(adult.id)).toBe(stock - 2);

    let rental = await detail(created.json.data.id);
    expect(rental.lines).toMatchObject([
      {
        name: 'Mountain bike · Adult · 2 days',
        quantity: 2,
        unitPrice: '100.00',
        subtotal: '200.00',
      },
    ]);
    expect(rental.rental).toEqual({
      unit: 'day',
      start,
      end,
      periods: 2,
      deposit: '200.00',
      depositStatus: 'due',
      depositNote: '',
    });

    await pay(created.json.data.payUrl);
    expect((await advance(rental.orderNo, 'in_progress')).json.code).toBe(0);
    rental = await detail(created.json.data.id);
    expect(rental.rental.depositStatus).toBe('held');
    expect(await stockOf(adult.id)).toBe(stock - 2);

    expect((await advance(rental.orderNo, 'completed')).json.code).toBe(0);
    rental = await detail(created.json.data.id);
    expect(rental.rental.depositStatus).toBe('released');
    // Returned bikes can be rented again.
    expect(await stockOf(adult.id)).toBe(stock);
  });

  it('a rental paid but never collected lapses after its last day and its stock returns; a ticket not used by its date expires', async () => {
    const bike = await detailOf('hire', 'bike');
    const sku = bike.goodsSpec[0];
    const stock = await stockOf(sku.id);
    const created = await order({
      kind: 'hire',
      items: [{ goods_id: bike.id, spec_id: sku.id, num: 1 }],
      rental: { start: soonDate(1), end: soonDate(1) },
    });
    await pay(created.json.data.payUrl);
    expect(await stockOf(sku.id)).toBe(stock - 1);
    const today = soonDate(3);
    // Still ahead: nothing lapses.
    expect(await t.app.orders.expireUnused(soonDate(1))).toBe(0);

    const ticketOrder = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: { ticketId: 1, date: soonDate(2), items: [{ variantId: 1, quantity: 1 }] },
      headers: { token },
    });
    await pay(ticketOrder.json.data.payUrl);

    const second = await t.secondInstance();
    try {
      const [a, b] = await Promise.all([
        t.app.orders.expireUnused(today),
        second.app.orders.expireUnused(today),
      ]);
      expect(a + b).toBeGreaterThanOrEqual(2);
    } finally {
      await second.close();
    }
    expect((await detail(created.json.data.id)).status).toBe('expired');
    expect((await detail(ticketOrder.json.data.id)).status).toBe('expired');
    expect(await stockOf(sku.id)).toBe(stock);
  });

  it('prices an hourly rental by the hour', async () => {
    const kayak = await detailOf('hire', 'kayak');
    const created = await order({
      kind: 'hire',
      items: [{ goods_id: kayak.id, spec_id: kayak.goodsSpec[0].id, num: 1 }],
      rental: { start: soonDate(), hours: 3 },
    });
    expect(created.json.data.total).toBe('105.00');
    const rental = await detail(created.json.data.id);
    expect(rental.rental).toMatchObject({ unit: 'hour', periods: 3, deposit: '50.00' });
    expect(rental.lines[0].name).toBe('Two-seat kayak · 3 hours');
  });

  it('refuses rental periods outside the limits with the calendar message, holding nothing', async () => {
    const bike = await detailOf('hire', 'bike');
    const kayak = await detailOf('hire', 'kayak');
    const bikeLine = { goods_id: bike.id, spec_id: bike.goodsSpec[0].id, num: 1 };
    const kayakLine = { goods_id: kayak.id, spec_id: kayak.goodsSpec[0].id, num: 1 };
    const stock = await stockOf(bike.goodsSpec[0].id);
    const orders = await orderCount();
    const refused = async (body: object, langue = 'en') => {
      const answer = await order({ kind: 'hire', ...body }, langue);
      expect(answer.json.code).toBe(1002);
      return answer.json.msg as string;
    };

    expect(
      await refused({ items: [bikeLine], rental: { start: soonDate(1), end: soonDate(8) } }),
    ).toBe('At most 7 days can be selected');
    expect(
      await refused({ items: [bikeLine], rental: { start: soonDate(1), end: soonDate(8) } }, 'zh'),
    ).toBe('最多只能选择7天');
    expect(await refused({ items: [bikeLine] })).toBe('Please choose a date');
    expect(await refused({ items: [bikeLine], rental: { start: '2026-02-30' } })).toBe(
      'Please choose a date',
    );
    expect(await refused({ items: [bikeLine], rental: { start: soonDate(-3) } })).toBe(
      'Please choose dates within the next 30 days',
    );
    expect(await refused({ items: [bikeLine], rental: { start: soonDate(40) } })).toBe(
      'Please choose dates within the next 30 days',
    );
    expect(
      await refused({ items: [bikeLine], rental: { start: soonDate(3), end: soonDate(2) } }),
    ).toBe('Please choose dates within the next 30 days');
    expect(await refused({ items: [kayakLine], rental: { start: soonDate(), hours: 5 } })).toBe(
      'At most 4 hours can be selected',
    );
    expect(await refused({ items: [kayakLine], rental: { start: soonDate() } })).toBe(
      'Please choose how many hours',
    );
    expect(await refused({ items: [kayakLine], rental: { start: soonDate(), hours: 0 } })).toBe(
      'Please choose how many hours',
    );
    expect(
      await refused({ items: [bikeLine, kayakLine], rental: { start: soonDate(), hours: 1 } }),
    ).toBe('Please order hourly and daily rentals separately');

    expect(await stockOf(bike.goodsSpec[0].id)).toBe(stock);
    expect(await orderCount()).toBe(orders);
  });

  it('gives paid food orders running pick-up numbers, the pick-up point and a ready time', async () => {
    const laksa = await detailOf('food', 'laksa');
    const satay = await detailOf('food', 'satay');
    const dishes = {
      kind: 'food',
      items: [
        { goods_id: laksa.id, spec_id: laksa.goodsSpec[0].id, num: 1 },
        { goods_id: satay.id, spec_id: satay.goodsSpec[1].id, num: 2 },
      ],
    };
    const first = await order(dishes);
    const second = await order(dishes);
    expect(first.json.data.total).toBe('47.00');

    const unpaid = await detail(first.json.data.id);
    expect(unpaid.pickup).toEqual({
      number: null,
      point: 'Rainforest Food Court pick-up counter, next to the Visitor Centre',
      prepMinutes: 12,
      readyAt: null,
    });

    await pay(first.json.data.payUrl);
    await pay(second.json.data.payUrl);
    // A replayed payment does not draw another number.
    await pay(first.json.data.payUrl);
    const [one, two] = [await detail(first.json.data.id), await detail(second.json.data.id)];
    expect(one.status).toBe('making');
    expect(one.title).toMatch(/^(Curry laksa|Satay) and 1 more$/);
    expect(one.pickup.number).toMatch(/^\d{3}$/);
    expect(Number(two.pickup.number)).toBe(Number(one.pickup.number) + 1);
    expect(Date.parse(one.pickup.readyAt) - Date.parse(one.paidAt)).toBe(12 * 60_000);
    expect(one.lines.find((line: { goodsId: number }) => line.goodsId === laksa.id)).toMatchObject({
      itemId: laksa.goodsSpec[0].id,
      goodsId: laksa.id,
      reviewed: false,
    });
  });

  it('lists orders by tab: unpaid, under way, done, closed', async () => {
    const laksa = await detailOf('food', 'laksa');
    const unpaid = await order({
      kind: 'food',
      items: [{ goods_id: laksa.id, spec_id: laksa.goodsSpec[0].id, num: 1 }],
    });
    const paid = await order({
      kind: 'food',
      items: [{ goods_id: laksa.id, spec_id: laksa.goodsSpec[0].id, num: 1 }],
    });
    await pay(paid.json.data.payUrl);
    const ids = async (group: string) =>
      (
        await call(t.app, 'GET', `/index/order/orderList?group=${group}&limit=50`, {
          headers: { token },
        })
      ).json.data.list.map((item: { id: number }) => item.id);
    expect(await ids('unpaid')).toContain(unpaid.json.data.id);
    expect(await ids('unpaid')).not.toContain(paid.json.data.id);
    expect(await ids('active')).toContain(paid.json.data.id);
    expect(await ids('done')).not.toContain(paid.json.data.id);
    const bad = await call(t.app, 'GET', '/index/order/orderList?group=someday', {
      headers: { token },
      langue: 'en',
    });
    expect(bad.json.code).toBe(1002);
  });
});
