import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { orderPage, placeTicketOrder } from '#test/orders.ts';
import { signInNewStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';
import { issuePass, shortPassCode } from './passes.ts';

const STAFF_KEY = 'turnstile-key-for-short-codes-01';
const env = {
  STAFF_API_KEY: STAFF_KEY,
};
const SYMBOL = '[0-9A-HJKMNP-TV-Z]';
const GROUPED = new RegExp(`^${SYMBOL}{3}-${SYMBOL}{4}-${SYMBOL}{3}$`);

interface Pass {
  id: number;
  orderNo: string;
  code: string;
  shortCode: string;
}

describe.each(enginesUnderTest())('short pass codes on $name', (engine) => {
  let t: TestApp;
  let visitor = '';
  let gate = '';
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    visitor = await signIn(t.app, t.database.db, `short-${engine.name}@example.com`);
    const admin = await signInStaff(t.app);
    gate = await signInNewStaff(t.app, admin, `gateshort${engine.name}`, ['gate']);
  });
  afterAll(async () => t.close());

  /** Buys and pays day passes for `date` as a visitor does; answers the order's pass. */
  async function paidPass(date = today, quantity = 1): Promise<Pass> {
    const { id } = await placeTicketOrder(t.app, visitor, date, { quantity });
    const detail = await orderPage(t.app, visitor, id);
    const { code, shortCode } = detail.pass;
    return { id, orderNo: detail.orderNo, code, shortCode };
  }
  /** The gate screen's check-in, as gate staff type it. */
  const checkIn = async (code: string) =>
    (
      await staffCall(t.app, gate, 'POST', '/console/gate/checkin', {
        body: { code },
        langue: 'en',
      })
    ).json;
  /** A turnstile's scan. */
  const scan = async (code: string) =>
    (
      await call(t.app, 'POST', '/index/gate/scan', {
        body: { code },
        langue: 'en',
        headers: { 'x-staff-key': STAFF_KEY },
      })
    ).json;
  const passStatus = async (id: number) =>
    (
      await t.database.db
        .selectFrom('ticket_pass')
        .select('status')
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('every paid ticket gets its own short code, grouped, kept unique by the database', async () => {
    const passes: Pass[] = [];
    for (let i = 0; i < 6; i++) passes.push(await paidPass(addDays(today, 40)));
    for (const pass of passes) expect(pass.shortCode).toMatch(GROUPED);
    expect(new Set(passes.map((pass) => pass.shortCode)).size).toBe(6);
    const stored = await t.database.db
      .selectFrom('ticket_pass')
      .select(['order_id', 'short_code'])
      .where(
        'order_id',
        'in',
        passes.map((pass) => pass.id),
      )
      .execute();
    for (const row of stored) {
      const pass = passes.find((candidate) => candidate.id === row.order_id);
      expect(row.short_code).toBe(pass?.shortCode.replaceAll('-', ''));
    }
    const [first, second] = stored;
    await expect(
      t.database.db
        .updateTable('ticket_pass')
        .set({ short_code: first?.short_code ?? '' })
        .where('order_id', '=', second?.order_id ?? 0)
        .execute(),
    ).rejects.toThrow();
  });

  it('a short code another pass already holds is drawn again; a pass is issued once', async () => {
    const taken = (await paidPass(addDays(today, 41))).shortCode.replaceAll('-', '');
    const unpaid = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: { ticketId: 1, date: addDays(today, 41), items: [{ variantId: 1, quantity: 1 }] },
      headers: { token: visitor },
    });
    const order = await t.database.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', unpaid.json.data.id)
      .executeTakeFirstOrThrow();
    let fresh = shortPassCode();
    while (fresh === taken) fresh = shortPassCode();
    const draws = [taken, fresh];
    const drawn: string[] = [];
    const draw = () => {
      const next = draws.shift() ?? shortPassCode();
      drawn.push(next);
      return next;
    };
    await t.database.db.transaction().execute((trx) => issuePass(trx, order, 'secret', draw));
    await t.database.db.transaction().execute((trx) => issuePass(trx, order, 'secret', draw));
    const passes = await t.database.db
      .selectFrom('ticket_pass')
      .select('short_code')
      .where('order_id', '=', order.id)
      .execute();
    expect(drawn.slice(0, 2)).toEqual([taken, fresh]);
    expect(passes).toEqual([{ short_code: fresh }]);
  });

  it('the gate screen admits a pass by its short code typed in any case, with or without separators', async () => {
    const pass = await paidPass(today, 2);
    const typed = pass.shortCode.toLowerCase().replaceAll('-', '');
    const first = await checkIn(typed);
    expect(first).toMatchObject({
      code: 0,
      data: {
        orderNo: pass.orderNo,
        shortCode: pass.shortCode,
        quantity: 2,
        visitDate: today,
        tickets: [{ quantity: 2 }],
      },
    });
    // Again, typed another way, and then by the QR: the same "already used", with the same time.
    const spaced = ` ${pass.shortCode.replaceAll('-', ' ')} `;
    const again = await checkIn(spaced);
    expect(again).toEqual({
      code: 3006,
      msg: 'This ticket was already used',
      data: { usedAt: first.data.usedAt },
    });
    expect(await checkIn(pass.code)).toEqual(again);
    expect(await scan(pass.shortCode)).toEqual(again);
  });

  it('a turnstile admits by the short code too, as typed on a keypad with dashes', async () => {
    const pass = await paidPass(today, 1);
    expect(await scan(pass.shortCode)).toMatchObject({
      code: 0,
      data: { orderNo: pass.orderNo, shortCode: pass.shortCode },
    });
    expect(await passStatus(pass.id)).toBe('used');
  });

  it('reads a typed O as 0, and I or L as 1', async () => {
    const pass = await paidPass(today, 1);
    const stored = `0110${pass.shortCode.replaceAll('-', '').slice(4)}`;
    await t.database.db
      .updateTable('ticket_pass')
      .set({ short_code: stored })
      .where('order_id', '=', pass.id)
      .execute();
    expect(await checkIn(`oIl-O${stored.slice(4, 7)}-${stored.slice(7)}`)).toMatchObject({
      code: 0,
      data: { orderNo: pass.orderNo, shortCode: `011-0${stored.slice(4, 7)}-${stored.slice(7)}` },
    });
  });

  it('a short code no pass holds, or that cannot be one, is not a valid ticket and admits nothing', async () => {
    const pass = await paidPass(today, 1);
    const real = pass.shortCode.replaceAll('-', '');
    // One symbol mistyped: another code, held by no pass.
    const last = real.at(-1) === 'X' ? 'Y' : 'X';
    const mistyped = `${real.slice(0, 9)}${last}`;
    const notValid = { code: 3008, msg: 'Not a valid ticket', data: null };
    for (const code of [
      mistyped,
      `${real.slice(0, 9)}U`,
      real.slice(0, 9),
      `${real}Z`,
      'K7Q+4M9T+D2X',
    ]) {
      expect([code, await checkIn(code)]).toEqual([code, notValid]);
      expect([code, await scan(code)]).toEqual([code, notValid]);
    }
    expect(await passStatus(pass.id)).toBe('ready');
  });

  it('a pass for another day or refunded answers the same by its short code as by its QR', async () => {
    const later = await paidPass(addDays(today, 2), 1);
    const notToday = await checkIn(later.shortCode);
    expect(notToday).toMatchObject({
      code: 3007,
      data: { visitDate: addDays(today, 2) },
    });
    expect(await checkIn(later.code)).toEqual(notToday);
    expect(await scan(later.shortCode.toLowerCase())).toEqual(notToday);

    const refunded = await paidPass(today, 1);
    await t.app.orders.refund({ orderId: refunded.id, reason: 'rain', staffId: null });
    const refusal = await checkIn(refunded.shortCode);
    expect(refusal).toEqual({ code: 3044, msg: 'This ticket was refunded', data: null });
    expect(await checkIn(refunded.code)).toEqual(refusal);
    expect(await scan(refunded.shortCode)).toEqual(refusal);
  });

  it('the e-mailed slip carries the short code in groups', async () => {
    const pass = await paidPass(addDays(today, 3), 1);
    const sent = await call(t.app, 'POST', '/index/order/ticketSendEmail', {
      body: { id: pass.id },
      langue: 'en',
      headers: { token: visitor },
    });
    expect(sent.json.code).toBe(0);
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('purpose', '=', 'ticket')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(
      `Ticket code (staff type it if the QR will not scan): ${pass.shortCode}`,
    );
    expect(mail.html).toContain(`>${pass.shortCode}</p>`);
  });
});
