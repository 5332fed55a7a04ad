import { senToRm } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { localizeJson } from '#server/lib/localize.ts';
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

describe.each(enginesUnderTest())('the console dashboard on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let gate = '';
  let cook = '';
  let desk = '';
  let visitor = '';
  const today = attractionToday('+08:00');
  const made: Record<'ticket' | 'shop' | 'food' | 'rental', number[]> = {
    ticket: [],
    shop: [],
    food: [],
    rental: [],
  };
  let refundSen = 0;

  const pay = (payUrl: string) => payOnSandbox(t.app, payUrl);

  async function ticketOrder(date: string, adults: number, children: number) {
    const created = await placeTicketOrder(t.app, visitor, date, {
      perVariant: [adults, children],
    });
    expect(created.code).toBe(0);
    made.ticket.push(created.id);
    return (await orderPage(t.app, visitor, created.id)).pass.code as string;
  }

  /** Goods of each kind are sold as orders of this kind. */
  const ORDER_KIND_OF = { store: 'shop', food: 'food', hire: 'rental' } as const;

  async function goodsOrder(kind: 'store' | 'food' | 'hire', num: number) {
    const list = await call(t.app, 'GET', `/index/index/goodList?kind=${kind}`);
    const goodsId = list.json.data.list[0].id as number;
    const goods = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    const created = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: {
        kind,
        items: [{ goods_id: goodsId, spec_id: goods.json.data.goodsSpec[0].id, num }],
        ...(kind === 'hire' ? { rental: { start: today, end: today } } : {}),
      },
      headers: { token: visitor },
    });
    expect(created.json.code).toBe(0);
    await pay(created.json.data.payUrl);
    made[ORDER_KIND_OF[kind]].push(created.json.data.id);
    return { id: created.json.data.id as number, orderNo: created.json.data.orderNo as string };
  }

  /** Money taken for the orders this test made, by kind (sen), less the refund. */
  async function takenByKind() {
    const ids = Object.values(made).flat();
    const rows = await t.database.db
      .selectFrom('payment')
      .innerJoin('orders', 'orders.id', 'payment.order_id')
      .select(['orders.kind', 'payment.amount_sen'])
      .where('payment.status', '=', 'succeeded')
      .where('payment.order_id', 'in', ids)
      .execute();
    const sums = new Map<string, number>();
    for (const row of rows) sums.set(row.kind, (sums.get(row.kind) ?? 0) + row.amount_sen);
    sums.set('shop', (sums.get('shop') ?? 0) - refundSen);
    return sums;
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    // The demo seed has no money in it: every figure below comes from the orders made here.
    const paid = await t.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('paid_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(paid.n)).toBe(0);
    admin = await signInStaff(t.app);
    for (const [userName, roles] of [
      ['gatekeeper', ['gate']],
      ['cook', ['kitchen']],
      ['desk', ['counter']],
    ] as const) {
      await createStaff(t.app, admin, { userName, roles, password: PASSWORD });
    }
    gate = await signInStaff(t.app, 'gatekeeper', PASSWORD);
    cook = await signInStaff(t.app, 'cook', PASSWORD);
    desk = await signInStaff(t.app, 'desk', PASSWORD);
    visitor = await signIn(t.app, t.database.db, `dashboard-${engine.name}@example.com`);

    const admitted = await ticketOrder(today, 2, 1);
    await ticketOrder(today, 1, 0);
    await ticketOrder(addDays(today, 3), 1, 1);
    const ready = await goodsOrder('food', 2);
    await goodsOrder('food', 1);
    const store = await goodsOrder('store', 3);
    await goodsOrder('hire', 1);

    const [line] = await t.database.db
      .selectFrom('order_line')
      .select('id')
      .where('order_id', '=', store.id)
      .execute();
    const refund = await t.app.orders.refund({
      orderId: store.id,
      lines: [{ lineId: line?.id ?? 0, quantity: 1 }],
      reason: 'one broken',
      staffId: null,
    });
    expect(refund.status).toBe('succeeded');
    refundSen = refund.amountSen;

    const checkIn = await staffCall(t.app, gate, 'POST', '/console/gate/checkin', {
      body: { code: admitted },
    });
    expect(checkIn.json.code).toBe(0);
    const advanced = await staffCall(t.app, cook, 'POST', '/console/kitchen/advance', {
      body: { orderNo: ready.orderNo, to: 'ready_for_pickup' },
    });
    expect(advanced.json.code).toBe(0);
  });
  afterAll(async () => t.close());

  it("answers each role with its own parts of today, and admins with all, from today's orders", async () => {
    const asGate = (await staffCall(t.app, gate, 'GET', '/console/dashboard/today')).json;
    expect(asGate).toMatchObject({ code: 0 });
    expect(asGate.data).toEqual({ date: today, visitors: { expected: 1, checkedIn: 3 } });

    const asCook = (await staffCall(t.app, cook, 'GET', '/console/dashboard/today')).json.data;
    expect(asCook).toEqual({
      date: today,
      food: { making: 1, readyForPickup: 1, completed: 0 },
    });

    const asDesk = (await staffCall(t.app, desk, 'GET', '/console/dashboard/today')).json.data;
    expect(asDesk).toEqual({ date: today, rentals: { toHandOut: 1, out: 0 } });

    const all = (await staffCall(t.app, admin, 'GET', '/console/dashboard/today')).json.data;
    expect(Object.keys(all).sort()).toEqual(
      ['calendar', 'date', 'food', 'giftCards', 'rentals', 'revenue', 'visitors'].sort(),
    );
    expect(all.visitors).toEqual(asGate.data.visitors);
    expect(all.food).toEqual(asCook.food);
    expect(all.rentals).toEqual(asDesk.rentals);

    const taken = await takenByKind();
    expect(refundSen).toBeGreaterThan(0);
    expect(
      Object.fromEntries(
        all.revenue.map((row: { kind: string; amount: string }) => [row.kind, row.amount]),
      ),
    ).toEqual(Object.fromEntries([...taken].map(([kind, sen]) => [kind, senToRm(sen)])));

    // The calendar: 14 days from today, each enabled ticket's places that day (its usual daily
    // capacity where no sale has made that day's row yet).
    const tickets = await t.database.db
      .selectFrom('ticket')
      .select(['id', 'daily_capacity'])
      .where('enabled', '=', 1)
      .execute();
    const rows = await t.database.db
      .selectFrom('ticket_day')
      .select(['ticket_id', 'date', 'capacity', 'sold', 'closed'])
      .execute();
    const expected = Array.from({ length: 14 }, (_, i) => {
      const date = addDays(today, i);
      const days = tickets.map((ticket) =>
        rows.find((row) => row.ticket_id === ticket.id && row.date === date),
      );
      return {
        date,
        capacity: tickets.reduce(
          (sum, ticket, index) => sum + (days[index]?.capacity ?? ticket.daily_capacity),
          0,
        ),
        sold: days.reduce((sum, day) => sum + (day?.sold ?? 0), 0),
        closed: days.length > 0 && days.every((day) => day?.closed === 1),
      };
    });
    expect(expected.some((day) => day.capacity > 0)).toBe(true);
    expect(all.calendar).toEqual(expected);
    expect(all.calendar[0].sold).toBeGreaterThanOrEqual(4);
    expect(all.calendar[3].sold).toBeGreaterThanOrEqual(2);
  });

  it('gives admins the last 30 days: money by day, best sellers, tickets by variant, refunds', async () => {
    const answer = await staffCall(t.app, admin, 'GET', '/console/dashboard/month', {
      langue: 'en',
    });
    expect(answer.json.code).toBe(0);
    const month = answer.json.data;
    expect(month).toMatchObject({ from: addDays(today, -29), to: today });
    const taken = await takenByKind();
    expect(month.revenueByDay).toEqual(
      [...taken]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, sen]) => ({ date: today, kind, amount: senToRm(sen) })),
    );
    expect(month.refunds).toEqual({ count: 1, amount: senToRm(refundSen) });

    // Expected from the lines of the orders made here, less the refunded unit.
    const lines = await t.database.db
      .selectFrom('order_line')
      .innerJoin('orders', 'orders.id', 'order_line.order_id')
      .leftJoin('ticket', 'ticket.id', 'orders.ticket_id')
      .select([
        'orders.kind',
        'order_line.name',
        'order_line.quantity',
        'order_line.refunded',
        'order_line.unit_price_sen',
        'ticket.name as ticket',
      ])
      .where('orders.id', 'in', Object.values(made).flat())
      .execute();
    const sum = (rows: typeof lines, key: (row: (typeof lines)[number]) => string) => {
      const out = new Map<string, { quantity: number; sen: number }>();
      for (const row of rows) {
        const seen = out.get(key(row)) ?? { quantity: 0, sen: 0 };
        seen.quantity += row.quantity - row.refunded;
        seen.sen += (row.quantity - row.refunded) * row.unit_price_sen;
        out.set(key(row), seen);
      }
      return out;
    };
    const goods = sum(
      lines.filter((row) => row.kind !== 'ticket'),
      (row) => JSON.stringify([row.kind, localizeJson(row.name, 'en')]),
    );
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...month.topGoods].sort(byName)).toEqual(
      [...goods]
        .map(([key, value]) => {
          const [kind, name] = JSON.parse(key) as [string, string];
          return { name, kind, quantity: value.quantity, amount: senToRm(value.sen) };
        })
        .sort(byName),
    );
    expect(month.topGoods.find((row: { kind: string }) => row.kind === 'shop').quantity).toBe(2);

    const tickets = sum(
      lines.filter((row) => row.kind === 'ticket'),
      (row) =>
        JSON.stringify([localizeJson(row.ticket ?? '{}', 'en'), localizeJson(row.name, 'en')]),
    );
    const byVariant = (a: { variant: string }, b: { variant: string }) =>
      a.variant.localeCompare(b.variant);
    expect([...month.ticketsByVariant].sort(byVariant)).toEqual(
      [...tickets]
        .map(([key, value]) => {
          const [ticket, variant] = JSON.parse(key) as [string, string];
          return { ticket, variant, quantity: value.quantity, amount: senToRm(value.sen) };
        })
        .sort(byVariant),
    );
    expect(month.ticketsByVariant.map((row: { quantity: number }) => row.quantity)).toEqual([4, 2]);
  });

  it('refuses a visitor (1001) and the last 30 days to anyone but an admin (1009)', async () => {
    expect((await staffCall(t.app, visitor, 'GET', '/console/dashboard/today')).json.code).toBe(
      1001,
    );
    expect((await staffCall(t.app, null, 'GET', '/console/dashboard/today')).json.code).toBe(1001);
    for (const token of [gate, cook, desk]) {
      expect((await staffCall(t.app, token, 'GET', '/console/dashboard/month')).json.code).toBe(
        1009,
      );
    }
  });
});
