import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { payOnSandbox } from '#test/orders.ts';
import { createStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

describe.each(enginesUnderTest())('the console orders and refunds on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let kitchen = '';
  let counter = '';
  let visitor = '';
  let order = { id: 0, orderNo: '' };
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signInStaff(t.app);
    for (const [userName, roles] of [
      ['cook', ['kitchen']],
      ['desk', ['counter']],
    ] as const) {
      await createStaff(t.app, admin, { userName, roles, password: 'a-long-enough-password' });
    }
    kitchen = await signInStaff(t.app, 'cook', 'a-long-enough-password');
    counter = await signInStaff(t.app, 'desk', 'a-long-enough-password');
    visitor = await signIn(t.app, t.database.db, `console-buyer-${engine.name}@example.com`);
    const info = await call(t.app, 'GET', '/index/index/ticketInfo?id=1');
    const created = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: {
        ticketId: 1,
        date: addDays(today, 4),
        items: [
          { variantId: info.json.data.variants[0].id, quantity: 2 },
          { variantId: info.json.data.variants[1].id, quantity: 1 },
        ],
      },
      headers: { token: visitor },
    });
    order = created.json.data;
    await payOnSandbox(t.app, created.json.data.payUrl);
  });
  afterAll(async () => t.close());

  const calls: ['GET' | 'POST', string, object?][] = [
    ['GET', '/console/orders/list'],
    ['GET', '/console/orders/export'],
    ['GET', '/console/orders/detail?id=1'],
    ['POST', '/console/orders/refund', { id: 1, reason: 'x' }],
    ['GET', '/console/refunds/queue'],
    ['POST', '/console/refunds/flagged', { paymentId: 1 }],
    ['POST', '/console/refunds/resend', { refundId: 1 }],
  ];

  it('refuses every orders call without a staff session, with a visitor token, or to the wrong role', async () => {
    for (const [method, url, body] of calls) {
      const options = { langue: 'en' as const, ...(body ? { body } : {}) };
      expect((await staffCall(t.app, null, method, url, options)).json.code).toBe(1001);
      expect((await staffCall(t.app, visitor, method, url, options)).json.code).toBe(1001);
      expect((await staffCall(t.app, kitchen, method, url, options)).json.code).toBe(1009);
    }
    // The counter finds and reads orders; moving money is for admins.
    expect((await staffCall(t.app, counter, 'GET', '/console/orders/list')).json.code).toBe(0);
    const refund = await staffCall(t.app, counter, 'POST', '/console/orders/refund', {
      body: { id: order.id, reason: 'x' },
    });
    expect(refund.json.code).toBe(1009);
  });

  it("an admin finds a visitor's order by e-mail, refunds one line, and the visitor sees it", async () => {
    const found = await staffCall(
      t.app,
      admin,
      'GET',
      `/console/orders/list?contact=console-buyer-${engine.name}`,
    );
    expect(found.json.data.list).toEqual([expect.objectContaining({ orderNo: order.orderNo })]);
    const detail = await staffCall(t.app, admin, 'GET', `/console/orders/detail?id=${order.id}`);
    const child = detail.json.data.lines[1];

    const refund = await staffCall(t.app, admin, 'POST', '/console/orders/refund', {
      body: { id: order.id, lines: [{ lineId: child.id, quantity: 1 }], reason: 'child fell ill' },
      langue: 'en',
    });
    expect(refund.json).toMatchObject({
      code: 0,
      data: { amount: child.unitPrice, status: 'succeeded' },
    });

    const seen = await call(t.app, 'GET', `/index/order/orderDetail?id=${order.id}`, {
      headers: { token: visitor },
    });
    expect(seen.json.data).toMatchObject({
      status: 'ready_to_use',
      refunds: [{ amount: child.unitPrice, done: true }],
    });
    const [logged] = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'order.refunded')
      .execute();
    expect(logged).toEqual({ action: 'order.refunded', target: `order:${order.orderNo}` });
  });

  it('a refund past what was bought, or of an unknown order, is refused, changes nothing, and is logged', async () => {
    const detail = await staffCall(t.app, admin, 'GET', `/console/orders/detail?id=${order.id}`);
    const adult = detail.json.data.lines[0];
    const before = await t.database.db.selectFrom('refund').selectAll().execute();
    const tooMany = await staffCall(t.app, admin, 'POST', '/console/orders/refund', {
      body: { id: order.id, lines: [{ lineId: adult.id, quantity: 3 }], reason: 'all of them' },
      langue: 'en',
    });
    expect(tooMany.json).toMatchObject({ code: 3041, msg: 'That is more than is left to refund' });
    const unknown = await staffCall(t.app, admin, 'POST', '/console/orders/refund', {
      body: { id: 99_999_999, reason: 'nobody' },
      langue: 'en',
    });
    expect(unknown.json.code).toBe(1003);
    const bad = await staffCall(t.app, admin, 'POST', '/console/orders/refund', {
      body: { id: order.id, lines: [{ lineId: adult.id, quantity: 0 }], reason: '' },
      langue: 'en',
    });
    expect(bad.json.code).toBe(1002);
    expect(await t.database.db.selectFrom('refund').selectAll().execute()).toEqual(before);
    const refused = await t.database.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'order.refund_refused')
      .execute();
    expect(refused.map((row) => row.target).sort()).toEqual(
      [`order:${order.orderNo}`, 'order:99999999'].sort(),
    );
    // The refused attempt is in the order's history, with who tried.
    const history = (await staffCall(t.app, admin, 'GET', `/console/orders/detail?id=${order.id}`))
      .json.data.history;
    expect(history.map((step: { event: string }) => step.event)).toContain('order.refund_refused');
    expect(
      history.find((step: { event: string }) => step.event === 'order.refund_refused'),
    ).toMatchObject({ by: 'admin', after: { refused: 'refundTooLarge' } });
  });

  it('exports the search as CSV with its header', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/console/orders/export?orderNo=${order.orderNo}`,
      headers: { 'x-staff-token': admin },
    });
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="orders-/);
    const rows = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(order.orderNo);
  });
});
