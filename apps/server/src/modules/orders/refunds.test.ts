import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { payOnSandbox, placeTicketOrder, stockOf as stockOfSku } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const STAFF_KEY = 'gate-key-for-refund-tests-0123';
const env = {
  STAFF_API_KEY: STAFF_KEY,
  UNPAID_ORDERS_PER_VISITOR: '1000',
  UNPAID_PLACES_PER_DATE: '1000',
};

describe.each(enginesUnderTest())('refunds on $name', (engine) => {
  let t: TestApp;
  let token = '';
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    token = await signIn(t.app, t.database.db, `refunds-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const pay = (payUrl: string) => payOnSandbox(t.app, payUrl);
  const detail = async (id: number) =>
    (await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, { headers: { token } })).json;
  const remaining = async (date: string) => {
    const info = await call(t.app, 'GET', `/index/index/ticketInfo?id=1&from=${date}`);
    return info.json.data.days.find((day: { date: string }) => day.date === date).remaining;
  };
  async function ticketOrder(date: string, quantity: number, paid = true) {
    const created = await placeTicketOrder(t.app, token, date, { quantity, paid });
    expect(created.code).toBe(0);
    return created;
  }
  async function goodsOrder(keyword: string, num: number) {
    const list = await call(t.app, 'GET', `/index/index/goodList?kind=store${keyword}`);
    const goodsId = list.json.data.list[0].id as number;
    const goods = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    const spec = goods.json.data.goodsSpec[0];
    const created = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: {
        kind: 'store',
        items: [{ goods_id: goodsId, spec_id: spec.id, num }],
      },
      headers: { token },
    });
    expect(created.json.code).toBe(0);
    await pay(created.json.data.payUrl);
    return { id: created.json.data.id as number, skuId: spec.id as number };
  }
  const stockOf = (skuId: number) => stockOfSku(t.database.db, skuId);
  const scan = async (code: string) =>
    (
      await call(t.app, 'POST', '/index/gate/scan', {
        body: { code },
        langue: 'en',
        headers: { 'x-staff-key': STAFF_KEY },
      })
    ).json;

  it('a whole refund returns the places once, closes the gate to the pass and shows the visitor', async () => {
    const date = addDays(today, 5);
    const before = await remaining(date);
    const order = await ticketOrder(date, 3);
    expect(await remaining(date)).toBe(before - 3);
    const pass = (await detail(order.id)).data.pass.code as string;

    const refund = await t.app.orders.refund({ orderId: order.id, reason: 'rain', staffId: null });
    expect(refund).toMatchObject({ amountSen: 13500, status: 'succeeded' });
    expect(await remaining(date)).toBe(before);

    const seen = await detail(order.id);
    expect(seen.data).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: '135.00', done: true }],
      lines: [{ quantity: 3, refunded: 3 }],
    });
    const records = (await call(t.app, 'GET', '/index/order/payRecord', { headers: { token } }))
      .json.data;
    expect(records.find((r: { orderId: number }) => r.orderId === order.id)).toMatchObject({
      status: 'succeeded',
      refund: false,
      refunded: '135.00',
    });
    // Asked again: nothing more goes back.
    await expect(
      t.app.orders.refund({ orderId: order.id, reason: 'again', staffId: null }),
    ).rejects.toMatchObject({ key: 'refundAlreadyDone' });
    expect(await remaining(date)).toBe(before);
    // The pass no longer opens the gate, and says why.
    expect(await scan(pass)).toMatchObject({ code: 3044, msg: 'This ticket was refunded' });
  });

  it('two refunds of one order at once give back once', async () => {
    const date = addDays(today, 6);
    const before = await remaining(date);
    const order = await ticketOrder(date, 2);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        t.app.orders.refund({ orderId: order.id, reason: 'twice', staffId: null }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(['refundAlreadyDone', 'refundTooLarge']).toContain(result.reason.key);
      }
    }
    expect(await remaining(date)).toBe(before);
    const refunds = await t.database.db
      .selectFrom('refund')
      .select('amount_sen')
      .where('order_id', '=', order.id)
      .execute();
    expect(refunds).toEqual([{ amount_sen: 9000 }]);
  });

  it('part of a line: its stock returns, the rest can follow, never more than was bought', async () => {
    const { id, skuId } = await goodsOrder('', 3);
    const stock = await stockOf(skuId);
    const line = (await detail(id)).data.lines[0];
    const [row] = await t.database.db
      .selectFrom('order_line')
      .select(['id', 'unit_price_sen'])
      .where('order_id', '=', id)
      .execute();
    const lineId = row?.id ?? 0;

    const part = await t.app.orders.refund({
      orderId: id,
      lines: [{ lineId, quantity: 1 }],
      reason: 'one broken',
      staffId: null,
    });
    expect(part.amountSen).toBe(row?.unit_price_sen);
    expect(await stockOf(skuId)).toBe(stock + 1);
    expect((await detail(id)).data).toMatchObject({
      status: 'processing',
      lines: [{ itemId: line.itemId, quantity: 3, refunded: 1 }],
    });

    await expect(
      t.app.orders.refund({
        orderId: id,
        lines: [{ lineId, quantity: 3 }],
        reason: 'too many',
        staffId: null,
      }),
    ).rejects.toMatchObject({ key: 'refundTooLarge' });
    await expect(
      t.app.orders.refund({
        orderId: id,
        lines: [{ lineId: lineId + 100_000, quantity: 1 }],
        reason: 'not its line',
        staffId: null,
      }),
    ).rejects.toMatchObject({ key: 'validation' });
    expect(await stockOf(skuId)).toBe(stock + 1);

    await t.app.orders.refund({ orderId: id, reason: 'the rest', staffId: null });
    expect(await stockOf(skuId)).toBe(stock + 3);
    expect((await detail(id)).data).toMatchObject({ status: 'refunded', refunds: [{}, {}] });
  });

  it('tells the visitor each refund: when, how much, of which lines and why, as staff wrote it', async () => {
    const order = await ticketOrder(addDays(today, 8), 3);
    const lines = await t.database.db
      .selectFrom('order_line')
      .select(['id', 'unit_price_sen'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    const first = lines[0];
    if (!first) throw new Error('the order has no line');
    // Staff's words reach the visitor exactly as typed, markup and all: the page shows them as text.
    const why = 'Lift closed <b>all day</b> & "sorry"';
    await t.app.orders.refund({
      orderId: order.id,
      lines: [{ lineId: first.id, quantity: 1 }],
      reason: why,
      staffId: null,
    });
    const part = (await detail(order.id)).data;
    const unit = (first.unit_price_sen / 100).toFixed(2);
    expect(part.status).toBe('ready_to_use');
    expect(part.pass).toMatchObject({ status: 'ready' });
    expect(part.refunds).toEqual([
      {
        amount: unit,
        createdAt: expect.any(String),
        done: true,
        cause: 'order',
        reason: why,
        lines: [{ name: part.lines[0].name, quantity: 1, amount: unit }],
      },
    ]);

    await t.app.orders.refund({
      orderId: order.id,
      reason: 'Park closed by the storm',
      staffId: null,
    });
    const whole = (await detail(order.id)).data;
    expect(whole.status).toBe('refunded');
    expect(whole.refunds.map((refund: { reason: string }) => refund.reason)).toEqual([
      why,
      'Park closed by the storm',
    ]);
    expect(whole.refunds[1].lines).toEqual([
      {
        name: whole.lines[0].name,
        quantity: 2,
        amount: ((first.unit_price_sen * 2) / 100).toFixed(2),
      },
    ]);
    // A refunded ticket opens no gate: the visitor is not handed its code, nor can e-mail it.
    expect(whole.pass).toBeNull();
    const mailed = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
      body: { id: order.id, email: 'someone@example.com' },
      langue: 'en',
      headers: { token },
    });
    expect(mailed.json).toMatchObject({ code: 3044, msg: 'This ticket was refunded' });

    // The payment records show the same refunds under the payment they came from.
    const records = (await call(t.app, 'GET', '/index/order/payRecord', { headers: { token } }))
      .json.data;
    const record = records.find((r: { orderId: number }) => r.orderId === order.id);
    expect(record.refunds).toEqual(whole.refunds);
  });

  it('an expired or used ticket is not handed out or e-mailed as if it still opened the gate', async () => {
    const lapsed = await ticketOrder(addDays(today, 1), 1);
    await t.database.db
      .updateTable('orders')
      .set({ visit_date: addDays(today, -1) })
      .where('id', '=', lapsed.id)
      .execute();
    expect(await t.app.orders.expireUnused(today)).toBeGreaterThanOrEqual(1);
    const expired = (await detail(lapsed.id)).data;
    expect(expired).toMatchObject({ status: 'expired', pass: null });
    const mailExpired = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
      body: { id: lapsed.id, email: 'someone@example.com' },
      langue: 'en',
      headers: { token },
    });
    expect(mailExpired.json).toMatchObject({ code: 3045 });

    const visit = await ticketOrder(today, 1);
    expect(await scan((await detail(visit.id)).data.pass.code)).toMatchObject({ code: 0 });
    const used = (await detail(visit.id)).data;
    expect(used).toMatchObject({ status: 'used', pass: { status: 'used' } });
    const mailUsed = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
      body: { id: visit.id, email: 'someone@example.com' },
      langue: 'en',
      headers: { token },
    });
    expect(mailUsed.json).toMatchObject({ code: 3006 });
  });

  it('an unpaid order has nothing to refund', async () => {
    const order = await ticketOrder(addDays(today, 7), 1, false);
    await expect(
      t.app.orders.refund({ orderId: order.id, reason: 'unpaid', staffId: null }),
    ).rejects.toMatchObject({ key: 'refundNotPaid' });
    await expect(
      t.app.orders.refund({ orderId: 99_999_999, reason: 'none', staffId: null }),
    ).rejects.toMatchObject({ key: 'notFound' });
  });

  it('a payment that came after its order expired waits in the queue and is refunded once', async () => {
    const order = await ticketOrder(soonDate(3), 1, false);
    const [payment] = await t.database.db
      .selectFrom('payment')
      .select(['provider_ref'])
      .where('order_id', '=', order.id)
      .execute();
    await t.database.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    await t.app.orders.expireOverdue();
    await pay(`/pay/sandbox/${payment?.provider_ref}`);
    const queued = (await t.app.payments.refundQueue()).filter((p) => p.order_id === order.id);
    expect(queued).toHaveLength(1);
    const id = queued[0]?.id ?? 0;
    const [first, second] = await Promise.allSettled([
      t.app.payments.refundFlagged(id, null),
      t.app.payments.refundFlagged(id, null),
    ]);
    expect([first?.status, second?.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect((await t.app.payments.refundQueue()).some((p) => p.id === id)).toBe(false);
    const closed = (await detail(order.id)).data;
    expect(closed.status).toBe('expired');
    // The visitor is told a payment the order never took went back, not the console's own note.
    expect(closed.refunds).toEqual([
      expect.objectContaining({ cause: 'payment', reason: '', lines: [], amount: '45.00' }),
    ]);
  });
});
