import { ERROR_CODE, rmToSen } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { orderPage, payOnSandbox, placeTicketOrder } from '#test/orders.ts';
import { signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const env = { UNPAID_ORDERS_PER_VISITOR: '40', UNPAID_PLACES_PER_DATE: '200' };

const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  pricesIncludeTax: true,
  kindClasses: {
    ticket: 'entertainment',
    shop: 'exempt',
    food: 'food_drink',
    image: 'exempt',
    rental: 'services',
  },
  items: [],
  registration: {
    companyRegNo: '202301012345 (1234567-A)',
    sstRegNo: 'W10-1808-31012345',
    tin: 'C12345678010',
  },
  ...overrides,
});

/** Receipts and credit notes from the visitor's order page and the console (decision 044). */
describe.each(enginesUnderTest())('receipts on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let visitor = '';
  let serial = 0;
  const today = attractionToday('+08:00');
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    admin = await signInStaff(t.app);
    visitor = await signIn(t.app, t.database.db, `receipts-${engine.name}@example.com`);
    // Entertainment duty of 10% from today, and the park's numbers.
    const added = await staffCall(t.app, admin, 'POST', '/console/settings/tax/rates/add', {
      body: { taxClass: 'entertainment', rate: '10', from: today },
    });
    expect(added.json.code).toBe(0);
    const saved = await staffCall(t.app, admin, 'POST', '/console/settings/tax/save', {
      body: settingsBody(),
    });
    expect(saved.json.code).toBe(0);
  });
  afterAll(async () => t.close());

  const receiptsOf = async (token: string, id: number, langue = 'en') =>
    (await call(t.app, 'GET', `/index/order/receipt?id=${id}`, { headers: { token }, langue }))
      .json;
  const newVisitor = () =>
    signIn(t.app, t.database.db, `rc-${engine.name}-${++serial}@example.com`);

  it('gives a paid order a numbered receipt whose taxes add up to what was paid, to its visitor only', async () => {
    const order = await placeTicketOrder(t.app, visitor, soonDate(2), { quantity: 3 });
    const page = await orderPage(t.app, visitor, order.id);
    const answer = await receiptsOf(visitor, order.id);
    expect(answer.code).toBe(0);
    const { receipt, creditNotes } = answer.data;
    expect(receipt.number).toMatch(/^R-\d{6}$/);
    expect(receipt.orderNo).toBe(page.orderNo);
    expect(receipt.total).toBe(page.total);
    expect(receipt.seller).toMatchObject({
      companyRegNo: '202301012345 (1234567-A)',
      sstRegNo: 'W10-1808-31012345',
      tin: 'C12345678010',
    });
    expect(receipt.seller.park).not.toBe('');
    const [line] = receipt.lines;
    expect(line).toMatchObject({ taxClass: 'entertainment', rate: '10.00', quantity: 3 });
    // Prices include tax: one unit's tax is its price × 10 / 110, half up.
    const unit = rmToSen(line.unitPrice);
    expect(rmToSen(line.tax)).toBe(3 * Math.floor((2 * unit * 1000 + 11_000) / 22_000));
    const taxes = receipt.taxes.reduce(
      (sum: number, tax: { tax: string }) => sum + rmToSen(tax.tax),
      0,
    );
    expect(rmToSen(receipt.subtotal) + taxes).toBe(rmToSen(receipt.total));
    expect(receipt.paidBy).toEqual([{ method: 'sandbox', amount: page.total }]);
    expect(creditNotes).toEqual([]);

    // Someone else's order answers as if it did not exist; staff see it from the console.
    const other = await newVisitor();
    expect((await receiptsOf(other, order.id)).code).toBe(ERROR_CODE.notFound);
    const pdfOfOther = await call(t.app, 'GET', `/index/order/receipt/pdf?id=${order.id}`, {
      headers: { token: other },
    });
    expect(pdfOfOther.json.code).toBe(ERROR_CODE.notFound);
    const staff = await staffCall(t.app, admin, 'GET', `/console/orders/receipt?id=${order.id}`);
    expect(staff.json.data.receipt.number).toBe(receipt.number);
  });

  it('has no receipt before the order is paid', async () => {
    const order = await placeTicketOrder(t.app, visitor, soonDate(2), { paid: false });
    expect((await receiptsOf(visitor, order.id)).code).toBe(ERROR_CODE.receiptNotPaid);
    await payOnSandbox(t.app, order.payUrl);
    expect((await receiptsOf(visitor, order.id)).code).toBe(0);
  });

  it('numbers receipts one after another, none skipped or twice, however many are paid at once', async () => {
    const orders = [];
    for (let n = 0; n < 12; n++) {
      orders.push(await placeTicketOrder(t.app, visitor, soonDate(3), { paid: false }));
    }
    await Promise.all(orders.map((order) => payOnSandbox(t.app, order.payUrl)));
    const rows = await t.database.db
      .selectFrom('receipt')
      .select('number')
      .orderBy('number')
      .execute();
    const numbers = rows.map((row) => Number(row.number.slice(2)));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('gives each refund a credit note of its own number, naming the receipt, the units and their tax', async () => {
    const order = await placeTicketOrder(t.app, visitor, soonDate(4), { quantity: 3 });
    const { receipt } = (await receiptsOf(visitor, order.id)).data;
    const detail = await staffCall(t.app, admin, 'GET', `/console/orders/detail?id=${order.id}`);
    const lineId = detail.json.data.lines[0].id as number;
    const partly = await staffCall(t.app, admin, 'POST', '/console/orders/refund', {
      body: { id: order.id, lines: [{ lineId, quantity: 1 }], reason: 'One guest fell ill' },
    });
    expect(partly.json.code).toBe(0);
    const whole = await staffCall(t.app, admin, 'POST', '/console/orders/refund', {
      body: { id: order.id, reason: 'Storm' },
    });
    expect(whole.json.code).toBe(0);

    const { creditNotes } = (await receiptsOf(visitor, order.id)).data;
    expect(creditNotes).toHaveLength(2);
    const [first, second] = creditNotes;
    expect(first).toMatchObject({
      type: 'credit_note',
      receiptNumber: receipt.number,
      reason: 'One guest fell ill',
      lines: [{ quantity: 1, taxClass: 'entertainment', rate: '10.00' }],
    });
    expect(first.number).toMatch(/^CN-\d{6}$/);
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
    expect(second.lines[0].quantity).toBe(2);
    // Together they give back the receipt exactly, tax and all.
    const sen = (value: string) => rmToSen(value);
    expect(sen(first.total) + sen(second.total)).toBe(sen(receipt.total));
    expect(sen(first.lines[0].tax) + sen(second.lines[0].tax)).toBe(sen(receipt.lines[0].tax));
    expect(sen(first.total)).toBe(rmToSen(partly.json.data.amount));
  });

  it('keeps a receipt as issued when a new rate starts later, and takes rates only from today', async () => {
    const order = await placeTicketOrder(t.app, visitor, soonDate(2));
    const before = (await receiptsOf(visitor, order.id)).data.receipt;
    const tomorrow = soonDate(1);
    const later = await staffCall(t.app, admin, 'POST', '/console/settings/tax/rates/add', {
      body: { taxClass: 'entertainment', rate: '20', from: tomorrow },
    });
    expect(later.json.code).toBe(0);
    expect((await receiptsOf(visitor, order.id)).data.receipt).toEqual(before);

    const past = await staffCall(t.app, admin, 'POST', '/console/settings/tax/rates/add', {
      body: { taxClass: 'entertainment', rate: '20', from: '2020-01-01' },
      langue: 'en',
    });
    expect(past.json).toMatchObject({
      code: ERROR_CODE.taxRateInPast,
      msg: 'A rate can only start today or on a later day',
    });
    const rates = later.json.data.rates as { id: number; taxClass: string; from: string }[];
    const started = rates.find((rate) => rate.taxClass === 'entertainment' && rate.from === today);
    const ahead = rates.find((rate) => rate.taxClass === 'entertainment' && rate.from === tomorrow);
    const removeStarted = await staffCall(
      t.app,
      admin,
      'POST',
      '/console/settings/tax/rates/remove',
      {
        body: { id: started?.id },
      },
    );
    expect(removeStarted.json.code).toBe(ERROR_CODE.taxRateStarted);
    const removed = await staffCall(t.app, admin, 'POST', '/console/settings/tax/rates/remove', {
      body: { id: ahead?.id },
    });
    expect(removed.json.code).toBe(0);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'settings.tax%')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'settings.tax_saved',
        'settings.tax_rate_added',
        'settings.tax_rate_removed',
      ]),
    );
  });

  it('adds the tax to the price where prices exclude it, and the receipt says what was before tax', async () => {
    const info = (await call(t.app, 'GET', '/index/index/ticketInfo?id=1')).json.data;
    const saved = await staffCall(t.app, admin, 'POST', '/console/settings/tax/save', {
      body: settingsBody({ pricesIncludeTax: false }),
    });
    expect(saved.json.code).toBe(0);
    try {
      const order = await placeTicketOrder(t.app, visitor, soonDate(1), { quantity: 2 });
      const { receipt } = (await receiptsOf(visitor, order.id)).data;
      const days = info.days as { date: string; prices?: Record<string, string> }[];
      expect(days.length).toBeGreaterThan(0);
      const taxes = receipt.taxes.reduce(
        (sum: number, tax: { tax: string }) => sum + rmToSen(tax.tax),
        0,
      );
      expect(receipt.pricesIncludeTax).toBe(false);
      expect(rmToSen(receipt.subtotal) + taxes).toBe(rmToSen(receipt.total));
      // 10% added: what was paid is the price before tax and a tenth of it.
      expect(taxes).toBe(Math.round(rmToSen(receipt.subtotal) / 10));
      expect(receipt.total).toBe((await orderPage(t.app, visitor, order.id)).total);
    } finally {
      await staffCall(t.app, admin, 'POST', '/console/settings/tax/save', { body: settingsBody() });
    }
  });

  it('taxes an item set otherwise than its kind, never a gift card sold, and what a card pays for as its items', async () => {
    const goodsOf = async (keyword: string) =>
      (
        await call(
          t.app,
          'GET',
          `/index/index/goodList?kind=store&keyword=${encodeURIComponent(keyword)}`,
        )
      ).json.data.list[0].id as number;
    const giftCardId = await goodsOf('gift card');
    const buyer = await newVisitor();
    const shirt = (
      await call(t.app, 'GET', '/index/index/goodList?kind=store')
    ).json.data.list.find((goods: { id: number }) => goods.id !== giftCardId).id as number;
    const saved = await staffCall(t.app, admin, 'POST', '/console/settings/tax/save', {
      body: settingsBody({
        items: [
          { kind: 'shop', itemId: shirt, taxClass: 'services' },
          // Even set otherwise, a gift card is not taxed when sold.
          { kind: 'shop', itemId: giftCardId, taxClass: 'services' },
        ],
      }),
    });
    expect(saved.json.code).toBe(0);
    try {
      const shirtDetail = (await call(t.app, 'GET', `/index/index/goodsDetail?id=${shirt}`)).json
        .data;
      const card = (await call(t.app, 'GET', `/index/index/goodsDetail?id=${giftCardId}`)).json
        .data;
      const bought = await call(t.app, 'POST', '/index/order/createGoodsOrder', {
        body: {
          kind: 'store',
          items: [
            { goods_id: shirt, spec_id: shirtDetail.goodsSpec[0].id, num: 1 },
            { goods_id: giftCardId, spec_id: card.goodsSpec[0].id, num: 1 },
          ],
        },
        headers: { token: buyer },
      });
      expect(bought.json.code).toBe(0);
      await payOnSandbox(t.app, bought.json.data.payUrl);
      const sold = (await receiptsOf(buyer, bought.json.data.id)).data.receipt;
      const [shirtLine, cardLine] = sold.lines;
      expect(shirtLine).toMatchObject({ taxClass: 'services', rate: '8.00', giftCard: false });
      expect(rmToSen(shirtLine.tax)).toBeGreaterThan(0);
      expect(cardLine).toMatchObject({
        taxClass: 'exempt',
        rate: '0.00',
        tax: '0.00',
        giftCard: true,
      });

      // The card then pays for a ticket: the ticket is taxed as a ticket, the card is how it was paid.
      const cards = (
        await call(t.app, 'POST', '/index/giftcard/mine', { headers: { token: buyer } })
      ).json.data.list as { code: string; pin: string }[];
      const [giftCard] = cards;
      const info = (await call(t.app, 'GET', '/index/index/ticketInfo?id=1')).json.data;
      const spent = await call(t.app, 'POST', '/index/order/createTicketOrder', {
        body: {
          ticketId: 1,
          date: soonDate(5),
          items: [{ variantId: info.variants[0].id, quantity: 1 }],
          giftCard: { code: giftCard?.code, pin: giftCard?.pin },
        },
        headers: { token: buyer },
      });
      expect(spent.json.code).toBe(0);
      if (spent.json.data.payUrl) await payOnSandbox(t.app, spent.json.data.payUrl);
      const paid = (await receiptsOf(buyer, spent.json.data.id)).data.receipt;
      expect(paid.lines[0]).toMatchObject({
        taxClass: 'entertainment',
        rate: '10.00',
        giftCard: false,
      });
      expect(paid.paidBy[0].method).toBe('giftcard');
      const paidSen = paid.paidBy.reduce(
        (sum: number, part: { amount: string }) => sum + rmToSen(part.amount),
        0,
      );
      expect(paidSen).toBe(rmToSen(paid.total));
    } finally {
      await staffCall(t.app, admin, 'POST', '/console/settings/tax/save', { body: settingsBody() });
    }
  });

  it('says what a promotion code took off, with the lines taxed at what was paid', async () => {
    const buyer = await newVisitor();
    const info = (await call(t.app, 'GET', '/index/index/ticketInfo?id=1')).json.data;
    const placed = await call(t.app, 'POST', '/index/order/createTicketOrder', {
      body: {
        ticketId: 1,
        date: soonDate(5),
        items: [{ variantId: info.variants[0].id, quantity: 3 }],
        promoCode: 'WELCOME10',
      },
      headers: { token: buyer },
    });
    expect(placed.json.code).toBe(0);
    await payOnSandbox(t.app, placed.json.data.payUrl);
    const page = await orderPage(t.app, buyer, placed.json.data.id);
    const { receipt } = (await receiptsOf(buyer, placed.json.data.id)).data;
    expect(receipt.discount).toEqual(page.discount);
    expect(receipt.discount.code).toBe('WELCOME10');
    expect(receipt.total).toBe(page.total);
    const units = receipt.lines.reduce(
      (sum: number, line: { quantity: number }) => sum + line.quantity,
      0,
    );
    expect(units).toBe(3);
  });

  it('prints as an A4 PDF in the visitor’s language, Chinese included', async () => {
    const order = await placeTicketOrder(t.app, visitor, soonDate(2));
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/index/order/receipt/pdf?id=${order.id}`,
      headers: { token: visitor, langue: 'zh' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="R-\d{6}\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The Chinese typeface is embedded (only the glyphs used).
    expect(pdf.rawPayload.toString('latin1')).toContain('NotoSansHans');
  });

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
  const moveTo = async (token: string, id: number, date: string) =>
    (
      await call(t.app, 'GET', `/index/order/changeOrderTime?id=${id}&date=${date}`, {
        langue: 'en',
        headers: { token },
      })
    ).json;
  const sen = (rm: string) => rmToSen(rm);
  const sumOf = (documents: { total: string }[]) =>
    documents.reduce((sum, document) => sum + sen(document.total), 0);

  it('gives the difference of a dearer date its own receipt in the series, taxed at today’s rate', async () => {
    const buyer = await newVisitor();
    const from = addDays(today, 60);
    const to = addDays(today, 61);
    await priceDay(from, 100);
    await priceDay(to, 150);
    const order = await placeTicketOrder(t.app, buyer, from, { quantity: 2 });
    const before = await orderPage(t.app, buyer, order.id);
    const asked = await moveTo(buyer, order.id, to);
    expect(asked.code).toBe(0);
    await payOnSandbox(t.app, asked.data.dateChange.payUrl);
    const after = await orderPage(t.app, buyer, order.id);
    expect(after.reserveDate).toBe(to);
    const difference = sen(after.total) - sen(before.total);
    expect(difference).toBeGreaterThan(0);

    const { receipt, supplementaryReceipts, creditNotes } = (await receiptsOf(buyer, order.id))
      .data;
    expect(receipt.total).toBe(before.total);
    expect(creditNotes).toEqual([]);
    expect(supplementaryReceipts).toHaveLength(1);
    const [extra] = supplementaryReceipts;
    expect(extra.number).toMatch(/^R-\d{6}$/);
    expect(extra.number > receipt.number).toBe(true);
    expect(extra).toMatchObject({ dateChange: { from, to }, receiptNumber: receipt.number });
    expect(sen(extra.total)).toBe(difference);
    expect(extra.paidBy).toEqual([{ method: 'sandbox', amount: extra.total }]);
    const [line] = extra.lines;
    expect(line).toMatchObject({ taxClass: 'entertainment', rate: '10.00', quantity: 2 });
    const unit = sen(line.unitPrice);
    expect(unit * 2).toBe(difference);
    expect(sen(line.tax)).toBe(2 * Math.floor((2 * unit * 1000 + 11_000) / 22_000));
    // Staff see it too, and it prints.
    const staff = await staffCall(t.app, admin, 'GET', `/console/orders/receipt?id=${order.id}`);
    expect(staff.json.data.supplementaryReceipts[0].number).toBe(extra.number);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/index/order/receipt/pdf?id=${order.id}&supplement=${extra.id}`,
      headers: { token: buyer },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`${extra.number}.pdf`);

    // A whole refund gives back the new price: receipts less credit notes come to nothing.
    await t.app.orders.refund({ orderId: order.id, reason: 'ill', staffId: null });
    const settled = (await receiptsOf(buyer, order.id)).data;
    expect(settled.creditNotes).toHaveLength(1);
    expect(sumOf([settled.receipt, ...settled.supplementaryReceipts])).toBe(
      sumOf(settled.creditNotes),
    );
  });

  it('gives a credit note for a cheaper date’s difference given back', async () => {
    const buyer = await newVisitor();
    const from = addDays(today, 62);
    const to = addDays(today, 63);
    await priceDay(from, 100);
    await priceDay(to, 80);
    const saved = await staffCall(t.app, admin, 'POST', '/console/settings/date-changes/save', {
      body: { refundCheaper: true },
    });
    expect(saved.json.code).toBe(0);
    try {
      const order = await placeTicketOrder(t.app, buyer, from, { quantity: 1 });
      const before = await orderPage(t.app, buyer, order.id);
      const moved = await moveTo(buyer, order.id, to);
      expect(moved.data.reserveDate).toBe(to);
      const back = sen(before.total) - sen(moved.data.total);
      expect(back).toBeGreaterThan(0);
      const { receipt, supplementaryReceipts, creditNotes } = (await receiptsOf(buyer, order.id))
        .data;
      expect(supplementaryReceipts).toEqual([]);
      expect(creditNotes).toHaveLength(1);
      expect(creditNotes[0]).toMatchObject({
        receiptNumber: receipt.number,
        dateChange: { from, to },
        total: (back / 100).toFixed(2),
      });
      expect(creditNotes[0].lines[0]).toMatchObject({ rate: '10.00', quantity: 1 });
      expect(sumOf([receipt]) - sumOf(creditNotes)).toBe(sen(moved.data.total));
    } finally {
      await staffCall(t.app, admin, 'POST', '/console/settings/date-changes/save', {
        body: { refundCheaper: false },
      });
    }
  });

  it('asks a visitor or staff member who is not signed in to sign in', async () => {
    const order = await placeTicketOrder(t.app, visitor, soonDate(2));
    expect((await call(t.app, 'GET', `/index/order/receipt?id=${order.id}`)).json.code).toBe(
      ERROR_CODE.notLoggedIn,
    );
    const settings = await staffCall(t.app, null, 'GET', '/console/settings/tax');
    expect(settings.json.code).toBe(ERROR_CODE.notLoggedIn);
  });
});
