import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { payOnSandbox } from '#test/orders.ts';
import { call } from './call.ts';
import { enginesUnderTest } from './engines.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { signIn } from './visitors.ts';

/** Written like dates, but no such day exists (or none the park could ever sell). */
const NOT_DAYS = [
  '2026-11-31',
  '2026-11-99',
  '2026-12-00',
  '2026-11-32',
  '2027-02-29',
  '9999-01-01',
];

describe.each(enginesUnderTest())('dates a caller sends on $name', (engine) => {
  let t: TestApp;
  let token = '';
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t.app, t.database.db, `calendar-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const countOf = async (table: 'orders' | 'ticket_day' | 'payment') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => [
    await countOf('orders'),
    await countOf('ticket_day'),
    await countOf('payment'),
  ];
  const orderTickets = (date: string, langue = 'en') =>
    call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: { ticketId: 1, date, items: [{ variantId: 1, quantity: 2 }] },
      langue,
      headers: { token },
    });
  const calendar = (query: string, langue = 'en') =>
    call(t.app, 'GET', `/index/index/ticketInfo?id=1&${query}`, { langue });

  it('refuses a ticket order for a day that never comes, charging and holding nothing', async () => {
    const before = await counts();
    for (const date of NOT_DAYS) {
      expect([date, (await orderTickets(date)).json]).toEqual([
        date,
        { code: 1002, msg: 'Please choose a date', data: null },
      ]);
    }
    expect((await orderTickets('2026-11-31', 'zh')).json.msg).toBe('请选择日期');
    expect((await orderTickets('2026-11-31', 'ma')).json.msg).toBe('Sila pilih tarikh');
    expect(await counts()).toEqual(before);
  });

  it('keeps a paid ticket on its date when asked to move it to a day that never comes', async () => {
    const date = addDays(today, 5);
    const created = await orderTickets(date);
    await payOnSandbox(t.app, created.json.data.payUrl);
    const id = created.json.data.id as number;
    const before = await counts();
    for (const next of [...NOT_DAYS, '2026-13-01']) {
      const moved = await call(t.app, 'GET', `/index/order/changeOrderTime?id=${id}&date=${next}`, {
        langue: 'en',
        headers: { token },
      });
      expect([next, moved.json.code, moved.json.msg]).toEqual([next, 1002, 'Please choose a date']);
    }
    const order = await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, {
      headers: { token },
    });
    expect([order.json.data.status, order.json.data.reserveDate]).toEqual(['ready_to_use', date]);
    expect(await counts()).toEqual(before);
  });

  it('refuses days that never come when finding orders by date and when renting', async () => {
    for (const date of NOT_DAYS) {
      const found = await call(t.app, 'POST', '/index/order/dateFindOrder', {
        body: { date },
        langue: 'en',
        headers: { token },
      });
      expect([date, found.json.code, found.json.msg]).toEqual([date, 1002, 'Please choose a date']);
    }
    const bikes = await call(t.app, 'GET', '/index/index/goodList?kind=hire&keyword=bike');
    const bike = (
      await call(t.app, 'GET', `/index/index/goodsDetail?id=${bikes.json.data.list[0].id}`)
    ).json.data;
    const before = await counts();
    for (const rental of [
      { start: '2026-11-31' },
      { start: addDays(today, 1), end: '2026-12-32' },
    ]) {
      const answer = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
        body: {
          kind: 'hire',
          items: [{ goods_id: bike.id, spec_id: bike.goodsSpec[0].id, num: 1 }],
          rental,
        },
        langue: 'en',
        headers: { token },
      });
      expect(answer.json).toEqual({ code: 1002, msg: 'Please choose a date', data: null });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers a calendar from a day that never comes with "Please choose a date", not an error', async () => {
    for (const from of ['2026-12-32', ...NOT_DAYS, '0000-01-01', '']) {
      expect([from, (await calendar(`from=${from}`)).json]).toEqual([
        from,
        { code: 1002, msg: 'Please choose a date', data: null },
      ]);
    }
    expect((await calendar('from=2026-12-32', 'zh')).json.msg).toBe('请选择日期');
  });

  it('refuses a calendar range that ends before it starts or spans years', async () => {
    const backwards = await calendar(`from=${addDays(today, 5)}&to=${addDays(today, 2)}`);
    expect(backwards.json).toEqual({
      code: 1002,
      msg: 'The end date cannot be before the start date',
      data: null,
    });
    const alreadyOver = await calendar(`to=${addDays(today, -1)}`, 'zh');
    expect(alreadyOver.json.msg).toBe('结束日期不能早于开始日期');
    for (const to of [addDays(today, 3650), addDays(today, 92)]) {
      const decade = await calendar(`from=${today}&to=${to}`, 'ma');
      expect([to, decade.json]).toEqual([
        to,
        { code: 1002, msg: 'Sila pilih julat tarikh yang lebih pendek', data: null },
      ]);
    }
  });

  it('answers the days asked for, up to the whole booking horizon', async () => {
    const week = await calendar(`from=${addDays(today, 3)}&to=${addDays(today, 9)}`);
    expect(week.json.data.days.map((day: { date: string }) => day.date)).toEqual(
      [3, 4, 5, 6, 7, 8, 9].map((n) => addDays(today, n)),
    );
    const horizon = await calendar(`to=${addDays(today, 91)}`);
    expect(horizon.json.data.days).toHaveLength(92);
    expect(horizon.json.data.days.at(-1).state).toBe('closed');
    expect((await calendar('')).json.data.days).toHaveLength(31);
  });
});
