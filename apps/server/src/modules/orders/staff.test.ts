import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { payOnSandbox } from '#test/orders.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const STAFF_KEY = 'kitchen-key-for-tests-0123456';
const env = {
  STAFF_API_KEY: STAFF_KEY,
};

describe.each(enginesUnderTest())('staff moving orders along on $name', (engine) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    token = await signIn(t.app, t.database.db, `hungry-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  async function paidOrder(kind: 'food' | 'hire', keyword: string) {
    const list = await call(t.app, 'GET', `/index/index/goodList?kind=${kind}&keyword=${keyword}`);
    const goodsId = list.json.data.list[0].id as number;
    const detail = await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`);
    const created = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: {
        kind,
        items: [{ goods_id: goodsId, spec_id: detail.json.data.goodsSpec[0].id, num: 1 }],
        ...(kind === 'hire' ? { rental: { start: soonDate() } } : {}),
      },
      headers: { token },
    });
    await payOnSandbox(t.app, created.json.data.payUrl);
    return created.json.data.orderNo as string;
  }
  const advance = (orderNo: string, to: string, key = STAFF_KEY) =>
    call(t.app, 'POST', '/index/staff/order/advance', {
      body: { orderNo, to },
      langue: 'en',
      headers: { 'x-staff-key': key },
    });

  it('food goes making, ready for pickup, completed; never backwards or twice', async () => {
    const orderNo = await paidOrder('food', 'laksa');
    expect((await advance(orderNo, 'ready_for_pickup', 'not-the-kitchen-key')).json.code).toBe(
      1008,
    );
    expect((await advance(orderNo, 'completed')).json.code).toBe(3012);
    const ready = await advance(orderNo, 'ready_for_pickup');
    expect(ready.json).toMatchObject({ code: 0, data: { status: 'ready_for_pickup' } });
    expect((await advance(orderNo, 'ready_for_pickup')).json.code).toBe(3012);
    expect((await advance(orderNo, 'completed')).json.data.status).toBe('completed');
  });

  it('a rental is handed out, then returned', async () => {
    const orderNo = await paidOrder('hire', 'umbrella');
    expect((await advance(orderNo, 'in_progress')).json.data.status).toBe('in_progress');
    expect((await advance(orderNo, 'completed')).json.data.status).toBe('completed');
    expect((await advance('S0000000000000', 'completed')).json.code).toBe(1003);
  });
});
