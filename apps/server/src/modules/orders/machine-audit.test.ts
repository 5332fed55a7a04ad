import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { orderPage, payOnSandbox, placeGoodsOrder, placeTicketOrder } from '#test/orders.ts';
import { signInNewStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const STAFF_KEY = 'turnstile-key-for-tests-0123456';
const env = {
  STAFF_API_KEY: STAFF_KEY,
};

interface Entry {
  staffId: number | null;
  staffUserName: string | null;
  machine: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  ip: string;
}

interface Step {
  event: string;
  by: string | null;
  machine: string | null;
}

describe.each(enginesUnderTest())('moves machines make are audited on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let visitor = '';
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    admin = await signInStaff(t.app);
    visitor = await signIn(t.app, t.database.db, `machines-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  const auditOf = async (orderNo: string): Promise<Entry[]> => {
    const page = await staffCall(t.app, admin, 'GET', '/console/audit/list?limit=50');
    return (page.json.data.list as Entry[]).filter((entry) => entry.target === `order:${orderNo}`);
  };
  const historyOf = async (id: number): Promise<Step[]> => {
    const detail = await staffCall(t.app, admin, 'GET', `/console/orders/detail?id=${id}`);
    return detail.json.data.history;
  };

  async function paidFood() {
    const created = await placeGoodsOrder(t.app, visitor, 'food', { keyword: 'laksa' });
    await payOnSandbox(t.app, created.payUrl);
    return { id: created.id, orderNo: created.orderNo };
  }
  async function paidPass() {
    const { id, orderNo } = await placeTicketOrder(t.app, visitor, today);
    return { id, orderNo, code: (await orderPage(t.app, visitor, id)).pass.code as string };
  }

  it('a kitchen printer moving an order leaves a row naming the machine, as the screen does', async () => {
    const order = await paidFood();
    const advance = (to: string, key = STAFF_KEY) =>
      call(t.app, 'POST', '/index/staff/order/advance', {
        body: { orderNo: order.orderNo, to },
        headers: { 'x-staff-key': key },
      });
    expect((await advance('ready_for_pickup', 'not-the-staff-key')).json.code).toBe(1008);
    expect((await advance('completed')).json.code).toBe(3012);
    expect(await auditOf(order.orderNo)).toEqual([]);

    expect((await advance('ready_for_pickup')).json.code).toBe(0);
    expect(await auditOf(order.orderNo)).toEqual([
      expect.objectContaining({
        staffId: null,
        staffUserName: null,
        machine: 'staff-key',
        action: 'order.advanced',
        before: { status: 'making' },
        after: { status: 'ready_for_pickup' },
        ip: '127.0.0.1',
      }),
    ]);
    // The kitchen screen's own move of the same order reads the same, with a person as the actor.
    const cook = await signInNewStaff(t.app, admin, `cook${engine.name}`, ['kitchen']);
    await staffCall(t.app, cook, 'POST', '/console/kitchen/advance', {
      body: { orderNo: order.orderNo, to: 'completed' },
    });
    const [byCook] = await auditOf(order.orderNo);
    expect(byCook).toMatchObject({ staffUserName: `cook${engine.name}`, machine: null });
    expect((await historyOf(order.id)).filter((step) => step.event === 'order.advanced')).toEqual([
      expect.objectContaining({ by: null, machine: 'staff-key' }),
      expect.objectContaining({ by: `cook${engine.name}`, machine: null }),
    ]);
  });

  it('a turnstile admitting a ticket leaves a row naming the machine; a second scan leaves none', async () => {
    const pass = await paidPass();
    const scan = () =>
      call(t.app, 'POST', '/index/gate/scan', {
        body: { code: pass.code },
        headers: { 'x-staff-key': STAFF_KEY },
      });
    expect((await scan()).json.code).toBe(0);
    expect((await scan()).json.code).toBe(3006);
    expect(await auditOf(pass.orderNo)).toEqual([
      expect.objectContaining({
        staffId: null,
        machine: 'staff-key',
        action: 'order.admitted',
        before: { status: 'ready_to_use' },
        after: { status: 'used' },
      }),
    ]);
    // The check-in shows once in the order's history, with who let the ticket in.
    const history = await historyOf(pass.id);
    expect(history.filter((step) => /checked_in|admitted/.test(step.event))).toEqual([
      expect.objectContaining({ event: 'order.admitted', machine: 'staff-key' }),
    ]);
  });

  it('the gate screen admitting a ticket leaves a row naming the person', async () => {
    const pass = await paidPass();
    const gate = await signInNewStaff(t.app, admin, `gate${engine.name}`, ['gate']);
    const checkIn = () =>
      staffCall(t.app, gate, 'POST', '/console/gate/checkin', { body: { code: pass.code } });
    expect((await checkIn()).json.code).toBe(0);
    expect((await checkIn()).json.code).toBe(3006);
    expect(await auditOf(pass.orderNo)).toEqual([
      expect.objectContaining({
        staffUserName: `gate${engine.name}`,
        machine: null,
        action: 'order.admitted',
      }),
    ]);
  });
});
