import { rmToSen, VALIDATION_MESSAGES } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractionToday } from '#server/lib/attraction-time.ts';
import type { IssuedCreditNote, IssuedReceipt } from '#server/modules/receipts/for-e-invoices.ts';
import { createMyInvoisClient } from '#server/providers/myinvois/client.ts';
import { buildEInvoice } from '#server/providers/myinvois/document.ts';
import { PARK } from '#server/providers/myinvois/fixtures.ts';
import type { EInvoicing } from '#server/providers/myinvois/index.ts';
import { signEInvoice, signingCredentials } from '#server/providers/myinvois/signature.ts';
import { type MyInvoisStandIn, startMyInvoisStandIn } from '#server/providers/myinvois/stand-in.ts';
import { testCertificate } from '#server/providers/myinvois/test-certificate.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  fakeClock,
  PORTAL,
} from '#server/providers/myinvois/test-kit.ts';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { placeTicketOrder } from '#test/orders.ts';
import { signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';
import { consolidatedLines } from './inputs.ts';
import { monthOf, monthStart, nextMonth } from './months.ts';

const env = {
  UNPAID_ORDERS_PER_VISITOR: '40',
  UNPAID_PLACES_PER_DATE: '200',
  E_INVOICE_CHECK_MINUTES: '0',
  RETENTION_CHECK_MINUTES: '0',
};
const OFFSET = '+08:00';
const HOUR = 3_600_000;

const settings = {
  enabled: true,
  msic: '93210',
  businessActivity: 'Activities of amusement parks and theme parks',
  state: '10',
  city: 'Hulu Langat',
  postcode: '43100',
  tourismTaxNumber: 'NA',
};

const buyer = {
  name: 'Aminah binti Yusof',
  tin: 'IG12345678901',
  idType: 'NRIC',
  idValue: '880101-01-1234',
  email: 'aminah@example.com',
  phone: '+60 12-345 6789',
  address: { line1: '12 Jalan Mawar', postcode: '43000', city: 'Kajang', state: '10' },
};

/** MyInvois e-invoices (decision 046) against the local MyInvois stand-in, on every engine. */
describe.each(enginesUnderTest())('e-invoices on $name', (engine) => {
  let t: TestApp;
  let standIn: MyInvoisStandIn;
  let admin = '';
  let visitor = '';
  let serial = 0;
  // The park's clock and MyInvois's: the job's month turns when the test says so.
  const clock = fakeClock(Date.now());

  beforeAll(async () => {
    const certificate = await testCertificate({ name: PARK.name, tin: PARK.tin, brn: PARK.brn });
    const credentials = signingCredentials(certificate.certificatePem, certificate.privateKeyPem);
    standIn = await startMyInvoisStandIn({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      taxpayerTin: PARK.tin,
      trustedCertificatePem: certificate.certificatePem,
      now: clock.now,
    });
    const eInvoicing = (journal: Parameters<typeof createMyInvoisClient>[0]['journal']) =>
      ({
        client: createMyInvoisClient({
          apiUrl: standIn.url,
          identityUrl: standIn.url,
          portalUrl: PORTAL,
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          timeoutMs: 400,
          now: clock.now,
          sleep: clock.sleep,
          random: () => 0.5,
          ...(journal ? { journal } : {}),
        }),
        prepare: (input, signedAt) => ({
          codeNumber: input.number,
          json: signEInvoice(buildEInvoice(input), credentials, signedAt ?? new Date(clock.now())),
        }),
      }) satisfies EInvoicing;
    t = await createTestApp(engine, { env, clock: clock.now, eInvoicing });
    admin = await signInStaff(t.app);
    visitor = await signIn(t.app, t.database.db, `einvoice-${engine.name}@example.com`);
    const saved = await staffCall(t.app, admin, 'POST', '/console/settings/tax/save', {
      body: {
        pricesIncludeTax: true,
        kindClasses: {
          ticket: 'services',
          shop: 'exempt',
          food: 'food_drink',
          image: 'exempt',
          rental: 'services',
        },
        items: [],
        registration: { companyRegNo: PARK.brn, sstRegNo: 'W10-1808-32000001', tin: PARK.tin },
      },
    });
    expect(saved.json.code).toBe(0);
    const rate = await staffCall(t.app, admin, 'POST', '/console/settings/tax/rates/add', {
      body: { taxClass: 'services', rate: '8', from: attractionToday(OFFSET, clock.now()) },
    });
    expect(rate.json.code).toBe(0);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const newVisitor = () =>
    signIn(t.app, t.database.db, `einvoice-${engine.name}-${++serial}@example.com`);
  const stateOf = async (token: string, id: number, langue = 'en') =>
    (await call(t.app, 'GET', `/index/order/einvoice?id=${id}`, { headers: { token }, langue }))
      .json;
  const ask = async (token: string, body: object, langue = 'en') =>
    (
      await call(t.app, 'POST', '/index/order/einvoice/request', {
        headers: { token },
        body,
        langue,
      })
    ).json;
  const documents = async (status?: string) =>
    (
      await staffCall(
        t.app,
        admin,
        'GET',
        `/console/e-invoices${status ? `?status=${status}` : ''}`,
      )
    ).json.data.items as {
      id: number;
      number: string;
      kind: string;
      status: string;
      errors: string[];
      period: string | null;
      validationLink: string | null;
    }[];
  const sentUnder = (number: string) =>
    [...standIn.documents.values()].filter((document) => document.internalId === number);
  const run = () => t.app.eInvoices.job.run();
  /** Every sale paid so far, to add up what a month's consolidated e-invoice must hold. */
  const sales: { id: number; token: string }[] = [];
  const paidOrder = async (token = visitor) => {
    const order = await placeTicketOrder(t.app, token, soonDate(2), { quantity: 2 });
    expect(order.code).toBe(0);
    sales.push({ id: order.id, token });
    return order;
  };
  const receiptTotal = async (sale: { id: number; token: string }) => {
    const { receipt, creditNotes } = (
      await call(t.app, 'GET', `/index/order/receipt?id=${sale.id}`, {
        headers: { token: sale.token },
      })
    ).json.data as { receipt: { total: string }; creditNotes: { total: string }[] };
    return rmToSen(receipt.total) - creditNotes.reduce((sum, note) => sum + rmToSen(note.total), 0);
  };

  it('is off by default: a visitor is told the receipt stands, and nothing is sent', async () => {
    const order = await paidOrder();
    const state = await stateOf(visitor, order.id);
    expect(state).toMatchObject({ code: 0, data: { enabled: false, document: null } });
    const asked = await ask(visitor, { id: order.id, ...buyer });
    expect(asked.code).toBe(3100);
    await run();
    expect(standIn.requests.filter((r) => r.route === 'submit')).toHaveLength(0);
    const shown = await staffCall(t.app, admin, 'GET', '/console/settings/e-invoicing');
    expect(shown.json.data).toMatchObject({ settings: { enabled: false }, connected: true });
    const turnedOn = await staffCall(t.app, admin, 'POST', '/console/settings/e-invoicing/save', {
      body: settings,
    });
    expect(turnedOn.json.data.settings.enabled).toBe(true);
  });

  it('refuses a malformed TIN or identity number with a clear message in the visitor’s language', async () => {
    const order = await paidOrder();
    const wrongTin = await ask(visitor, { id: order.id, ...buyer, tin: 'IG12' }, 'ma');
    expect(wrongTin).toMatchObject({ code: 1002, msg: VALIDATION_MESSAGES.eInvoiceTinFormat.ma });
    const wrongNric = await ask(visitor, { id: order.id, ...buyer, idValue: '8801' }, 'zh');
    expect(wrongNric).toMatchObject({
      code: 1002,
      msg: VALIDATION_MESSAGES.eInvoiceNricFormat.zh,
    });
    expect((await stateOf(visitor, order.id)).data.document).toBeNull();
  });

  it('shows and takes requests only for the visitor’s own orders', async () => {
    const order = await paidOrder();
    const other = await newVisitor();
    expect((await stateOf(other, order.id)).code).toBe(1003);
    expect((await ask(other, { id: order.id, ...buyer })).code).toBe(1003);
    expect((await stateOf(visitor, order.id)).data.document).toBeNull();
  });

  let individualOrder = 0;
  let consolidatedSale = 0;
  let individualNumber = '';
  it('issues a visitor’s own e-invoice within the month, and shows its validation link once valid', async () => {
    const order = await paidOrder();
    individualOrder = order.id;
    const asked = await ask(visitor, { id: order.id, ...buyer });
    expect(asked.code).toBe(0);
    expect(asked.data.document).toMatchObject({ status: 'queued', validationLink: null });
    individualNumber = asked.data.document.number;
    expect((await ask(visitor, { id: order.id, ...buyer })).code).toBe(3102);

    await run();
    const state = (await stateOf(visitor, order.id)).data;
    expect(state.document.status).toBe('valid');
    expect(state.document.validationLink).toMatch(
      new RegExp(`^${PORTAL}/[A-Z0-9]+/share/[A-Z0-9]+$`),
    );
    expect(sentUnder(individualNumber)).toHaveLength(1);
    const sent = sentUnder(individualNumber)[0]?.text ?? '';
    expect(sent).toContain('Aminah binti Yusof');
    expect(sent).toContain('880101011234');
    // The details given are personal data: the visitor's own copy holds them (decision 045).
    const copy = await call(t.app, 'GET', '/index/privacy/export', { headers: { token: visitor } });
    expect(copy.json.data.eInvoices).toEqual([
      expect.objectContaining({
        number: individualNumber,
        status: 'valid',
        buyer: expect.objectContaining({ name: 'Aminah binti Yusof', tin: 'IG12345678901' }),
      }),
    ]);
  });

  it('shows LHDN’s reasons for a refused e-invoice, and sends it again once corrected', async () => {
    const token = await newVisitor();
    const order = await paidOrder(token);
    const asked = await ask(token, {
      id: order.id,
      ...buyer,
      tin: '',
      idType: 'PASSPORT',
      idValue: 'A1234567',
    });
    expect(asked.code).toBe(0);
    const number = asked.data.document.number as string;
    standIn.reject(number, [
      {
        errorCode: 'CF410',
        error: 'Buyer address is not valid',
        propertyPath: 'Invoice.AccountingCustomerParty',
      },
    ]);
    await run();
    const refused = (await documents('invalid')).find((d) => d.number === number);
    expect(refused?.errors.join(' ')).toContain('Buyer address is not valid');
    expect((await stateOf(token, order.id)).data.document.status).toBe('invalid');

    standIn.reject(number, []);
    const again = await staffCall(t.app, admin, 'POST', '/console/e-invoices/resubmit', {
      body: { id: refused?.id },
    });
    expect(again.json.data.status).toBe('queued');
    // Some time later: MyInvois refuses the very same payload within 10 minutes as a duplicate.
    clock.advance(11 * 60_000);
    await run();
    expect((await stateOf(token, order.id)).data.document.status).toBe('valid');
    expect(sentUnder(number)).toHaveLength(1);
    // A valid one is not resubmitted.
    const twice = await staffCall(t.app, admin, 'POST', '/console/e-invoices/resubmit', {
      body: { id: refused?.id },
    });
    expect(twice.json.code).toBe(3103);

    // Cancelled within 72 hours of validation (the client refuses later ones), and only once.
    const valid = (await documents('valid')).find((d) => d.number === number);
    const cancelled = await staffCall(t.app, admin, 'POST', '/console/e-invoices/cancel', {
      body: { id: valid?.id, reason: 'Issued to the wrong buyer' },
    });
    expect(cancelled.json.data.status).toBe('cancelled');
    expect((await stateOf(token, order.id)).data.document.status).toBe('cancelled');
    const again72 = await staffCall(t.app, admin, 'POST', '/console/e-invoices/cancel', {
      body: { id: valid?.id, reason: 'Twice' },
    });
    expect(again72.json.code).toBe(3105);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', [
        'e_invoice.resubmitted',
        'e_invoice.cancelled',
        'settings.e_invoicing_saved',
      ])
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'e_invoice.cancelled',
      'e_invoice.resubmitted',
      'settings.e_invoicing_saved',
    ]);
  });

  it('consolidates the month’s other sales once with two instances, keeping it queued through 429s, 5xx and a timeout', async () => {
    const month = monthOf(clock.now(), OFFSET);
    const number = `CEI-${month}`;
    const lastSale = await paidOrder();
    consolidatedSale = lastSale.id;
    // A refund within the month is netted in the month's consolidated e-invoice.
    const refundedSale = await paidOrder();
    expect(
      (
        await staffCall(t.app, admin, 'POST', '/console/orders/refund', {
          body: { id: refundedSale.id, reason: 'Left early' },
        })
      ).json.code,
    ).toBe(0);
    let expectedSen = 0;
    for (const sale of sales) {
      if (sale.id !== individualOrder) expectedSen += await receiptTotal(sale);
    }
    const second = await t.secondInstance();
    try {
      // The new month begins; MyInvois is throttled then down for the first round.
      clock.advance(monthStart(nextMonth(month), OFFSET) + HOUR - clock.now());
      standIn.failNext('submit', { status: 429, retryAfter: 2 }, 2);
      standIn.failNext('submit', { status: 503 }, 2);
      standIn.failNext('submit', { hang: true });
      const job = second.app.eInvoices.job;
      await Promise.all([run(), job.run()]);
      admin = await signInStaff(t.app);
      let consolidated = (await documents()).filter((d) => d.kind === 'invoice_consolidated');
      expect(consolidated).toHaveLength(1);
      expect(consolidated[0]).toMatchObject({ number, period: month, status: 'queued' });
      expect(sentUnder(number)).toHaveLength(0);

      clock.advance(2 * HOUR);
      await Promise.all([run(), job.run()]);
      await Promise.all([run(), job.run()]);
      consolidated = (await documents()).filter((d) => d.kind === 'invoice_consolidated');
      expect(consolidated[0]?.status).toBe('valid');
      expect(sentUnder(number)).toHaveLength(1);
      const text = sentUnder(number)[0]?.text ?? '';
      expect(text).toContain('General Public');
      expect(text).toContain('EI00000000010');
      expect(Math.round((sentUnder(number)[0]?.totalPayableAmount ?? 0) * 100)).toBe(expectedSen);
      // The sale with an e-invoice of its own left the consolidated one.
      expect(text).not.toContain(individualNumber.replace('EI-', ''));

      // Another round, a restart: nothing more is sent.
      const submits = standIn.requests.filter((r) => r.route === 'submit').length;
      await Promise.all([run(), job.run()]);
      expect(standIn.requests.filter((r) => r.route === 'submit')).toHaveLength(submits);

      // The month has closed for the last sale's visitor.
      const late = await ask(visitor, { id: lastSale.id, ...buyer }, 'en');
      expect(late.code).toBe(3101);
      expect(late.msg).toContain(month);
      expect((await stateOf(visitor, lastSale.id)).data).toMatchObject({
        monthClosed: true,
        month,
      });
    } finally {
      await second.close();
    }
  });

  it('gives a refund after validation a refund note referencing the e-invoice', async () => {
    const refunded = await staffCall(t.app, admin, 'POST', '/console/orders/refund', {
      body: { id: individualOrder, reason: 'Ride closed' },
    });
    expect(refunded.json.code).toBe(0);
    await run();
    await run();
    const note = (await documents()).find(
      (d) => d.kind === 'refund_note' && sentUnder(d.number)[0]?.text.includes(individualNumber),
    );
    expect(note?.status).toBe('valid');

    // A sale of last month, in its valid consolidated e-invoice, refunded this month.
    const month = (await documents()).find((d) => d.kind === 'invoice_consolidated');
    expect(
      (
        await staffCall(t.app, admin, 'POST', '/console/orders/refund', {
          body: { id: consolidatedSale, reason: 'Storm' },
        })
      ).json.code,
    ).toBe(0);
    await run();
    await run();
    const notes = (await documents()).filter((d) => d.kind === 'refund_note');
    expect(notes).toHaveLength(2);
    const toMonth = notes.find((d) => sentUnder(d.number)[0]?.text.includes(month?.number ?? '-'));
    expect(toMonth?.status).toBe('valid');
    expect(sentUnder(toMonth?.number ?? '')[0]?.text).toContain('General Public');
  });

  it('refuses to cancel an e-invoice validated more than 72 hours ago', async () => {
    clock.advance(73 * HOUR);
    admin = await signInStaff(t.app);
    const month = (await documents()).find((d) => d.kind === 'invoice_consolidated');
    const refused = await staffCall(t.app, admin, 'POST', '/console/e-invoices/cancel', {
      body: { id: month?.id, reason: 'Too late' },
    });
    expect(refused.json.code).toBe(3105);
    expect((await documents()).find((d) => d.id === month?.id)?.status).toBe('valid');
  });

  it('sends the e-invoices due together, in one submission', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const token = await newVisitor();
      const order = await paidOrder(token);
      const asked = await ask(token, { id: order.id, ...buyer });
      expect(asked.code).toBe(0);
      numbers.push(asked.data.document.number);
    }
    const submits = standIn.requests.filter((r) => r.route === 'submit').length;
    await run();
    expect(standIn.requests.filter((r) => r.route === 'submit')).toHaveLength(submits + 1);
    const valid = (await documents('valid')).map((d) => d.number);
    expect(valid).toEqual(expect.arrayContaining(numbers));
  });

  it('erases a visitor’s e-invoice details once the law no longer asks to keep them', async () => {
    const kept = await t.database.db.selectFrom('e_invoice_buyer').select('document_id').execute();
    expect(kept.length).toBeGreaterThan(0);
    const [first] = kept;
    await t.database.db
      .updateTable('e_invoice_buyer')
      .set({ keep_until: new Date(clock.now() - 1000).toISOString() })
      .where('document_id', '=', first?.document_id ?? 0)
      .execute();
    await run();
    const left = await t.database.db.selectFrom('e_invoice_buyer').select('document_id').execute();
    expect(left.map((row) => row.document_id)).not.toContain(first?.document_id);
    expect(left).toHaveLength(kept.length - 1);
  });
});

describe('the month’s consolidated lines with date changes', () => {
  const taxes = (taxableSen: number, taxSen: number) => [
    { taxClass: 'entertainment' as const, rate: 1000, taxableSen, taxSen },
  ];
  const receipt = (id: number, number: string, sale: [number, number], supplementOf?: number) =>
    ({
      id,
      orderId: 1,
      number,
      issuedAt: '2026-11-10T02:00:00.000Z',
      body: { taxes: taxes(...sale) },
      ...(supplementOf === undefined ? {} : { supplementOf }),
    }) as unknown as IssuedReceipt;
  const note = (id: number, receiptId: number, back: [number, number]) =>
    ({
      id,
      receiptId,
      orderId: 1,
      number: `CN-00000${id}`,
      issuedAt: '2026-11-12T02:00:00.000Z',
      body: { taxes: taxes(...back) },
    }) as unknown as IssuedCreditNote;
  /** What the lines were charged on (entertainment duty is not SST: no tax on the lines). */
  const sum = (lines: ReturnType<typeof consolidatedLines>) =>
    lines.reduce((all, line) => all + line.unitPriceSen, 0);

  it('counts a date change’s receipt as a sale, and a refund at the new price takes both back', () => {
    const first = receipt(7, 'R-000007', [10_000, 1_000]);
    // The difference of a dearer date, paid later: its own number in the series.
    const later = receipt(3, 'R-000009', [5_000, 500], 7);
    expect(sum(consolidatedLines([first, later], []))).toBe(15_000);
    // A credit note with the id of the later receipt's row is not netted against it.
    expect(sum(consolidatedLines([first, later], [note(3, 99, [5_000, 500])]))).toBe(15_000);
    // Refunded whole at the new price: nothing of the sale is left in the month.
    expect(consolidatedLines([first, later], [note(1, 7, [15_000, 1_500])])).toEqual([]);
    // Refunded in part: what is left.
    expect(sum(consolidatedLines([first, later], [note(1, 7, [12_000, 1_200])]))).toBe(3_000);
  });
});
