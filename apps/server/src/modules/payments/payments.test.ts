import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

// One payer stands in for many; what one visitor may hold unpaid has its own tests.
const env = {
  UNPAID_ORDERS_PER_VISITOR: '1000',
  UNPAID_PLACES_PER_DATE: '1000',
};

describe.each(enginesUnderTest())('payments on $name', (engine) => {
  let t: TestApp;
  let token = '';
  let stranger = '';
  const date = addDays(attractionToday('+08:00'), 2);
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    token = await signIn(t.app, t.database.db, `payer-${engine.name}@example.com`);
    stranger = await signIn(t.app, t.database.db, `stranger-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  async function newOrder(quantity = 2) {
    const answer = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: { ticketId: 1, date, items: [{ variantId: 1, quantity }] },
      headers: { token },
    });
    expect(answer.json.code).toBe(0);
    return answer.json.data as { id: number; payUrl: string; total: string; orderNo: string };
  }
  const detail = (id: number, as = token) =>
    call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, {
      langue: 'en',
      headers: { token: as },
    });
  const choose = (payUrl: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });
  const payment = (orderId: number) =>
    t.database.db
      .selectFrom('payment')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  /** A callback to the gateway route with whatever signature a caller claims. */
  const callback = (event: object, signature = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/pay/callback/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      payload: JSON.stringify(event),
    });

  it('says on the sandbox page that it is a test payment and takes no money, in the visitor’s language', async () => {
    const { payUrl } = await newOrder(1);
    const notice = async (query: string, headers: Record<string, string> = {}) => {
      const page = await t.app.inject({ method: 'GET', url: `${payUrl}${query}`, headers });
      expect(page.statusCode).toBe(200);
      return /data-testid="sandbox-notice">([^<]*)</.exec(page.body)?.[1];
    };
    expect(await notice('')).toBe('Test payment — no money is taken');
    expect(await notice('?lang=zh')).toBe('测试支付——不会扣款');
    expect(await notice('?lang=ma')).toBe('Pembayaran ujian — tiada wang diambil');
    // Opened without the app's language: the browser's says which.
    expect(await notice('', { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' })).toBe(
      'Pembayaran ujian — tiada wang diambil',
    );
    expect(await notice('', { 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('测试支付——不会扣款');
    expect(await notice('?lang=en', { 'accept-language': 'zh-CN' })).toBe(
      'Test payment — no money is taken',
    );
    expect(await notice('?lang=xx')).toBe('Test payment — no money is taken');
    // The rest of the page speaks the same language, down to the order's own title.
    const malay = await t.app.inject({ method: 'GET', url: `${payUrl}?lang=ma` });
    expect(malay.body).toContain('<html lang="ms">');
    expect(malay.body).toMatch(/>Bayar RM \d+\.\d\d</);
    expect(malay.body).toContain('>Simulasikan pembayaran gagal<');
    expect(malay.body).toContain('>Pesanan<');
    expect(malay.body).not.toMatch(/>(Pay RM|Cancel|Order)</);
  });

  it('the hosted page shows the order and amount; paying issues the pass and returns to the order', async () => {
    const order = await newOrder();
    const page = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain('RM 90.00');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const paid = await choose(order.payUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/h5/#/order/ticketDetail?id=${order.id}`);
    const { json } = await detail(order.id);
    expect(json.data).toMatchObject({ status: 'ready_to_use', payMethod: 'sandbox' });
    expect(json.data.paidAt).not.toBeNull();
    expect(json.data.pass.code).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{16}$/);
    expect(json.data.pass.status).toBe('ready');

    const again = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(again.body).toContain('This order is paid');
  });

  it('Back to a paid payment page finds the way back to the order, for every kind of order', async () => {
    const goodsOf = async (kind: string) => {
      const list = await call(t.app, 'GET', `/index/index/goodList?kind=${kind}`);
      const id = list.json.data.list[0].id as number;
      const detail = (await call(t.app, 'GET', `/index/index/goodsDetail?id=${id}`)).json.data;
      return { goods_id: id, spec_id: detail.goodsSpec[0].id as number, num: 1 };
    };
    const goodsOrder = async (body: object) => {
      const answer = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
        body,
        headers: { token },
      });
      expect(answer.json).toMatchObject({ code: 0 });
      return answer.json.data as { id: number; payUrl: string };
    };
    const orders = {
      '/order/ticketDetail': await newOrder(1),
      '/order/shopDetail': await goodsOrder({ kind: 'store', items: [await goodsOf('store')] }),
      '/order/dianCanDetail': await goodsOrder({ kind: 'food', items: [await goodsOf('food')] }),
      '/order/commonDetail': await goodsOrder({
        kind: 'hire',
        items: [await goodsOf('hire')],
        rental: { start: soonDate(1), end: soonDate(1) },
      }),
      // An image order of the scenery module is paid the same way; its kind is what matters here.
      '/order/imageDetail': await newOrder(1),
    };
    await t.database.db
      .updateTable('orders')
      .set({ kind: 'image' })
      .where('id', '=', orders['/order/imageDetail'].id)
      .execute();
    for (const [route, order] of Object.entries(orders)) {
      const paid = await choose(order.payUrl, 'pay');
      expect(paid.headers.location).toBe(`/h5/#${route}?id=${order.id}`);
      // What Back shows: no Pay button, the outcome, and a link to the order's own page.
      const page = await t.app.inject({ method: 'GET', url: order.payUrl });
      expect(page.body).not.toContain('data-testid="sandbox-pay"');
      expect(page.body).toContain('This order is paid');
      expect(page.body).toContain(`href="/h5/#${route}?id=${order.id}"`);
    }
  });

  it('a page of an order that expired unpaid says no money was taken and leads back', async () => {
    const order = await newOrder(1);
    await t.database.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    await t.app.orders.expireOverdue();
    const page = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(page.body).toContain('This order expired before it was paid. No money was taken.');
    expect(page.body).toContain(`href="/h5/#/order/ticketDetail?id=${order.id}"`);
  });

  it('an order names how it was paid, and so does its payment record', async () => {
    const order = await newOrder(1);
    await choose(order.payUrl, 'pay');
    expect((await detail(order.id)).json.data).toMatchObject({
      payMethod: 'sandbox',
      lastPayment: 'succeeded',
    });
    const records = await call(t.app, 'GET', '/index/order/payRecord', { headers: { token } });
    expect(
      records.json.data.find((record: { orderId: number }) => record.orderId === order.id),
    ).toMatchObject({ method: 'sandbox', status: 'succeeded' });
  });

  it('an order whose payment failed says so, until a new payment goes through', async () => {
    const order = await newOrder(1);
    expect((await detail(order.id)).json.data.lastPayment).toBe('pending');
    await choose(order.payUrl, 'fail');
    expect((await detail(order.id)).json.data).toMatchObject({
      status: 'pending_payment',
      lastPayment: 'failed',
      payMethod: '',
    });
    const rePay = await call(t.app, 'POST', '/index/order/orderRePay', {
      body: { id: order.id },
      headers: { token },
    });
    expect((await detail(order.id)).json.data.lastPayment).toBe('pending');
    await choose(rePay.json.data.payUrl, 'cancel');
    expect((await detail(order.id)).json.data.lastPayment).toBe('canceled');
    const list = await call(t.app, 'GET', '/index/order/orderList?group=unpaid', {
      headers: { token },
    });
    expect(
      list.json.data.list.find((item: { id: number }) => item.id === order.id).lastPayment,
    ).toBe('canceled');
  });

  it('a failed or cancelled payment leaves the order payable until it expires', async () => {
    const order = await newOrder(1);
    await choose(order.payUrl, 'fail');
    expect((await payment(order.id)).status).toBe('failed');
    expect((await detail(order.id)).json.data.status).toBe('pending_payment');
    const rePay = await call(t.app, 'POST', '/index/order/orderRePay', {
      body: { id: order.id },
      headers: { token },
    });
    expect(rePay.json.code).toBe(0);
    expect(rePay.json.data.payUrl).not.toBe(order.payUrl);
    await choose(rePay.json.data.payUrl, 'pay');
    expect((await detail(order.id)).json.data.status).toBe('ready_to_use');
  });

  it('refuses a forged signature and changes nothing', async () => {
    const order = await newOrder(1);
    const ref = order.payUrl.split('/').pop();
    const forged = await callback(
      { id: 'evt_forged', type: 'payment.succeeded', ref, amountSen: 4500 },
      'ab'.repeat(32),
    );
    expect(forged.statusCode).toBe(400);
    const unsigned = await callback({
      id: 'evt_unsigned',
      type: 'payment.succeeded',
      ref,
      amountSen: 4500,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await detail(order.id)).json.data.status).toBe('pending_payment');
  });

  it('a replayed or out-of-order event changes nothing twice', async () => {
    const order = await newOrder(1);
    await choose(order.payUrl, 'pay');
    const before = await t.database.db
      .selectFrom('ticket_pass')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    const events = await t.database.db.selectFrom('payment_event').select('event_id').execute();
    expect(events.length).toBeGreaterThan(0);
    // A late "failed" for the same payment, after its success:
    await choose(order.payUrl, 'fail');
    expect((await payment(order.id)).status).toBe('succeeded');
    expect((await detail(order.id)).json.data.status).toBe('ready_to_use');
    const after = await t.database.db
      .selectFrom('ticket_pass')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(after).toEqual(before);
  });

  it('the same event delivered twice is applied once', async () => {
    const order = await newOrder(1);
    const ref = order.payUrl.split('/').pop();
    const secretRow = await t.database.db
      .selectFrom('setting')
      .select('value')
      .where('key', '=', 'app.secret')
      .executeTakeFirstOrThrow();
    const secret = JSON.parse(secretRow.value) as string;
    const event = JSON.stringify({
      id: 'evt_replayed',
      type: 'payment.succeeded',
      ref,
      amountSen: 4500,
    });
    const signature = createHmac('sha256', secret).update(event).digest('hex');
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay/callback/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        payload: event,
      });
    const [first, second] = [await deliver(), await deliver()];
    expect(first.json().data.result).toBe('applied');
    expect(second.json().data.result).toBe('duplicate');
    const passes = await t.database.db
      .selectFrom('ticket_pass')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(passes).toHaveLength(1);
  });

  it('money for an order that expired first is recorded and flagged for refund', async () => {
    const order = await newOrder(1);
    await t.database.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    expect(await t.app.orders.expireOverdue()).toBe(1);
    await choose(order.payUrl, 'pay');
    const record = await payment(order.id);
    expect(record).toMatchObject({ status: 'succeeded', needs_refund: 1 });
    expect((await detail(order.id)).json.data).toMatchObject({ status: 'expired', pass: null });
  });

  it("a visitor cannot read or pay another visitor's order", async () => {
    const order = await newOrder(1);
    expect((await detail(order.id, stranger)).json).toEqual({
      code: 1003,
      msg: 'Not found',
      data: null,
    });
    const rePay = await call(t.app, 'POST', '/index/order/orderRePay', {
      body: { id: order.id },
      langue: 'en',
      headers: { token: stranger },
    });
    expect(rePay.json.code).toBe(1003);
    const list = await call(t.app, 'GET', '/index/order/orderList?kind=ticket', {
      headers: { token: stranger },
    });
    expect(list.json.data.total).toBe(0);
    const mine = await call(
      t.app,
      'GET',
      '/index/order/orderList?kind=ticket&status=pending_payment',
      {
        headers: { token },
      },
    );
    expect(mine.json.data.list.some((item: { id: number }) => item.id === order.id)).toBe(true);
  });
});
