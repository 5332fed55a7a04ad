import { consoleOrderQuerySchema } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { createAudit } from '#server/modules/audit/service.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { payOnSandbox } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';
import { type ConsoleOrders, createConsoleOrders, csvField } from './console.ts';

describe.each(enginesUnderTest())("staff's order search on $name", (engine) => {
  let t: TestApp;
  let consoleOrders: ConsoleOrders;
  const today = attractionToday('+08:00');
  const placed: Record<string, { id: number; orderNo: string }> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    consoleOrders = createConsoleOrders({
      db: t.database.db,
      orders: t.app.orders,
      payments: t.app.payments,
      audit: createAudit({ db: t.database.db, now: Date.now, utcOffset: '+08:00' }),
      utcOffset: '+08:00',
    });
    const info = await call(t.app, 'GET', '/index/index/ticketInfo?id=1');
    const variantId = info.json.data.variants[0].id;
    for (const [who, days, pay] of [
      ['siti.rahman', 3, true],
      ['ahmad_100', 4, false],
    ] as const) {
      const token = await signIn(t.app, t.database.db, `${who}@example.com`);
      const created = await call(t.app, 'POST', '/index/order/createTicketOrder', {
        body: { ticketId: 1, date: addDays(today, days), items: [{ variantId, quantity: 2 }] },
        headers: { token },
      });
      if (pay) {
        await payOnSandbox(t.app, created.json.data.payUrl);
      }
      placed[who] = created.json.data;
    }
  });
  afterAll(async () => t.close());

  const search = (query: Record<string, string>) =>
    consoleOrders.search(consoleOrderQuerySchema.parse(query), 'en');
  const numbers = async (query: Record<string, string>) =>
    (await search(query)).list.map((row) => row.orderNo);

  it('finds orders by part of an e-mail, in any case, and by the start of an order number', async () => {
    const siti = placed['siti.rahman']?.orderNo ?? '';
    expect(await numbers({ contact: 'siti.rah' })).toEqual([siti]);
    expect(await numbers({ contact: 'SITI.RAHMAN@EXAMPLE' })).toEqual([siti]);
    expect(await numbers({ orderNo: siti.slice(0, 10).toLowerCase() })).toContain(siti);
    // A % or _ typed in the box is a letter: "ahmad_" matches ahmad_100 only, "%" matches nobody.
    expect(await numbers({ contact: 'ahmad_' })).toEqual([placed.ahmad_100?.orderNo]);
    expect(await numbers({ contact: '%' })).toEqual([]);
  });

  it('filters by status, kind, visit date and the day it was placed', async () => {
    const siti = placed['siti.rahman']?.orderNo;
    const ahmad = placed.ahmad_100?.orderNo;
    expect(await numbers({ status: 'ready_to_use', kind: 'ticket' })).toEqual([siti]);
    expect(await numbers({ status: 'pending_payment' })).toEqual([ahmad]);
    expect(await numbers({ kind: 'food' })).toEqual([]);
    expect(await numbers({ visitFrom: addDays(today, 4), visitTo: addDays(today, 4) })).toEqual([
      ahmad,
    ]);
    expect(await numbers({ createdFrom: today, createdTo: today })).toEqual([ahmad, siti]);
    expect(await numbers({ createdFrom: addDays(today, 1) })).toEqual([]);
    const page = await search({ limit: '1', page: '2' });
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1, list: [{ orderNo: siti }] });
    expect(page.list[0]).toMatchObject({
      kind: 'ticket',
      quantity: 2,
      total: '90.00',
      refunded: '0.00',
      visitor: { email: 'siti.rahman@example.com' },
    });
  });

  it('shows one order with its lines, payments and refunds', async () => {
    const id = placed['siti.rahman']?.id ?? 0;
    const before = await consoleOrders.detail(id, 'en');
    expect(before.payments).toEqual([
      expect.objectContaining({ provider: 'sandbox', amount: '90.00', status: 'succeeded' }),
    ]);
    const lineId = before.lines[0]?.id ?? 0;
    await t.app.orders.refund({
      orderId: id,
      lines: [{ lineId, quantity: 1 }],
      reason: 'one fell ill',
      staffId: 3,
    });
    const after = await consoleOrders.detail(id, 'en');
    expect(after.lines[0]).toMatchObject({ id: lineId, quantity: 2, refunded: 1 });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: '45.00',
        status: 'succeeded',
        reason: 'one fell ill',
        staffId: 3,
      }),
    ]);
    expect(after.payments[0]?.refunded).toBe('45.00');
    expect(after.order).toMatchObject({ status: 'ready_to_use', refunds: [{ amount: '45.00' }] });
    await expect(consoleOrders.detail(99_999_999, 'en')).rejects.toMatchObject({
      key: 'notFound',
    });
  });

  it('exports the filtered list as CSV a spreadsheet reads safely', async () => {
    const csv = await consoleOrders.csv(consoleOrderQuerySchema.parse({ kind: 'ticket' }), 'en');
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'order_no,kind,status,title,quantity,total_rm,promo_code,discount_rm,refunded_rm,visit_date,created_at,paid_at,phone,email',
    );
    expect(rows).toHaveLength(3);
    expect(csv).toContain('siti.rahman@example.com');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(12)).toBe('12');
  });

  it('refuses a search it cannot read with the usual message', () => {
    for (const query of [
      { createdFrom: '2026-11-31' },
      { status: 'lost' },
      { kind: 'car' },
      { limit: '500' },
      { orderNo: 'x'.repeat(41) },
    ]) {
      expect(consoleOrderQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
