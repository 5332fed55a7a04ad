import { paymentStartSchema, ticketInfoSchema } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

// One visitor stands in for many buyers here; what one visitor may hold unpaid has its own tests.
const env = {
  UNPAID_ORDERS_PER_VISITOR: '1000',
  UNPAID_PLACES_PER_DATE: '1000',
};

describe.each(enginesUnderTest())('dated tickets on $name', (engine) => {
  let t: TestApp;
  let token = '';
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    token = await signIn(t.app, t.database.db, `buyer-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const info = async (id: number, from?: string) =>
    ticketInfoSchema.parse(
      (
        await call(t.app, 'GET', `/index/index/ticketInfo?id=${id}${from ? `&from=${from}` : ''}`, {
          langue: 'en',
        })
      ).json.data,
    );
  const order = (body: object, as = token) =>
    call(t.app, 'POST', '/index/order/createTicketOrder', {
      body,
      langue: 'en',
      headers: { token: as },
    });
  const dayRow = (ticketId: number, date: string) =>
    t.database.db
      .selectFrom('ticket_day')
      .selectAll()
      .where('ticket_id', '=', ticketId)
      .where('date', '=', date)
      .executeTakeFirst();

  it('ticketInfo answers variants, slots and 31 days of places and prices', async () => {
    const dayPass = await info(1);
    expect(dayPass.variants.map((v) => [v.name, v.price])).toEqual([
      ['Adult', '45.00'],
      ['Child (3–12)', '25.00'],
      ['Senior (60+)', '30.00'],
      ['Adult · Malaysian', '30.00'],
      ['Child · Malaysian', '15.00'],
      ['OKU', '15.00'],
    ]);
    expect(dayPass.days).toHaveLength(31);
    expect(dayPass.days[0]).toMatchObject({ date: today, state: 'open', remaining: 500 });
    // The seeded holiday is priced at 120%.
    const holiday = dayPass.days.find((day) => day.date === addDays(today, 12));
    expect(holiday?.prices[String(dayPass.variants[0]?.id)]).toBe('54.00');

    const canopy = await info(2);
    expect(canopy.slots.map((slot) => slot.label)).toEqual([
      '09:00–10:30',
      '10:30–12:00',
      '13:30–15:00',
      '15:00–16:30',
    ]);
    expect(canopy.days.find((day) => day.date === addDays(today, 9))?.state).toBe('closed');
    expect(Object.values(canopy.days[0]?.slots ?? {})).toEqual([60, 60, 60, 60]);

    const unknown = await call(t.app, 'GET', '/index/index/ticketInfo?id=999', { langue: 'en' });
    expect(unknown.json).toEqual({ code: 1003, msg: 'Not found', data: null });
  });

  it('prices an order on the server and holds its places', async () => {
    const date = addDays(today, 3);
    const dayPass = await info(1);
    const [adult, child] = dayPass.variants;
    const answer = await order({
      ticketId: 1,
      date,
      items: [
        { variantId: adult?.id, quantity: 2 },
        { variantId: child?.id, quantity: 1 },
      ],
      price: '0.01',
    });
    expect(answer.json.code).toBe(0);
    const start = paymentStartSchema.parse(answer.json.data);
    expect(start.total).toBe('115.00');
    expect(start.payUrl).toMatch(/^\/pay\/sandbox\/[A-Za-z0-9_-]+$/);
    expect(Date.parse(start.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await dayRow(1, date))?.sold).toBe(3);
    expect((await info(1, date)).days[0]?.remaining).toBe(497);

    const detail = await call(t.app, 'GET', `/index/order/orderDetail?id=${start.id}`, {
      langue: 'en',
      headers: { token },
    });
    expect(detail.json.data).toMatchObject({
      status: 'pending_payment',
      reserveDate: date,
      total: '115.00',
      lines: [
        { name: 'Adult', quantity: 2, unitPrice: '45.00', subtotal: '90.00' },
        { name: 'Child (3–12)', quantity: 1, unitPrice: '25.00', subtotal: '25.00' },
      ],
      pass: null,
    });
  });

  it('refuses bad orders with a clear message and holds nothing', async () => {
    const date = addDays(today, 4);
    const canopy = await info(2);
    const adult = canopy.variants[0]?.id ?? 0;
    const cases: [object, number, string][] = [
      [
        { ticketId: 2, date, items: [{ variantId: adult, quantity: 1 }] },
        1002,
        'Please choose a time slot',
      ],
      [
        {
          ticketId: 2,
          date,
          slotId: canopy.slots[0]?.id,
          items: [{ variantId: adult, quantity: 0 }],
        },
        1002,
        'Please choose how many',
      ],
      [
        {
          ticketId: 2,
          date,
          slotId: canopy.slots[0]?.id,
          items: [{ variantId: adult, quantity: -1 }],
        },
        1002,
        'Please choose how many',
      ],
      [
        {
          ticketId: 2,
          date,
          slotId: canopy.slots[0]?.id,
          items: [{ variantId: adult, quantity: 1e9 }],
        },
        1002,
        'At most 20 in one order',
      ],
      [
        {
          ticketId: 2,
          date,
          slotId: canopy.slots[0]?.id,
          items: [{ variantId: 999, quantity: 1 }],
        },
        1002,
        'Invalid value',
      ],
      [
        {
          ticketId: 2,
          date: addDays(today, -1),
          slotId: canopy.slots[0]?.id,
          items: [{ variantId: adult, quantity: 1 }],
        },
        3002,
        'Tickets are not sold for that date',
      ],
      [
        {
          ticketId: 2,
          date: addDays(today, 9),
          slotId: canopy.slots[0]?.id,
          items: [{ variantId: adult, quantity: 1 }],
        },
        3002,
        'Tickets are not sold for that date',
      ],
      [{ ticketId: 2, date: 'tomorrow', items: [] }, 1002, 'Please choose a date'],
    ];
    for (const [body, code, msg] of cases) {
      expect((await order(body)).json, JSON.stringify(body)).toEqual({ code, msg, data: null });
    }
    expect((await dayRow(2, date))?.sold ?? 0).toBe(0);
    const anonymous = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: { ticketId: 1, date, items: [{ variantId: 1, quantity: 1 }] },
    });
    expect(anonymous.json.code).toBe(1001);
  });

  it('200 concurrent buyers for the last 50 places sell exactly 50', async () => {
    const date = addDays(today, 5);
    const dayPass = await info(1);
    const adult = dayPass.variants[0]?.id;
    await t.database.db
      .insertInto('ticket_day')
      .values({ ticket_id: 1, date, capacity: 500, sold: 450 })
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        order({ ticketId: 1, date, items: [{ variantId: adult, quantity: 1 }] }),
      ),
    );
    const sold = answers.filter((answer) => answer.json.code === 0).length;
    const refused = answers.filter((answer) => answer.json.code === 3001);
    expect(sold).toBe(50);
    expect(refused).toHaveLength(150);
    expect(refused[0]?.json.msg).toBe('Not enough places left on that date');
    expect((await dayRow(1, date))?.sold).toBe(500);
    expect((await info(1, date)).days[0]).toMatchObject({ state: 'soldOut', remaining: 0 });
  });

  it('an expired order gives its places back exactly once, even with two sweepers at once', async () => {
    const date = addDays(today, 6);
    const canopy = await info(2);
    const slotId = canopy.slots[1]?.id ?? 0;
    const answer = await order({
      ticketId: 2,
      date,
      slotId,
      items: [{ variantId: canopy.variants[0]?.id, quantity: 4 }],
    });
    const { id } = answer.json.data;
    expect((await dayRow(2, date))?.sold).toBe(4);
    await t.database.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const second = await t.secondInstance();
    try {
      const counts = await Promise.all([
        t.app.orders.expireOverdue(),
        second.app.orders.expireOverdue(),
      ]);
      expect(counts[0] + counts[1]).toBe(1);
    } finally {
      await second.close();
    }
    expect((await dayRow(2, date))?.sold).toBe(0);
    const slot = await t.database.db
      .selectFrom('ticket_slot_day')
      .select('sold')
      .where('slot_id', '=', slotId)
      .where('date', '=', date)
      .executeTakeFirstOrThrow();
    expect(slot.sold).toBe(0);
    const detail = await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, {
      headers: { token },
    });
    expect(detail.json.data.status).toBe('expired');
    const rePay = await call(t.app, 'POST', '/index/order/orderRePay', {
      body: { id },
      langue: 'en',
      headers: { token },
    });
    expect(rePay.json.code).toBe(3003);
  });
});
