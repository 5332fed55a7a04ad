import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentService } from '#server/modules/payments/service.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';
import { createOrderService } from './service.ts';

describe.each(enginesUnderTest())('order numbers on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await signIn(t.app, t.database.db, `numbers-${engine.name}@example.com`);
  });
  afterAll(async () => t.close());

  it('draws again when a new order draws a number already taken, instead of failing', async () => {
    const db = t.database.db;
    const draws = ['S2611220000000A', 'S2611220000000A', 'S2611220000000A', 'S2611220000000B'];
    const orders = createOrderService({
      db,
      payments: createPaymentService({ db, secret: 'test', provider: 'sandbox', log: t.app.log }),
      holdMinutes: 15,
      unpaidCaps: { orders: 3, placesPerDate: 20 },
      log: t.app.log,
      drawOrderNo: () => draws.shift() ?? 'S-none-left',
    });
    const visitor = await db
      .selectFrom('visitor')
      .selectAll()
      .where('email', '=', `numbers-${engine.name}@example.com`)
      .executeTakeFirstOrThrow();
    const place = () =>
      orders.place(visitor, undefined, async () => ({
        kind: 'shop',
        holds: {},
        price: async () => ({
          title: '{"zh":"x","en":"x","ma":"x"}',
          cover: '',
          note: '',
          lines: [{ itemId: 1, name: '{"en":"x"}', unitPriceSen: 100, quantity: 1 }],
        }),
      }));
    const first = await place();
    const second = await place();
    expect(first.orderNo).toBe('S2611220000000A');
    expect(second.orderNo).toBe('S2611220000000B');
    expect(draws).toEqual([]);
  });
});
