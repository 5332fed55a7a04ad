import { ERROR_CODE, GIFT_CARD_WRONG_LIMIT, rmToSen } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { payOnSandbox } from '#test/orders.ts';
import { signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const env = { UNPAID_ORDERS_PER_VISITOR: '30' };
const text = (zh: string, en: string, ma: string) => ({ zh, en, ma });

/** Gift cards from the console and the shop to the visitor's checkout, on both engines (decision 042). */
describe.each(enginesUnderTest())('gift cards on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let serial = 0;
  let variant = { id: 0, priceSen: 0 };
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    admin = await signInStaff(t.app);
    const info = (await call(t.app, 'GET', '/index/index/ticketInfo?id=1')).json.data;
    variant = { id: info.variants[0].id, priceSen: rmToSen(info.variants[0].price) };
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const newVisitor = () => signIn(t.app, db(), `gift-${engine.name}-${++serial}@example.com`);
  const issue = async (amount: string, reason = 'Ride closed all afternoon', langue = 'en') =>
    (
      await staffCall(t.app, admin, 'POST', '/console/gift-cards/issue', {
        body: { amount, reason },
        langue,
      })
    ).json;
  const issued = async (amount: string) => {
    const answer = await issue(amount);
    expect(answer.code).toBe(0);
    return answer.data as { card: { id: number; code: string }; pin: string };
  };
  const add = async (token: string, code: string, pin = '', langue = 'en') =>
    (
      await call(t.app, 'POST', '/index/giftcard/add', {
        body: { code, pin },
        headers: { token },
        langue,
      })
    ).json;
  const mine = async (token: string) =>
    (await call(t.app, 'POST', '/index/giftcard/mine', { headers: { token } })).json.data.list as {
      code: string;
      balance: string;
      mine: string;
      pin: string;
      status: string;
    }[];
  const ticketOrder = async (
    token: string,
    giftCard: { code: string; pin?: string } | undefined,
    quantity = 1,
    langue = 'en',
  ) =>
    (
      await call(t.app, 'POST', '/index/order/createTicketOrder', {
        body: {
          ticketId: 1,
          date: soonDate(6),
          items: [{ variantId: variant.id, quantity }],
          ...(giftCard ? { giftCard } : {}),
        },
        headers: { token },
        langue,
      })
    ).json;
  const detail = async (token: string, id: number) =>
    (await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, { headers: { token } })).json
      .data;
  const card = (id: number) =>
    db().selectFrom('gift_card').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The card's balance must always be the sum of its ledger's entries. */
  const entriesSum = async (id: number) => {
    const entries = await db()
      .selectFrom('gift_card_entry')
      .select('amount_sen')
      .where('card_id', '=', id)
      .execute();
    return entries.reduce((sum, entry) => sum + entry.amount_sen, 0);
  };
  const expectBalance = async (id: number, sen: number) => {
    expect((await card(id)).balance_sen).toBe(sen);
    expect(await entriesSum(id)).toBe(sen);
  };

  it('pays part of a ticket order, the rest on the payment page, and shows both parts', async () => {
    const visitor = await newVisitor();
    const { card: given } = await issued('10');
    // Typed with odd case, spaces and no dashes, it is the same card.
    const typed = given.code.replaceAll('-', ' ').toLowerCase();
    // The checkout shows the card's part before the order is placed; nothing is taken by it.
    const shown = await call(t.app, 'POST', '/index/order/previewTicketOrder', {
      body: {
        ticketId: 1,
        date: soonDate(6),
        items: [{ variantId: variant.id, quantity: 2 }],
        giftCard: { code: typed },
      },
      headers: { token: visitor },
    });
    expect(shown.json.data).toMatchObject({
      giftCard: '10.00',
      toPay: ((2 * variant.priceSen - 1000) / 100).toFixed(2),
    });
    await expectBalance(given.id, 1000);
    const placed = await ticketOrder(visitor, { code: typed }, 2);
    expect(placed.code).toBe(0);
    expect(placed.data.payUrl).not.toBe('');
    const unpaid = await detail(visitor, placed.data.id);
    expect(unpaid.status).toBe('pending_payment');
    expect(unpaid.paidBy).toEqual([{ method: 'giftcard', amount: '10.00' }]);
    // The payment page asks only for the rest.
    const page = await t.app.inject({ method: 'GET', url: placed.data.payUrl });
    const rest = ((2 * variant.priceSen - 1000) / 100).toFixed(2);
    expect(page.body).toContain(rest);
    await payOnSandbox(t.app, placed.data.payUrl);
    const paid = await detail(visitor, placed.data.id);
    expect(paid.status).toBe('ready_to_use');
    expect(paid.paidBy.map((part: { method: string }) => part.method)).toEqual([
      'giftcard',
      'sandbox',
    ]);
    await expectBalance(given.id, 0);
    expect((await card(given.id)).status).toBe('spent');
    // Used at a checkout, the card is now in this visitor's My centre.
    expect((await mine(visitor)).map((one) => [one.code, one.mine, one.balance])).toEqual([
      [given.code, 'held', '0.00'],
    ]);
  });

  it('pays a whole order at checkout: no payment page, the order is paid at once', async () => {
    const visitor = await newVisitor();
    const { card: given } = await issued('500');
    const placed = await ticketOrder(visitor, { code: given.code }, 1);
    expect(placed.code).toBe(0);
    expect(placed.data.payUrl).toBe('');
    const order = await detail(visitor, placed.data.id);
    expect(order.status).toBe('ready_to_use');
    expect(order.payMethod).toBe('giftcard');
    expect(order.pass).not.toBeNull();
    await expectBalance(given.id, 50_000 - variant.priceSen);
    // Refunded, the money goes back onto the card, not to a gateway.
    const refund = await t.app.orders.refund({
      orderId: placed.data.id,
      reason: 'rain',
      staffId: null,
    });
    expect(refund.status).toBe('succeeded');
    await expectBalance(given.id, 50_000);
    const kinds = await db()
      .selectFrom('gift_card_entry')
      .select('kind')
      .where('card_id', '=', given.id)
      .orderBy('id')
      .execute();
    expect(kinds.map((entry) => entry.kind)).toEqual(['issue', 'redeem', 'refund']);
    // Sending the same refund again puts nothing more on the card.
    await t.app.payments.sendRefund(refund.refundId);
    await expectBalance(given.id, 50_000);
  });

  it('refunds the card first when an order was paid by card and gateway, part after part', async () => {
    const visitor = await newVisitor();
    const { card: given } = await issued('15');
    const placed = await ticketOrder(visitor, { code: given.code }, 2);
    await payOnSandbox(t.app, placed.data.payUrl);
    // Part of what is left spent elsewhere first.
    const lines = await db()
      .selectFrom('order_line')
      .select(['id', 'unit_price_sen'])
      .where('order_id', '=', placed.data.id)
      .execute();
    const [line] = lines;
    const one = await t.app.orders.refund({
      orderId: placed.data.id,
      lines: [{ lineId: line?.id ?? 0, quantity: 1 }],
      reason: 'one could not come',
      staffId: null,
    });
    expect(one.amountSen).toBe(variant.priceSen);
    const refunds = await db()
      .selectFrom('refund')
      .select(['provider', 'amount_sen'])
      .where('order_id', '=', placed.data.id)
      .orderBy('id')
      .execute();
    // The card's RM 15 first, the rest of the unit from the gateway's payment.
    expect(refunds).toEqual([
      { provider: 'giftcard', amount_sen: 1500 },
      { provider: 'sandbox', amount_sen: variant.priceSen - 1500 },
    ]);
    await expectBalance(given.id, 1500);
  });

  it('asks a second payment page only for the rest, and a refund after the card was spent elsewhere goes back onto it', async () => {
    const visitor = await newVisitor();
    const { card: given } = await issued('100');
    // Order A: paid whole by the card. Order B: the card pays part, the page the rest.
    const first = await ticketOrder(visitor, { code: given.code }, 1);
    expect(first.data.payUrl).toBe('');
    const left = 10_000 - variant.priceSen;
    const second = await ticketOrder(visitor, { code: given.code }, 3);
    expect(second.code).toBe(0);
    await expectBalance(given.id, 0);
    // The visitor leaves the page and pays later: the new page asks for the rest, not the total.
    const again = await call(t.app, 'POST', '/index/order/orderRePay', {
      body: { id: second.data.id },
      headers: { token: visitor },
    });
    const rest = 3 * variant.priceSen - left;
    expect(again.json.data.payUrl).not.toBe('');
    const page = await t.app.inject({ method: 'GET', url: again.json.data.payUrl });
    expect(page.body).toContain((rest / 100).toFixed(2));
    await payOnSandbox(t.app, again.json.data.payUrl);
    expect((await detail(visitor, second.data.id)).status).toBe('ready_to_use');
    // Order A refunded after the card was spent to nothing elsewhere: its price goes back onto it.
    await t.app.orders.refund({ orderId: first.data.id, reason: 'rain', staffId: null });
    await expectBalance(given.id, variant.priceSen);
    expect((await card(given.id)).status).toBe('active');
  });

  it('gives a card its part back when the order expires unpaid', async () => {
    const visitor = await newVisitor();
    const { card: given } = await issued('20');
    const placed = await ticketOrder(visitor, { code: given.code }, 1);
    await expectBalance(given.id, 0);
    await db()
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', placed.data.id)
      .execute();
    await t.app.orders.expireOverdue();
    await expectBalance(given.id, 2000);
    expect((await card(given.id)).status).toBe('active');
    const order = await detail(visitor, placed.data.id);
    expect(order.status).toBe('expired');
    expect(order.paidBy).toEqual([{ method: 'giftcard', amount: '20.00' }]);
    expect(order.refunds.map((refund: { amount: string }) => refund.amount)).toEqual(['20.00']);
  });

  it('is never spent past its balance by checkouts at once', async () => {
    const visitor = await newVisitor();
    const { card: given } = await issued('100');
    // Ten checkouts of one ticket each, all with the same card, at once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ticketOrder(visitor, { code: given.code }, 1)),
    );
    const placed = answers.filter((answer) => answer.code === 0);
    const paidByCard = await db()
      .selectFrom('payment')
      .select(['order_id', 'amount_sen'])
      .where('provider', '=', 'giftcard')
      .where(
        'order_id',
        'in',
        placed.map((answer) => answer.data.id as number),
      )
      .execute();
    const spent = paidByCard.reduce((sum, payment) => sum + payment.amount_sen, 0);
    expect(spent).toBe(10_000);
    await expectBalance(given.id, 0);
    // Every order asks its page for what the card did not pay, no more.
    for (const answer of placed) {
      const own =
        paidByCard.find((payment) => payment.order_id === answer.data.id)?.amount_sen ?? 0;
      const gateway = await db()
        .selectFrom('payment')
        .select('amount_sen')
        .where('order_id', '=', answer.data.id)
        .where('provider', '=', 'sandbox')
        .execute();
      expect(gateway.reduce((sum, row) => sum + row.amount_sen, 0)).toBe(variant.priceSen - own);
    }
  });

  it('refuses a card of another visitor, void, expired or empty, each with its own message', async () => {
    const owner = await newVisitor();
    const other = await newVisitor();
    const { card: given } = await issued('30');
    expect((await add(owner, given.code)).code).toBe(0);
    const theirs = await ticketOrder(other, { code: given.code }, 1, 'ma');
    expect(theirs.code).toBe(ERROR_CODE.giftCardNotYours);
    expect(theirs.msg).toContain('Akaun lain');
    expect((await add(other, given.code)).code).toBe(ERROR_CODE.giftCardNotYours);

    const { card: voided } = await issued('30');
    const voidAnswer = await staffCall(t.app, admin, 'POST', '/console/gift-cards/void', {
      body: { id: voided.id, reason: 'Reported stolen' },
    });
    expect(voidAnswer.json.data.status).toBe('void');
    expect((await ticketOrder(owner, { code: voided.code })).code).toBe(ERROR_CODE.giftCardVoid);
    const twice = await staffCall(t.app, admin, 'POST', '/console/gift-cards/void', {
      body: { id: voided.id, reason: 'Reported stolen' },
    });
    expect(twice.json.code).toBe(ERROR_CODE.giftCardAlreadyVoid);

    const { card: old } = await issued('30');
    await db()
      .updateTable('gift_card')
      .set({ expires_on: '2020-01-01' })
      .where('id', '=', old.id)
      .execute();
    expect((await ticketOrder(owner, { code: old.code })).code).toBe(ERROR_CODE.giftCardExpired);
    // The sweep expires it: its balance goes, in one entry.
    await t.app.orders.expireOverdue();
    expect((await card(old.id)).status).toBe('expired');
    await expectBalance(old.id, 0);

    const { card: small } = await issued('1');
    await ticketOrder(owner, { code: small.code }, 1);
    expect((await ticketOrder(owner, { code: small.code })).code).toBe(ERROR_CODE.giftCardEmpty);
  });

  it('answers every wrong code alike and stops a guesser after the limit', async () => {
    const guesser = await newVisitor();
    const { card: given } = await issued('30');
    const wrong = await add(guesser, 'AAAA-BBBB-CCCC-DDDD', '', 'zh');
    expect(wrong.code).toBe(ERROR_CODE.giftCardInvalid);
    expect(wrong.msg).toContain('礼品卡');
    for (let guess = 1; guess < GIFT_CARD_WRONG_LIMIT; guess++) {
      await ticketOrder(guesser, { code: `WRONG${guess}CODE${guess}` });
    }
    // Locked: even the right code waits.
    expect((await add(guesser, given.code)).code).toBe(ERROR_CODE.giftCardTooManyTries);
    expect((await card(given.id)).holder_id).toBeNull();
  });

  it('asks for the PIN where the operator wants one', async () => {
    const saved = await staffCall(t.app, admin, 'POST', '/console/settings/gift-cards/save', {
      body: { pin: true, validityMonths: 12 },
    });
    expect(saved.json.data).toEqual({ pin: true, validityMonths: 12 });
    const { card: given, pin } = await issued('40');
    expect(pin).toMatch(/^\d{6}$/);
    const visitor = await newVisitor();
    expect((await add(visitor, given.code, '000000' === pin ? '111111' : '000000')).code).toBe(
      ERROR_CODE.giftCardInvalid,
    );
    const added = await add(visitor, given.code, pin);
    expect(added.data).toMatchObject({ balance: '40.00', mine: 'held', pin });
    await staffCall(t.app, admin, 'POST', '/console/settings/gift-cards/save', {
      body: { pin: false, validityMonths: 36 },
    });
  });

  it('is sold in the shop in amounts, issued to the buyer once paid, and voided by a refund only unspent', async () => {
    const type = await db()
      .selectFrom('goods_type')
      .select('id')
      .where('kind', '=', 'store')
      .executeTakeFirstOrThrow();
    const saved = await staffCall(t.app, admin, 'POST', '/console/catalogue/goods/save', {
      body: {
        kind: 'store',
        giftCard: true,
        typeId: type.id,
        name: text('礼品卡', 'Gift card', 'Kad hadiah'),
        intro: text('送给朋友', 'For a friend', 'Untuk rakan'),
        description: text(
          '可用于门票和商店。',
          'Pays for tickets and the shop.',
          'Untuk tiket dan kedai.',
        ),
        cover: '/uploads/gift-card.webp',
        images: [],
        sort: 99,
        enabled: true,
        specs: [
          {
            name: text('面额', 'Amount', 'Nilai'),
            options: [
              { name: text('RM 50', 'RM 50', 'RM 50') },
              { name: text('RM 100', 'RM 100', 'RM 100') },
            ],
          },
        ],
        skus: [
          { options: [0], price: '50', stock: 100 },
          { options: [1], price: '100', stock: 100 },
        ],
      },
    });
    expect(saved.json.code).toBe(0);
    expect(saved.json.data.giftCard).toBe(true);
    const goodsId = saved.json.data.id as number;
    const goods = (await call(t.app, 'GET', `/index/index/goodsDetail?id=${goodsId}`)).json.data;
    expect(goods.giftCard).toBe(true);
    const fifty = goods.goodsSpec.find((sku: { price: string }) => sku.price === '50.00').id;
    const buyer = await newVisitor();
    const bought = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: { kind: 'store', items: [{ goods_id: goodsId, spec_id: fifty, num: 2 }] },
      headers: { token: buyer },
    });
    expect(bought.json.code).toBe(0);
    // No promotion code takes money off a gift card: its value is its price.
    const coded = await call(t.app, 'POST', '/index/order/previewGoodsOrder', {
      body: {
        kind: 'store',
        items: [{ goods_id: goodsId, spec_id: fifty, num: 1 }],
        promoCode: 'WELCOME10',
      },
      headers: { token: buyer },
    });
    expect(coded.json.code).toBe(ERROR_CODE.promoCodeNotForBasket);
    // A gift card cannot pay for gift cards.
    const { card: given } = await issued('20');
    const withCard = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
      body: {
        kind: 'store',
        items: [{ goods_id: goodsId, spec_id: fifty, num: 1 }],
        giftCard: { code: given.code },
      },
      headers: { token: buyer },
    });
    expect(withCard.json.code).toBe(ERROR_CODE.giftCardForGiftCard);
    await expectBalance(given.id, 2000);

    await payOnSandbox(t.app, bought.json.data.payUrl);
    const order = await detail(buyer, bought.json.data.id);
    // Nothing to hand over: the order is done.
    expect(order.status).toBe('completed');
    expect(order.delivery).toBeNull();
    const cards = await mine(buyer);
    expect(cards.map((one) => [one.mine, one.balance, one.status])).toEqual([
      ['bought', '50.00', 'active'],
      ['bought', '50.00', 'active'],
    ]);
    // One is given to a friend, who spends part of it.
    const friend = await newVisitor();
    const [sent, kept] = cards;
    expect((await add(friend, sent?.code ?? '')).code).toBe(0);
    expect((await mine(buyer)).map((one) => one.mine).sort()).toEqual(['bought', 'given']);
    expect((await ticketOrder(friend, { code: sent?.code ?? '' }, 1)).code).toBe(0);
    // Refunding both sold cards: one is spent, so nothing is refunded.
    const [line] = await db()
      .selectFrom('order_line')
      .select('id')
      .where('order_id', '=', bought.json.data.id)
      .execute();
    await expect(
      t.app.orders.refund({ orderId: bought.json.data.id, reason: 'changed mind', staffId: null }),
    ).rejects.toMatchObject({ key: 'giftCardSpent' });
    // The unspent one can be refunded: it is voided with its balance.
    const one = await t.app.orders.refund({
      orderId: bought.json.data.id,
      lines: [{ lineId: line?.id ?? 0, quantity: 1 }],
      reason: 'changed mind',
      staffId: null,
    });
    expect(one.amountSen).toBe(5000);
    const after = await db()
      .selectFrom('gift_card')
      .select(['code', 'status', 'balance_sen'])
      .where('order_id', '=', bought.json.data.id)
      .orderBy('id')
      .execute();
    expect(after.map((row) => row.status).sort()).toEqual(['active', 'void']);
    expect(after.find((row) => row.status === 'void')?.code.replace(/(.{4})(?=.)/g, '$1-')).toBe(
      kept?.code,
    );
  });

  it('lets staff find a card, read its ledger, and counts card money apart on the dashboard', async () => {
    const { card: given } = await issued('25');
    const visitor = await newVisitor();
    await ticketOrder(visitor, { code: given.code }, 1);
    const found = await staffCall(
      t.app,
      admin,
      'GET',
      `/console/gift-cards?q=${encodeURIComponent(given.code.toLowerCase().replaceAll('-', ' '))}`,
    );
    expect(found.json.data.rows.map((row: { id: number }) => row.id)).toEqual([given.id]);
    expect(found.json.data.rows[0]).toMatchObject({
      source: 'issued',
      value: '25.00',
      balance: '0.00',
    });
    const ledger = await staffCall(
      t.app,
      admin,
      'GET',
      `/console/gift-cards/ledger?id=${given.id}`,
    );
    expect(
      ledger.json.data.entries.map((entry: { kind: string; amount: string }) => [
        entry.kind,
        entry.amount,
      ]),
    ).toEqual([
      ['redeem', '-25.00'],
      ['issue', '25.00'],
    ]);
    const dashboard = await staffCall(t.app, admin, 'GET', '/console/dashboard/today');
    const totals = dashboard.json.data.giftCards;
    const active = await db()
      .selectFrom('gift_card')
      .select('balance_sen')
      .where('status', '=', 'active')
      .execute();
    expect(rmToSen(totals.outstanding)).toBe(active.reduce((sum, row) => sum + row.balance_sen, 0));
    expect(rmToSen(totals.sold)).toBe(10_000);
    // Issuing and voiding are in the audit log, naming the card but never its code.
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', 'in', ['gift_card.issued', 'gift_card.voided'])
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    for (const row of audit)
      expect(String(row.after)).not.toContain(given.code.replaceAll('-', ''));
  });

  it('refuses a zero, negative or missing amount and a missing reason, issuing nothing', async () => {
    const before = await db().selectFrom('gift_card').select('id').execute();
    for (const amount of ['0', '-5', '', '5001', '12.345']) {
      const answer = await issue(amount, 'Compensation', 'ma');
      expect(answer.code).toBe(ERROR_CODE.validation);
    }
    const noReason = await issue('10', ' ');
    expect(noReason.code).toBe(ERROR_CODE.validation);
    expect(noReason.msg).toContain('Say why');
    expect(await db().selectFrom('gift_card').select('id').execute()).toHaveLength(before.length);
  });
});
