import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { orderPage, payOnSandbox, placeTicketOrder } from '#test/orders.ts';
import { createStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const env = {
  UNPAID_ORDERS_PER_VISITOR: '1000',
  UNPAID_PLACES_PER_DATE: '1000',
};
const PASSWORD = 'a-long-enough-password';

describe.each(enginesUnderTest())('the gate and kitchen screens on $name', (engine) => {
  let t: TestApp;
  let base = '';
  let gate = '';
  let cook = '';
  let desk = '';
  let visitor = '';
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
    const admin = await signInStaff(t.app);
    for (const [userName, roles] of [
      ['gatekeeper', ['gate']],
      ['cook', ['kitchen']],
      ['desk', ['counter']],
    ] as const) {
      await createStaff(t.app, admin, { userName, roles, password: PASSWORD });
    }
    gate = await signInStaff(t.app, 'gatekeeper', PASSWORD);
    desk = await signInStaff(t.app, 'desk', PASSWORD);
    cook = await signInStaff(t.app, 'cook', PASSWORD);
    visitor = await signIn(t.app, t.database.db, `ops-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const pay = (payUrl: string) => payOnSandbox(t.app, payUrl);
  async function pass(date: string, adults = 2, children = 1) {
    const { id } = await placeTicketOrder(t.app, visitor, date, { perVariant: [adults, children] });
    return { id, code: (await orderPage(t.app, visitor, id)).pass.code as string };
  }
  const checkIn = (code: string, as = gate) =>
    staffCall(t.app, as, 'POST', '/console/gate/checkin', { body: { code }, langue: 'en' });

  it('checks a ticket in once, saying who it lets in, then says when it was used', async () => {
    const ticket = await pass(today);
    const before = (await staffCall(t.app, gate, 'GET', '/console/gate/today')).json.data;
    const first = await checkIn(ticket.code);
    expect(first.json).toMatchObject({
      code: 0,
      data: {
        quantity: 3,
        visitDate: today,
        tickets: [
          { name: expect.any(String), quantity: 2 },
          { name: expect.any(String), quantity: 1 },
        ],
      },
    });
    const again = await checkIn(ticket.code);
    expect(again.json).toMatchObject({
      code: 3006,
      msg: 'This ticket was already used',
      data: { usedAt: first.json.data.usedAt },
    });
    const after = (await staffCall(t.app, gate, 'GET', '/console/gate/today')).json.data;
    expect(after).toEqual({
      date: today,
      checkedIn: before.checkedIn + 3,
      expected: before.expected - 3,
    });
  });

  it('one pass at two gates at once is admitted once', async () => {
    const ticket = await pass(today, 1, 0);
    const answers = await Promise.all([checkIn(ticket.code), checkIn(ticket.code)]);
    expect(answers.map((answer) => answer.json.code).sort()).toEqual([0, 3006]);
  });

  it('says why a ticket does not open the gate: another day, refunded, unknown', async () => {
    const later = await pass(addDays(today, 2));
    expect((await checkIn(later.code)).json).toMatchObject({
      code: 3007,
      data: { visitDate: addDays(today, 2) },
    });
    const refunded = await pass(today);
    await t.app.orders.refund({ orderId: refunded.id, reason: 'rain', staffId: null });
    expect((await checkIn(refunded.code)).json).toMatchObject({ code: 3044 });
    expect((await checkIn('not-a-pass-code')).json).toMatchObject({
      code: 3008,
      msg: 'Not a valid ticket',
    });
    expect((await checkIn('')).json.code).toBe(1002);
    // The kitchen cannot open the gate.
    expect((await checkIn(later.code, cook)).json.code).toBe(1009);
  });

  it('shows the kitchen each paid food order live, oldest first, and moves it along', async () => {
    const stream = await fetch(`${base}/console/kitchen/events`, {
      headers: { 'x-staff-token': cook, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const nextOrderEvent = async () => {
      while (!/event: order\ndata: [^\n]+\n\n/.test(text)) {
        const { value } = await reader.read();
        text += decoder.decode(value, { stream: true });
      }
      const match = /event: order\ndata: ([^\n]+)\n\n/.exec(text);
      text = text.slice((match?.index ?? 0) + (match?.[0].length ?? 0));
      return JSON.parse(match?.[1] ?? '{}');
    };

    const list = await call(t.app, 'GET', '/index/index/goodList?kind=food');
    const goodsId = list.json.data.list[0].id as number;
    const detail = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    const created = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: {
        kind: 'food',
        items: [{ goods_id: goodsId, spec_id: detail.json.data.goodsSpec[0].id, num: 2 }],
      },
      headers: { token: visitor },
    });
    await pay(created.json.data.payUrl);
    expect(await nextOrderEvent()).toEqual({ id: created.json.data.id, status: 'making' });

    const queue = (await staffCall(t.app, cook, 'GET', '/console/kitchen/orders')).json.data.list;
    expect(queue.at(-1)).toMatchObject({
      orderNo: created.json.data.orderNo,
      status: 'making',
      pickupNo: expect.stringMatching(/^\d{3}$/),
      lines: [{ quantity: 2 }],
    });
    const advance = (to: string) =>
      staffCall(t.app, cook, 'POST', '/console/kitchen/advance', {
        body: { orderNo: created.json.data.orderNo, to },
        langue: 'en',
      });
    expect((await advance('completed')).json.code).toBe(3012);
    expect((await advance('ready_for_pickup')).json.data.status).toBe('ready_for_pickup');
    expect(await nextOrderEvent()).toEqual({
      id: created.json.data.id,
      status: 'ready_for_pickup',
    });
    expect((await advance('completed')).json.data.status).toBe('completed');
    await reader.cancel();
    const after = (await staffCall(t.app, cook, 'GET', '/console/kitchen/orders')).json.data.list;
    expect(after.some((row: { id: number }) => row.id === created.json.data.id)).toBe(false);
    // The order's history in the console says who moved it, and from what to what, in order.
    const admin = await signInStaff(t.app);
    const story = await staffCall(
      t.app,
      admin,
      'GET',
      `/console/orders/detail?id=${created.json.data.id}`,
    );
    expect(
      story.json.data.history.map((step: { event: string; by: string | null; after: unknown }) => [
        step.event,
        step.by,
        step.after,
      ]),
    ).toEqual([
      ['placed', null, null],
      ['paid', null, null],
      ['order.advanced', 'cook', { status: 'ready_for_pickup' }],
      ['order.advanced', 'cook', { status: 'completed' }],
    ]);
    // A ticket is not the kitchen's to move; the gate cannot see the kitchen.
    const ticket = await pass(today);
    const [row] = await t.database.db
      .selectFrom('orders')
      .select('order_no')
      .where('id', '=', ticket.id)
      .execute();
    const foreign = await staffCall(t.app, cook, 'POST', '/console/kitchen/advance', {
      body: { orderNo: row?.order_no, to: 'completed' },
    });
    expect(foreign.json.code).toBe(1003);
    expect((await staffCall(t.app, gate, 'GET', '/console/kitchen/orders')).json.code).toBe(1009);
  });
  it('the counter hands a rental out and takes it back, keeping the deposit with a reason', async () => {
    const list = await call(t.app, 'GET', '/index/index/goodList?kind=hire');
    const goodsId = list.json.data.list[0].id as number;
    const detail = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    const skuId = detail.json.data.goodsSpec[0].id as number;
    const stock = async () =>
      (
        await t.database.db
          .selectFrom('goods_sku')
          .select('stock')
          .where('id', '=', skuId)
          .executeTakeFirstOrThrow()
      ).stock;
    const created = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: {
        kind: 'hire',
        items: [{ goods_id: goodsId, spec_id: skuId, num: 1 }],
        rental: { start: today, end: today },
      },
      headers: { token: visitor },
    });
    expect(created.json.code).toBe(0);
    await pay(created.json.data.payUrl);
    const before = await stock();
    const orderNo = created.json.data.orderNo as string;

    const day = (await staffCall(t.app, desk, 'GET', '/console/counter/today')).json.data;
    expect(day.handOut.map((row: { orderNo: string }) => row.orderNo)).toContain(orderNo);
    const step = (body: object) =>
      staffCall(t.app, desk, 'POST', '/console/counter/advance', { body, langue: 'en' });
    // A deposit is kept only when a rental comes back.
    expect((await step({ orderNo, to: 'in_progress', depositKept: 'early' })).json.code).toBe(1002);
    expect((await step({ orderNo, to: 'in_progress' })).json.data.status).toBe('in_progress');
    const out = (await staffCall(t.app, desk, 'GET', '/console/counter/today')).json.data;
    expect(out.out.map((row: { orderNo: string }) => row.orderNo)).toContain(orderNo);

    const back = await step({ orderNo, to: 'completed', depositKept: 'Front wheel bent' });
    expect(back.json.data.status).toBe('completed');
    expect(await stock()).toBe(before + 1);
    const seen = await call(t.app, 'GET', `/index/order/orderDetail?id=${created.json.data.id}`, {
      headers: { token: visitor },
    });
    expect(seen.json.data.rental).toMatchObject({
      depositStatus: 'kept',
      depositNote: 'Front wheel bent',
    });
    const [kept] = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'order.deposit_kept')
      .execute();
    expect(kept).toEqual({ action: 'order.deposit_kept', target: `order:${orderNo}` });
    // Twice is refused; the kitchen has no counter.
    expect((await step({ orderNo, to: 'completed' })).json.code).toBe(3012);
    expect((await staffCall(t.app, cook, 'GET', '/console/counter/today')).json.code).toBe(1009);
  });

  it('the counter hands over a store order for pick-up at the park', async () => {
    const list = await call(t.app, 'GET', '/index/index/goodList?kind=store');
    const goodsId = list.json.data.list[0].id as number;
    const detail = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    const created = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: {
        kind: 'store',
        items: [{ goods_id: goodsId, spec_id: detail.json.data.goodsSpec[0].id, num: 1 }],
        delivery: { type: 'pickup' },
      },
      headers: { token: visitor },
    });
    expect(created.json.code).toBe(0);
    await pay(created.json.data.payUrl);
    const day = (await staffCall(t.app, desk, 'GET', '/console/counter/today')).json.data;
    expect(day.pickups.map((row: { orderNo: string }) => row.orderNo)).toContain(
      created.json.data.orderNo,
    );
    const handed = await staffCall(t.app, desk, 'POST', '/console/counter/advance', {
      body: { orderNo: created.json.data.orderNo, to: 'completed' },
    });
    expect(handed.json.data.status).toBe('completed');
  });
});
