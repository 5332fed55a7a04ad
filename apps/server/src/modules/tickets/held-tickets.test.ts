import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { orderPage, placeTicketOrder, soldOn } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const STAFF_KEY = 'gate-key-for-tests-0123456789';
const env = {
  STAFF_API_KEY: STAFF_KEY,
};

describe.each(enginesUnderTest())('tickets held by a visitor on $name', (engine) => {
  let t: TestApp;
  let token = '';
  let stranger = '';
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    token = await signIn(t.app, t.database.db, `holder-${engine.name}@example.com`);
    stranger = await signIn(t.app, t.database.db, `other-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  /** Buys and pays day passes for `date`, as a visitor does; answers the order. */
  async function paidOrder(date: string, quantity = 2, as = token) {
    const created = await placeTicketOrder(t.app, as, date, { quantity });
    return orderPage(t.app, as, created.id);
  }
  const sold = (date: string) => soldOn(t.database.db, date);
  const move = (id: number, date: string, as = token) =>
    call(t.app, 'GET', `/index/order/changeOrderTime?id=${id}&date=${date}`, {
      langue: 'en',
      headers: { token: as },
    });

  it('moves a ready-to-use ticket to another date, places and all', async () => {
    const from = addDays(today, 20);
    const to = addDays(today, 21);
    const order = await paidOrder(from);
    expect(order.status).toBe('ready_to_use');
    const moved = await move(order.id, to);
    expect(moved.json.code).toBe(0);
    expect(moved.json.data.reserveDate).toBe(to);
    expect([await sold(from), await sold(to)]).toEqual([0, 2]);
    const found = await call(t.app, 'POST', '/index/order/dateFindOrder', {
      body: { date: to },
      headers: { token },
    });
    expect(found.json.data.map((o: { id: number }) => o.id)).toContain(order.id);
  });

  it('twenty moves of one ticket at once each answer success or a reason, and leave its places whole', async () => {
    const from = addDays(today, 30);
    const dates = [addDays(today, 31), addDays(today, 32)];
    const order = await paidOrder(from);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => move(order.id, dates[i % 2] ?? from)),
    );
    expect(answers.filter((answer) => answer.json.code !== 0)).toEqual([]);
    const final = await call(t.app, 'GET', `/index/order/orderDetail?id=${order.id}`, {
      headers: { token },
    });
    const landed = final.json.data.reserveDate as string;
    expect(dates).toContain(landed);
    const places = {
      from: await sold(from),
      a: await sold(dates[0] ?? ''),
      b: await sold(dates[1] ?? ''),
    };
    expect(places).toEqual({
      from: 0,
      a: landed === dates[0] ? 2 : 0,
      b: landed === dates[1] ? 2 : 0,
    });
  });

  it('refuses to move into a full date and moves nothing', async () => {
    const from = addDays(today, 22);
    const full = addDays(today, 23);
    const order = await paidOrder(from);
    await t.database.db
      .insertInto('ticket_day')
      .values({ ticket_id: 1, date: full, capacity: 500, sold: 499 })
      .execute();
    const refused = await move(order.id, full);
    expect(refused.json).toEqual({
      code: 3001,
      msg: 'Not enough places left on that date',
      data: null,
    });
    expect([await sold(from), await sold(full)]).toEqual([2, 499]);
    const still = await call(t.app, 'GET', `/index/order/orderDetail?id=${order.id}`, {
      headers: { token },
    });
    expect(still.json.data.reserveDate).toBe(from);
  });

  it('moves a ticket of a past heavy-rain day under the weather guarantee, and no other past ticket', async () => {
    const order = await paidOrder(addDays(today, 1), 1);
    const rainy = addDays(today, -2);
    await t.database.db
      .updateTable('orders')
      .set({ visit_date: rainy })
      .where('id', '=', order.id)
      .execute();
    expect((await move(order.id, addDays(today, 5))).json.code).toBe(3005);
    await t.database.db
      .insertInto('rain_day')
      .values({ date: rainy, note: 'storm', created_at: new Date().toISOString() })
      .execute();
    expect((await move(order.id, addDays(today, 5))).json.code).toBe(0);
  });

  it("a visitor cannot move or e-mail another visitor's ticket", async () => {
    const order = await paidOrder(addDays(today, 24), 1);
    expect((await move(order.id, addDays(today, 25), stranger)).json.code).toBe(1003);
    const mail = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
      body: { id: order.id },
      headers: { token: stranger },
    });
    expect(mail.json.code).toBe(1003);
  });

  it('says why an unpaid order or an order of another kind has no ticket to e-mail', async () => {
    const unpaid = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: { ticketId: 1, date: addDays(today, 27), items: [{ variantId: 1, quantity: 1 }] },
      headers: { token },
    });
    const ticketMails = async () =>
      (
        await t.database.db
          .selectFrom('outbox')
          .select('id')
          .where('purpose', '=', 'ticket')
          .execute()
      ).length;
    const mailsBefore = await ticketMails();
    const send = (id: number, langue: string) =>
      call(t.app, 'POST', '/index/order/ticketSendEmail', {
        body: { id },
        langue,
        headers: { token },
      });
    expect((await send(unpaid.json.data.id, 'en')).json).toEqual({
      code: 3030,
      msg: 'The ticket is issued once the order is paid; it can be sent then',
      data: null,
    });
    expect((await send(unpaid.json.data.id, 'ma')).json.msg).toBe(
      'Tiket dikeluarkan selepas pesanan dibayar; ia boleh dihantar selepas itu',
    );
    await t.database.db
      .updateTable('orders')
      .set({ kind: 'food' })
      .where('id', '=', unpaid.json.data.id)
      .execute();
    expect((await send(unpaid.json.data.id, 'en')).json.code).toBe(1003);
    expect(await ticketMails()).toBe(mailsBefore);
  });

  it('e-mails the slip with its QR code to the visitor', async () => {
    const order = await paidOrder(addDays(today, 26), 3);
    const sent = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
      body: { id: order.id },
      langue: 'en',
      headers: { token },
    });
    expect(sent.json.code).toBe(0);
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('purpose', '=', 'ticket')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(`holder-${engine.name}@example.com`);
    expect(mail.subject).toBe('Your tickets: Rainforest Day Pass');
    expect(mail.body).toContain(order.orderNo);
    // The date as the app writes it ("Thu, 26 Nov 2026"), not the API's 2026-11-26.
    expect(mail.body).toMatch(
      /Visit date: (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}/,
    );
    expect(mail.html).toContain('cid:ticket-qr');
  });

  it('a dozen visitors on one Wi-Fi e-mail their tickets; one visitor is held to ten a minute', async () => {
    const family = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(t.app, t.database.db, `wifi${i}-${engine.name}@example.com`),
      ),
    );
    const orders: { id: number }[] = [];
    for (const member of family) orders.push(await paidOrder(addDays(today, 27), 1, member));
    const firstOrder = orders[0]?.id ?? 0;
    const sendFrom = (id: number, as: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/index/order/ticketSendEmail',
        headers: { token: as, langue: 'en' },
        remoteAddress: '203.0.113.50',
        payload: { id },
      });
    const sent = await Promise.all(
      family.map(async (member, i) => (await sendFrom(orders[i]?.id ?? 0, member)).json().code),
    );
    expect(sent).toEqual(Array(12).fill(0));
    const first = family[0] ?? '';
    const again: number[] = [];
    for (let i = 0; i < 9; i++) again.push((await sendFrom(firstOrder, first)).json().code);
    expect(again).toEqual(Array(9).fill(0));
    expect((await sendFrom(firstOrder, first)).json()).toMatchObject({
      code: 1004,
      msg: 'Too many requests, please try again later',
    });
  });

  it('the gate admits a pass for today once, and a second scan says when', async () => {
    const order = await paidOrder(today, 2);
    const scan = (code: string, key = STAFF_KEY) =>
      call(t.app, 'POST', '/index/gate/scan', {
        body: { code },
        langue: 'en',
        headers: { 'x-staff-key': key },
      });
    expect((await scan(order.pass.code, 'wrong-key-wrong-key')).json.code).toBe(1008);
    const first = await scan(order.pass.code);
    expect(first.json).toMatchObject({ code: 0, data: { orderNo: order.orderNo, quantity: 2 } });
    const second = await scan(order.pass.code);
    expect(second.json).toMatchObject({
      code: 3006,
      msg: 'This ticket was already used',
      data: { usedAt: first.json.data.usedAt },
    });
    const after = await call(t.app, 'GET', `/index/order/orderDetail?id=${order.id}`, {
      headers: { token },
    });
    expect(after.json.data).toMatchObject({ status: 'used', pass: { status: 'used' } });

    const forged = `${'A'.repeat(22)}.${'B'.repeat(16)}`;
    expect((await scan(forged)).json.code).toBe(3008);
    const later = await paidOrder(addDays(today, 2), 1);
    expect((await scan(later.pass.code)).json.code).toBe(3007);
  });

  it('two gates scanning one pass at once admit it once; a ticket moved while scanned is not both', async () => {
    const order = await paidOrder(today, 2);
    const other = await t.secondInstance();
    const scanAt = (app: typeof t.app) =>
      call(app, 'POST', '/index/gate/scan', {
        body: { code: order.pass.code },
        langue: 'en',
        headers: { 'x-staff-key': STAFF_KEY },
      });
    try {
      const scans = await Promise.all(
        Array.from({ length: 10 }, (_, i) => scanAt(i % 2 ? other.app : t.app)),
      );
      expect(scans.map((answer) => answer.json.code).sort()).toEqual([
        0, 3006, 3006, 3006, 3006, 3006, 3006, 3006, 3006, 3006,
      ]);

      const moving = await paidOrder(today, 1);
      const [scanned, moved] = await Promise.all([
        call(t.app, 'POST', '/index/gate/scan', {
          body: { code: moving.pass.code },
          headers: { 'x-staff-key': STAFF_KEY },
        }),
        call(
          other.app,
          'GET',
          `/index/order/changeOrderTime?id=${moving.id}&date=${addDays(today, 3)}`,
          {
            headers: { token },
          },
        ),
      ]);
      const outcome = [scanned.json.code, moved.json.code];
      expect([
        [0, 3005],
        [3007, 0],
      ]).toContainEqual(outcome);
    } finally {
      await other.close();
    }
  });

  it('lists the visitor payment records', async () => {
    const records = await call(t.app, 'GET', '/index/order/payRecord', {
      langue: 'en',
      headers: { token },
    });
    expect(records.json.code).toBe(0);
    expect(records.json.data.length).toBeGreaterThan(0);
    expect(records.json.data[0]).toMatchObject({
      kind: 'ticket',
      status: 'succeeded',
      provider: 'sandbox',
      refund: false,
    });
    const theirs = await call(t.app, 'GET', '/index/order/payRecord', {
      headers: { token: stranger },
    });
    expect(theirs.json.data).toEqual([]);
  });
});
