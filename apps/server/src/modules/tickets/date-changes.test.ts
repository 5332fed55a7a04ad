import { ERROR_CODE } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { orderPage, payOnSandbox, placeTicketOrder, soldOn } from '#test/orders.ts';
import { signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

/** Moves to another date cost the difference of the dates' prices (decision 041), on both engines. */
describe.each(enginesUnderTest())('date changes that cost the difference on $name', (engine) => {
  let t: TestApp;
  let token = '';
  let admin = '';
  const today = attractionToday('+08:00');
  /** The day pass's adult price on a day at 100 %. */
  let adultSen = 0;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t.app, t.database.db, `mover-${engine.name}@example.com`);
    admin = await signInStaff(t.app);
    const info = await call(t.app, 'GET', '/index/index/ticketInfo?id=1');
    adultSen = Math.round(Number(info.json.data.variants[0].price) * 100);
  });
  afterAll(async () => t.close());

  /** Sets a date's price for the day pass, as the console's calendar does. */
  async function priceDay(date: string, percent: number) {
    await t.database.db
      .insertInto('ticket_day')
      .values({ ticket_id: 1, date, capacity: 500, price_percent: percent })
      .onConflict((conflict) =>
        conflict.columns(['ticket_id', 'date']).doUpdateSet({ price_percent: percent }),
      )
      .execute();
  }
  async function paidOrder(date: string, quantity = 2) {
    const created = await placeTicketOrder(t.app, token, date, { quantity });
    return orderPage(t.app, token, created.id);
  }
  const move = async (id: number, date: string) =>
    (
      await call(t.app, 'GET', `/index/order/changeOrderTime?id=${id}&date=${date}`, {
        langue: 'en',
        headers: { token },
      })
    ).json;
  const prices = async (id: number, from: string) =>
    (
      await call(t.app, 'GET', `/index/order/changeOrderPrices?id=${id}&from=${from}`, {
        headers: { token },
      })
    ).json.data as {
      free: boolean;
      refundsCheaper: boolean;
      holdMinutes: number;
      days: { date: string; difference: string }[];
    };
  const payments = (orderId: number) =>
    t.database.db
      .selectFrom('payment')
      .select(['amount_sen', 'status', 'refunded_sen', 'purpose'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  const rm = (sen: number) => (sen / 100).toFixed(2);

  it('shows each date’s difference, and moves to a dearer date only once the difference is paid', async () => {
    const from = addDays(today, 40);
    const dearer = addDays(today, 41);
    await priceDay(dearer, 150);
    const order = await paidOrder(from);
    const shown = await prices(order.id, from);
    expect(shown.free).toBe(false);
    expect(shown.holdMinutes).toBe(t.config.ORDER_HOLD_MINUTES);
    const difference = adultSen * 2 * 0.5;
    expect(shown.days.find((day) => day.date === dearer)?.difference).toBe(rm(difference));
    expect(shown.days.find((day) => day.date === from)?.difference).toBe('0.00');

    const asked = await move(order.id, dearer);
    expect(asked.code).toBe(0);
    // Not moved yet: the new date's places are held, the old ones kept, the difference asked.
    expect(asked.data.reserveDate).toBe(from);
    expect(asked.data.dateChange).toMatchObject({ date: dearer, difference: rm(difference) });
    expect([await soldOn(t.database.db, from), await soldOn(t.database.db, dearer)]).toEqual([
      2, 2,
    ]);
    const paid = await payOnSandbox(t.app, asked.data.dateChange.payUrl);
    expect(paid.statusCode).toBe(303);
    const moved = await orderPage(t.app, token, order.id);
    expect(moved.reserveDate).toBe(dearer);
    expect(moved.dateChange).toBeNull();
    expect(moved.status).toBe('ready_to_use');
    expect(moved.total).toBe(rm(adultSen * 2 + difference));
    expect([await soldOn(t.database.db, from), await soldOn(t.database.db, dearer)]).toEqual([
      0, 2,
    ]);
    // The order's own payment still reads as paid, not as the difference's.
    expect(moved.lastPayment).toBe('succeeded');

    // A whole refund gives back both payments: what it cost, then the difference.
    const refund = await t.app.orders.refund({ orderId: order.id, reason: 'ill', staffId: null });
    expect(refund.amountSen).toBe(adultSen * 2 + difference);
    expect((await payments(order.id)).map((p) => [p.amount_sen, p.refunded_sen])).toEqual([
      [adultSen * 2, adultSen * 2],
      [difference, difference],
    ]);
  });

  it('gives the held places back when the difference is not paid in time, and money after that back too', async () => {
    const from = addDays(today, 42);
    const dearer = addDays(today, 43);
    await priceDay(dearer, 200);
    const order = await paidOrder(from, 1);
    const asked = await move(order.id, dearer);
    expect(await soldOn(t.database.db, dearer)).toBe(1);
    const payPage = () => t.app.inject({ method: 'GET', url: asked.data.dateChange.payUrl });
    expect((await payPage()).body).toContain('name="action" value="pay"');
    await t.database.db
      .updateTable('ticket_date_change')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_id', '=', order.id)
      .execute();
    await t.app.orders.expireOverdue();
    expect(await soldOn(t.database.db, dearer)).toBe(0);
    const page = await orderPage(t.app, token, order.id);
    expect([page.reserveDate, page.dateChange]).toEqual([from, null]);
    // The withdrawn payment's page no longer takes money.
    expect((await payPage()).body).not.toContain('name="action" value="pay"');
  });

  it('can still be paid after the visitor cancelled on the payment page, as an order can', async () => {
    const from = addDays(today, 51);
    const dearer = addDays(today, 52);
    await priceDay(dearer, 150);
    const order = await paidOrder(from, 1);
    const asked = await move(order.id, dearer);
    const payUrl = asked.data.dateChange.payUrl as string;
    await t.app.inject({
      method: 'POST',
      url: payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.body).toContain('name="action" value="pay"');
    expect((await orderPage(t.app, token, order.id)).dateChange?.payUrl).toBe(payUrl);
    await payOnSandbox(t.app, payUrl);
    expect((await orderPage(t.app, token, order.id)).reserveDate).toBe(dearer);
  });

  it('lets a new move replace one still waiting for its difference', async () => {
    const from = addDays(today, 44);
    const dearer = addDays(today, 45);
    const same = addDays(today, 46);
    await priceDay(dearer, 130);
    const order = await paidOrder(from, 1);
    await move(order.id, dearer);
    const moved = await move(order.id, same);
    expect(moved.data).toMatchObject({ reserveDate: same, dateChange: null });
    expect(await soldOn(t.database.db, dearer)).toBe(0);
    expect(await soldOn(t.database.db, same)).toBe(1);
  });

  it('refunds nothing for a cheaper date unless the operator says so, audited', async () => {
    const from = addDays(today, 47);
    const cheaper = addDays(today, 48);
    await priceDay(from, 100);
    await priceDay(cheaper, 80);
    const kept = await paidOrder(from, 1);
    expect((await prices(kept.id, from)).days.find((d) => d.date === cheaper)?.difference).toBe(
      '0.00',
    );
    expect((await move(kept.id, cheaper)).data.reserveDate).toBe(cheaper);
    expect((await payments(kept.id)).map((p) => p.refunded_sen)).toEqual([0]);

    const saved = await staffCall(t.app, admin, 'POST', '/console/settings/date-changes/save', {
      body: { refundCheaper: true },
    });
    expect(saved.json.data).toEqual({ refundCheaper: true });
    const back = await paidOrder(from, 1);
    const shown = await prices(back.id, from);
    expect(shown.refundsCheaper).toBe(true);
    expect(shown.days.find((d) => d.date === cheaper)?.difference).toBe(rm(-adultSen * 0.2));
    const moved = await move(back.id, cheaper);
    expect(moved.data.reserveDate).toBe(cheaper);
    expect(moved.data.total).toBe(rm(adultSen * 0.8));
    expect((await payments(back.id)).map((p) => p.refunded_sen)).toEqual([adultSen * 0.2]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'settings.date_changes_saved')
      .execute();
    expect(audit).toHaveLength(1);
    await staffCall(t.app, admin, 'POST', '/console/settings/date-changes/save', {
      body: { refundCheaper: false },
    });
  });

  it('keeps moves under the weather guarantee free', async () => {
    const order = await paidOrder(addDays(today, 1), 1);
    const rainy = addDays(today, -1);
    await t.database.db
      .updateTable('orders')
      .set({ visit_date: rainy })
      .where('id', '=', order.id)
      .execute();
    await t.database.db
      .insertInto('rain_day')
      .values({ date: rainy, note: 'storm', created_at: new Date().toISOString() })
      .execute();
    const dearer = addDays(today, 49);
    await priceDay(dearer, 150);
    const shown = await prices(order.id, today);
    expect(shown.free).toBe(true);
    expect(shown.days.every((day) => day.difference === '0.00')).toBe(true);
    const moved = await move(order.id, dearer);
    expect(moved.data).toMatchObject({ reserveDate: dearer, dateChange: null });
  });

  it("answers nothing of another visitor's ticket, and refuses the settings to non-admins", async () => {
    const order = await paidOrder(addDays(today, 50), 1);
    const stranger = await signIn(t.app, t.database.db, `stranger-${engine.name}@example.com`);
    const peek = await call(t.app, 'GET', `/index/order/changeOrderPrices?id=${order.id}`, {
      headers: { token: stranger },
    });
    expect(peek.json.code).toBe(ERROR_CODE.notFound);
    const bad = await staffCall(t.app, admin, 'POST', '/console/settings/date-changes/save', {
      body: { refundCheaper: 'yes' },
    });
    expect(bad.json.code).toBe(ERROR_CODE.validation);
  });
});
