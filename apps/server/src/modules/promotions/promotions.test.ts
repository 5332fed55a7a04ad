import { ERROR_CODE, STAFF_TOKEN_HEADER } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { cendol, payOnSandbox } from '#test/orders.ts';
import { signInNewStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';
import { WRONG_CODE_LIMIT } from './checkout.ts';

/** A scope with nothing chosen, to choose from. */
const NOTHING_CHOSEN = { kinds: [], ticketIds: [], variantIds: [], goodsIds: [], categoryIds: [] };

/** Promotion codes from the console to the visitor's checkout, on both engines (decision 040). */
describe.each(enginesUnderTest())('promotion codes on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let visitor = '';
  let variants: { id: number; price: string }[] = [];
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signInStaff(t.app);
    visitor = await signIn(t.app, t.database.db, `promo-${engine.name}@example.com`);
    variants = (await call(t.app, 'GET', '/index/index/ticketInfo?id=1')).json.data.variants;
  });
  afterAll(async () => t.close());

  const newVisitor = () =>
    signIn(t.app, t.database.db, `promo-${engine.name}-${++serial}@example.com`);
  const savePromotion = async (body: object, langue = 'en') =>
    (await staffCall(t.app, admin, 'POST', '/console/promotions/save', { body, langue })).json;
  const shared = async (code: string, terms: object = {}) => {
    const answer = await savePromotion({
      name: `Promotion ${code}`,
      type: 'percent',
      value: '10',
      codes: { mode: 'shared', code },
      ...terms,
    });
    expect(answer.code).toBe(0);
    return answer.data as { id: number; code: string };
  };
  const ticketBody = (promoCode?: string, quantity = 2, date = soonDate(5)) => ({
    ticketId: 1,
    date,
    items: [{ variantId: variants[0]?.id, quantity }],
    ...(promoCode === undefined ? {} : { promoCode }),
  });
  const preview = async (body: object, token = visitor, langue = 'en') =>
    (
      await call(t.app, 'POST', '/index/order/previewTicketOrder', {
        body,
        headers: { token },
        langue,
      })
    ).json;
  const order = async (body: object, token = visitor, langue = 'en') =>
    (
      await call(t.app, 'POST', '/index/order/createTicketOrder', {
        body,
        headers: { token },
        langue,
      })
    ).json;
  const detail = async (id: number, token = visitor) =>
    (await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, { headers: { token } })).json
      .data;
  const usesOf = (promotionId: number) =>
    t.database.db
      .selectFrom('promotion_use')
      .selectAll()
      .where('promotion_id', '=', promotionId)
      .execute();
  const counter = async (promotionId: number) =>
    (
      await t.database.db
        .selectFrom('promotion')
        .select('uses')
        .where('id', '=', promotionId)
        .executeTakeFirstOrThrow()
    ).uses;
  const adultSen = () => Math.round(Number(variants[0]?.price) * 100);

  it('shows the saving before paying, and the order, its payment and its page carry it', async () => {
    await shared('SUMMER10');
    // Typed with odd case and spaces: the same code.
    const shown = await preview(ticketBody(' summer 10 '));
    expect(shown.code).toBe(0);
    const list = adultSen() * 2;
    const saving = Math.floor((list * 10 + 50) / 100);
    expect(shown.data).toEqual({
      subtotal: (list / 100).toFixed(2),
      discount: (saving / 100).toFixed(2),
      total: ((list - saving) / 100).toFixed(2),
      code: 'SUMMER10',
      giftCard: '0.00',
      toPay: ((list - saving) / 100).toFixed(2),
    });
    // The preview held nothing and claimed no use.
    const placed = await order(ticketBody('Summer10'));
    expect(placed.code).toBe(0);
    expect(placed.data.total).toBe(((list - saving) / 100).toFixed(2));
    const payment = await t.database.db
      .selectFrom('payment')
      .select('amount_sen')
      .where('order_id', '=', placed.data.id)
      .executeTakeFirstOrThrow();
    expect(payment.amount_sen).toBe(list - saving);
    const page = await detail(placed.data.id);
    expect(page.discount).toEqual({ code: 'SUMMER10', amount: (saving / 100).toFixed(2) });
    expect(
      page.lines.every(
        (line: { listUnitPrice: string }) => line.listUnitPrice === variants[0]?.price,
      ),
    ).toBe(true);
    const lineTotal = page.lines.reduce(
      (sum: number, line: { subtotal: string }) => sum + Math.round(Number(line.subtotal) * 100),
      0,
    );
    expect(lineTotal).toBe(list - saving);
    // Paid: the use is kept and counted in the console with what it saved.
    await payOnSandbox(t.app, placed.data.payUrl);
    const amount = (saving / 100).toFixed(2);
    const records = (
      await call(t.app, 'GET', '/index/order/payRecord', { headers: { token: visitor } })
    ).json.data as { orderId: number; discount: unknown }[];
    expect(records.find((record) => record.orderId === placed.data.id)?.discount).toEqual({
      code: 'SUMMER10',
      amount,
    });
    const found = (
      await staffCall(t.app, admin, 'GET', `/console/orders/list?orderNo=${placed.data.orderNo}`)
    ).json.data.list;
    expect(found[0]).toMatchObject({ promoCode: 'SUMMER10', discount: amount });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/console/orders/export?orderNo=${placed.data.orderNo}`,
      headers: { [STAFF_TOKEN_HEADER]: admin },
    });
    expect(exported.body).toContain(`,SUMMER10,${amount},`);
    const promotions = (await staffCall(t.app, admin, 'GET', '/console/promotions')).json.data
      .list as { code: string; used: number; held: number; saved: string }[];
    expect(promotions.find((promotion) => promotion.code === 'SUMMER10')).toMatchObject({
      used: 1,
      held: 0,
      saved: (saving / 100).toFixed(2),
    });
  });

  it('never trusts the client: the code alone sets the price, and no code costs the list price', async () => {
    const placed = await order({ ...ticketBody(), total: '0.01', discount: '99' });
    expect(placed.code).toBe(0);
    expect(placed.data.total).toBe(((adultSen() * 2) / 100).toFixed(2));
    expect((await detail(placed.data.id)).discount).toBeNull();
  });

  it('answers each refusal with its own message in the visitor language, and places nothing', async () => {
    await shared('OLDCODE', { saleFrom: '2020-01-01', saleTo: '2020-12-31' });
    await shared('FOODONLY', { scope: { ...NOTHING_CHOSEN, kinds: ['food'] } });
    await shared('BIGSPEND', { minSpend: '5000' });
    const gone = await shared('GONE-SOON');
    expect(
      (
        await staffCall(t.app, admin, 'POST', '/console/promotions/delete', {
          body: { id: gone.id },
        })
      ).json.code,
    ).toBe(0);
    const someone = await newVisitor();
    const before = await t.database.db.selectFrom('orders').select('id').execute();
    const cases: [string, number, string][] = [
      ['NOSUCHCODE', ERROR_CODE.promoCodeInvalid, 'Kod ini tidak sah: semak dan cuba lagi'],
      ['GONE-SOON', ERROR_CODE.promoCodeInvalid, 'Kod ini tidak sah: semak dan cuba lagi'],
      [
        'oldcode',
        ERROR_CODE.promoCodeExpired,
        'Kod ini telah tamat tempoh atau belum boleh digunakan',
      ],
      [
        'FOODONLY',
        ERROR_CODE.promoCodeNotForBasket,
        'Kod ini bukan untuk isi pesanan ini, atau bukan untuk tarikh ini',
      ],
      [
        'BIGSPEND',
        ERROR_CODE.promoCodeMinSpend,
        'Kod ini memerlukan pesanan sekurang-kurangnya RM 5000.00',
      ],
    ];
    for (const [code, expected, message] of cases) {
      for (const answer of [
        await preview(ticketBody(code), someone, 'ma'),
        await order(ticketBody(code), someone, 'ma'),
      ]) {
        expect([code, answer.code, answer.msg]).toEqual([code, expected, message]);
      }
    }
    const after = await t.database.db.selectFrom('orders').select('id').execute();
    expect(after).toHaveLength(before.length);
    // A wrong code and a deleted one answer exactly alike: nothing tells a near miss.
    const wrong = await preview(ticketBody('SUMMER11'), someone);
    const deleted = await preview(ticketBody('GONE-SOON'), someone);
    expect(wrong).toEqual(deleted);
  });

  it('holds a limit of 10 uses exactly under 50 parallel checkouts', async () => {
    const promotion = await shared('TEN-ONLY', { maxUses: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newVisitor()));
    const answers = await Promise.all(
      buyers.map((token) => order(ticketBody('TEN-ONLY', 1, soonDate(6)), token)),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(10);
    expect(codes.filter((code) => code !== 0)).toEqual(
      Array.from({ length: 40 }, () => ERROR_CODE.promoCodeUsedUp),
    );
    expect(await usesOf(promotion.id)).toHaveLength(10);
    expect(await counter(promotion.id)).toBe(10);
  });

  it('gives the use back when its order expires unpaid or is refunded whole, not in part', async () => {
    const promotion = await shared('ONE-USE', { maxUses: 1 });
    const first = await newVisitor();
    const held = await order(ticketBody('ONE-USE', 2), first);
    expect(held.code).toBe(0);
    const second = await newVisitor();
    expect((await order(ticketBody('ONE-USE'), second)).code).toBe(ERROR_CODE.promoCodeUsedUp);
    // The first order expires unpaid: the code is free again.
    await t.database.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', held.data.id)
      .execute();
    await t.app.orders.expireOverdue();
    expect(await counter(promotion.id)).toBe(0);
    const again = await order(ticketBody('ONE-USE', 2), second);
    expect(again.code).toBe(0);
    await payOnSandbox(t.app, again.data.payUrl);
    // One of the two tickets refunded: the use stays.
    const page = await detail(again.data.id, second);
    const lines = await t.database.db
      .selectFrom('order_line')
      .select(['id', 'unit_price_sen', 'quantity'])
      .where('order_id', '=', again.data.id)
      .execute();
    const [line] = lines;
    const part = await t.app.orders.refund({
      orderId: again.data.id,
      lines: [{ lineId: line?.id ?? 0, quantity: 1 }],
      reason: 'one could not come',
      staffId: null,
    });
    // A refund gives back what the unit cost after the code, no more.
    expect(part.amountSen).toBe(line?.unit_price_sen);
    expect(await counter(promotion.id)).toBe(1);
    expect(page.discount.code).toBe('ONE-USE');
    // The rest refunded: the order is refunded whole and the code is free again.
    await t.app.orders.refund({ orderId: again.data.id, reason: 'weather', staffId: null });
    expect(await counter(promotion.id)).toBe(0);
    expect((await usesOf(promotion.id)).map((use) => use.status).sort()).toEqual([
      'released',
      'released',
    ]);
    expect((await order(ticketBody('ONE-USE'), first)).code).toBe(0);
  });

  it('keeps the per-visitor and per-order limits', async () => {
    await shared('ONCE-EACH', { maxPerVisitor: 1 });
    const buyer = await newVisitor();
    expect((await order(ticketBody('ONCE-EACH', 1), buyer)).code).toBe(0);
    const twice = await order(ticketBody('ONCE-EACH', 1), buyer, 'zh');
    expect([twice.code, twice.msg]).toEqual([
      ERROR_CODE.promoCodeAlreadyUsed,
      '您已使用过此优惠码',
    ]);
    // At most 2 units discounted per order: 50% off 2 of 4 tickets.
    await shared('TWO-UNITS', { value: '50', maxUnitsPerOrder: 2 });
    const shown = await preview(ticketBody('TWO-UNITS', 4), buyer);
    expect(shown.data.discount).toBe(((adultSen() * 2 * 0.5) / 100).toFixed(2));
  });

  it('prices goods at a fixed price and takes a fixed amount off, never below zero', async () => {
    await shared('CENDOL-1', {
      type: 'price',
      value: '1',
      scope: { ...NOTHING_CHOSEN, kinds: ['food'] },
    });
    await shared('MINUS-500', { type: 'amount', value: '500' });
    const dish = await cendol(t.app);
    const goodsBody = (promoCode: string) => ({
      kind: 'food',
      items: [{ ...dish, num: 3 }],
      promoCode,
    });
    const goodsPreview = async (promoCode: string) =>
      (
        await call(t.app, 'POST', '/index/order/previewGoodsOrder', {
          body: goodsBody(promoCode),
          headers: { token: visitor },
        })
      ).json.data;
    const fixed = await goodsPreview('cendol-1');
    expect(fixed.total).toBe('3.00');
    const free = await goodsPreview('minus-500');
    expect(free).toMatchObject({ total: '0.00', discount: free.subtotal });
  });

  it('locks a visitor out for a while after too many wrong codes, even for a right one', async () => {
    const guesser = await newVisitor();
    for (let attempt = 0; attempt < WRONG_CODE_LIMIT; attempt++) {
      expect((await preview(ticketBody(`GUESS${attempt}`), guesser)).code).toBe(
        ERROR_CODE.promoCodeInvalid,
      );
    }
    const locked = await preview(ticketBody('SUMMER10'), guesser);
    expect(locked.code).toBe(ERROR_CODE.promoCodeTooManyTries);
    // Another visitor is not locked out.
    expect((await preview(ticketBody('SUMMER10'))).code).toBe(0);
  });

  it('makes a batch of single-use codes, exported as CSV, each usable once', async () => {
    const batch = await savePromotion({
      name: 'Hotel partner',
      type: 'amount',
      value: '5',
      codes: { mode: 'batch', count: 5, prefix: 'htl' },
    });
    expect(batch.code).toBe(0);
    expect(batch.data).toMatchObject({ code: null, codeCount: 5 });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/console/promotions/codes?id=${batch.data.id}`,
      headers: { [STAFF_TOKEN_HEADER]: admin },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(rows[0]).toBe('code,used');
    expect(rows).toHaveLength(6);
    const codes = rows.slice(1).map((row) => row.split(',')[0] ?? '');
    expect(codes.every((code) => /^HTL-[2-9A-HJ-NP-Z]{10}$/.test(code))).toBe(true);
    const code = codes[0] ?? '';
    expect((await order(ticketBody(code.toLowerCase()), await newVisitor())).code).toBe(0);
    expect((await order(ticketBody(code), await newVisitor())).code).toBe(
      ERROR_CODE.promoCodeUsedUp,
    );
    // Another code of the batch still works.
    expect((await order(ticketBody(codes[1]), await newVisitor())).code).toBe(0);
    const uses = (
      await staffCall(t.app, admin, 'GET', `/console/promotions/uses?id=${batch.data.id}`)
    ).json.data.list;
    expect(uses.map((use: { code: string; saving: string }) => [use.code, use.saving])).toEqual([
      [codes[1], '5.00'],
      [code, '5.00'],
    ]);
  });

  it('refuses a promotion staff typed wrongly, a code taken, and anyone but an admin', async () => {
    const bad = await savePromotion({
      name: '',
      type: 'percent',
      value: '150',
      maxUses: 0,
      codes: { mode: 'shared', code: 'x' },
    });
    expect(bad.code).toBe(ERROR_CODE.validation);
    const taken = await savePromotion({
      name: 'Again',
      type: 'amount',
      value: '5',
      codes: { mode: 'shared', code: 'summer10' },
    });
    expect(taken.code).toBe(ERROR_CODE.promoCodeExists);
    const content = await signInNewStaff(t.app, admin, `promocontent${engine.name}`, ['content']);
    const refused = await staffCall(t.app, content, 'GET', '/console/promotions');
    expect(refused.json.code).toBe(ERROR_CODE.staffRoleRefused);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'promotion.%')
      .execute();
    expect(audit.map((row) => row.action)).toContain('promotion.saved');
    expect(audit.map((row) => row.action)).toContain('promotion.deleted');
  });
});
