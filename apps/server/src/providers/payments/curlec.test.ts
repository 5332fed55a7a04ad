import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const KEY_ID = 'rzp_test_scenic';
const KEY_SECRET = 'curlec_key_secret_for_scenic';
const WEBHOOK_SECRET = 'curlec_webhook_secret_for_scenic';

interface Sent {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

const hmac = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

describe.each(enginesUnderTest())('Curlec payments on $name', (engine) => {
  let t: TestApp;
  let curlecApi: Server;
  let token = '';
  let admin = '';
  const requests: Sent[] = [];
  /** The stand-in answers every call with an error, as Curlec out of reach would. */
  let curlecDown = false;
  /** What the stand-in answers for a path (a payment read back, a refund); else a new link. */
  const curlecObjects: Record<string, object> = {};

  beforeAll(async () => {
    // A stand-in for Curlec's API on this machine: the SDK talks to it instead of the network.
    curlecApi = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        const path = request.url ?? '';
        requests.push({
          method: request.method ?? '',
          path,
          headers: request.headers,
          body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
        });
        response.setHeader('content-type', 'application/json');
        if (curlecDown) {
          response.statusCode = 400;
          response.end(
            JSON.stringify({
              error: { code: 'BAD_REQUEST_ERROR', description: 'down for a test' },
            }),
          );
          return;
        }
        const known = curlecObjects[`${request.method} ${path}`];
        if (known) {
          response.end(JSON.stringify(known));
          return;
        }
        if (request.method === 'POST' && path === '/v1/payment_links') {
          const n = requests.length;
          response.end(
            JSON.stringify({
              id: `plink_test${n}`,
              short_url: `https://rzp.test/i/link${n}`,
              status: 'created',
            }),
          );
          return;
        }
        response.statusCode = 404;
        response.end(
          JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } }),
        );
      });
    });
    await new Promise<void>((resolve) => curlecApi.listen(0, '127.0.0.1', resolve));
    t = await createTestApp(engine, {
      env: { ...curlecEnv(), PUBLIC_URL: 'https://tickets.example.com' },
    });
    token = await signIn(t.app, t.database.db, `curlec-${engine.name}@example.com`);
    admin = await signInStaff(t.app);
  });
  /** The app on Curlec, talking to the stand-in; PUBLIC_URL as each test wants it. */
  const curlecEnv = () => ({
    // One payer stands in for many; what one visitor may hold unpaid has its own tests.
    UNPAID_ORDERS_PER_VISITOR: '1000',
    UNPAID_PLACES_PER_DATE: '1000',
    PAYMENT_PROVIDER: 'curlec',
    CURLEC_KEY_ID: KEY_ID,
    CURLEC_KEY_SECRET: KEY_SECRET,
    CURLEC_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CURLEC_API_BASE: `http://127.0.0.1:${(curlecApi.address() as AddressInfo).port}`,
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => curlecApi.close(() => resolve()));
  });
  beforeEach(() => {
    curlecDown = false;
    for (const key of Object.keys(curlecObjects)) delete curlecObjects[key];
  });

  async function newOrder(app = t.app, as = token) {
    const answer = await call(app, 'POST', '/index/order/createTicketOrder', {
      body: {
        ticketId: 1,
        date: addDays(attractionToday('+08:00'), 3),
        items: [{ variantId: 1, quantity: 2 }],
      },
      headers: { token: as },
    });
    const order = answer.json.data as { id: number; payUrl: string; orderNo: string };
    return { ...order, ref: order.payUrl.split('/').pop() ?? '' };
  }
  const status = async (id: number) =>
    (await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, { headers: { token } })).json
      .data;
  const paymentRow = (ref: string) =>
    t.database.db
      .selectFrom('payment')
      .selectAll()
      .where('provider_ref', '=', ref)
      .executeTakeFirstOrThrow();
  const passesOf = (orderId: number) =>
    t.database.db.selectFrom('ticket_pass').selectAll().where('order_id', '=', orderId).execute();

  function webhook(
    event: object,
    options: { id?: string; secret?: string | null; signature?: string } = {},
  ) {
    const payload = JSON.stringify(event);
    const secret = options.secret === undefined ? WEBHOOK_SECRET : options.secret;
    return t.app.inject({
      method: 'POST',
      url: '/api/pay/webhook/curlec',
      headers: {
        'content-type': 'application/json',
        ...(options.id ? { 'x-razorpay-event-id': options.id } : {}),
        ...(secret === null
          ? {}
          : { 'x-razorpay-signature': options.signature ?? hmac(secret, payload) }),
      },
      payload,
    });
  }
  const paymentEntity = (ref: string, extra: object = {}) => ({
    id: 'pay_curlec1',
    entity: 'payment',
    amount: 9000,
    currency: 'MYR',
    status: 'captured',
    method: 'wallet',
    wallet: 'touchngo',
    order_id: 'order_curlec1',
    notes: { ref },
    ...extra,
  });
  const linkPaid = (ref: string, payment: object = {}) => ({
    entity: 'event',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: {
        entity: {
          id: 'plink_paid',
          reference_id: ref,
          amount: 9000,
          status: 'paid',
          notes: { ref },
        },
      },
      payment: { entity: paymentEntity(ref, payment) },
    },
  });
  const paymentEvent = (type: string, ref: string, payment: object = {}) => ({
    entity: 'event',
    event: type,
    contains: ['payment'],
    payload: { payment: { entity: paymentEntity(ref, payment) } },
  });
  const refundEvent = (type: string, refund: object) => ({
    entity: 'event',
    event: type,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: { entity: 'refund', currency: 'MYR', ...refund } } },
  });

  it("shows the ways to pay the park offers, each with its mark, in the visitor's language", async () => {
    const order = await newOrder();
    expect(order.payUrl).toBe(`/pay/curlec/${order.ref}`);
    const page = await t.app.inject({ method: 'GET', url: `${order.payUrl}?lang=ma` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="ms">');
    expect(page.body).toContain('RM 90.00');
    expect(page.body).toContain(order.orderNo);
    const offered = [...page.body.matchAll(/data-method="(\w+)"/g)].map((match) => match[1]);
    expect(offered).toEqual(['fpx', 'card', 'touchngo', 'boost', 'grabpay', 'duitnow']);
    expect(page.body).toContain('Perbankan dalam talian FPX');
    expect(page.body).toContain('E-dompet Touch &#39;n Go');
    expect(page.body).toContain('DuitNow QR');
    expect(page.body.match(/<svg class="mark"/g)).toHaveLength(6);
    expect(page.body).toContain(`href="/pay/curlec/${order.ref}/checkout"`);
    expect(page.body).toContain('Teruskan bayar RM 90.00');
    // Opening the page opens nothing at Curlec: only its button does.
    expect(requests.filter((r) => r.path === '/v1/payment_links')).toHaveLength(0);
  });

  it('continues to a payment link for exactly the amount in MYR with our reference, and reuses it', async () => {
    const order = await newOrder();
    const before = Math.floor(Date.now() / 1000);
    const go = await t.app.inject({ method: 'GET', url: `${order.payUrl}/checkout` });
    expect(go.statusCode).toBe(303);
    expect(go.headers.location).toMatch(/^https:\/\/rzp\.test\/i\/link\d+$/);
    const sent = requests.filter((r) => r.path === '/v1/payment_links');
    expect(sent).toHaveLength(1);
    const link = sent[0] as Sent;
    expect(link.method).toBe('POST');
    expect(link.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    expect(link.body).toMatchObject({
      amount: 9000,
      currency: 'MYR',
      accept_partial: false,
      reference_id: order.ref,
      notes: { ref: order.ref, orderNo: order.orderNo },
      callback_url: `https://tickets.example.com/pay/curlec/${order.ref}/return`,
      callback_method: 'get',
      notify: { sms: false, email: false },
      reminder_enable: false,
    });
    // Curlec wants a link to stay open at least 15 minutes; this one outlives the order's hold.
    expect(link.body.expire_by).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(link.body.options).toEqual({
      checkout: {
        config: {
          display: {
            blocks: {
              offered: {
                name: 'Pay with',
                instruments: [
                  { method: 'fpx' },
                  { method: 'card' },
                  { method: 'duitnow' },
                  { method: 'wallet', wallets: ['touchngo', 'boost', 'grabpay'] },
                ],
              },
            },
            sequence: ['block.offered'],
            preferences: { show_default_blocks: false },
          },
        },
      },
    });
    expect((await paymentRow(order.ref)).checkout_url).toBe(go.headers.location);

    // Back on the page and on again: the same link, not a second one that could be paid as well.
    const again = await t.app.inject({ method: 'GET', url: `${order.payUrl}/checkout` });
    expect(again.headers.location).toBe(go.headers.location);
    expect(requests.filter((r) => r.path === '/v1/payment_links')).toHaveLength(1);
  });

  it('offers only the methods an admin chose, on our page and at the checkout, and audits the choice', async () => {
    const saved = await staffCall(t.app, admin, 'POST', '/console/settings/payment-methods/save', {
      body: { methods: ['touchngo', 'fpx', 'duitnow'] },
    });
    expect(saved.json.code).toBe(0);
    expect(saved.json.data).toEqual({ methods: ['fpx', 'touchngo', 'duitnow'], gateway: 'curlec' });
    try {
      const order = await newOrder();
      const page = await t.app.inject({ method: 'GET', url: `${order.payUrl}?lang=en` });
      const offered = [...page.body.matchAll(/data-method="(\w+)"/g)].map((match) => match[1]);
      expect(offered).toEqual(['fpx', 'touchngo', 'duitnow']);
      expect(page.body).not.toContain('GrabPay');
      await t.app.inject({ method: 'GET', url: `${order.payUrl}/checkout` });
      const link = requests.filter((r) => r.path === '/v1/payment_links').at(-1) as Sent;
      const config = (link.body.options as { checkout: { config: { display: object } } }).checkout
        .config.display as { blocks: { offered: { instruments: object[] } } };
      expect(config.blocks.offered.instruments).toEqual([
        { method: 'fpx' },
        { method: 'duitnow' },
        { method: 'wallet', wallets: ['touchngo'] },
      ]);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['before', 'after', 'target'])
        .where('action', '=', 'settings.payment_methods_saved')
        .execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({
        methods: ['fpx', 'touchngo', 'duitnow'],
      });
      // None at all, or one Curlec does not have, is refused and changes nothing.
      for (const methods of [[], ['alipay'], ['fpx', 'fpx']]) {
        const refused = await staffCall(
          t.app,
          admin,
          'POST',
          '/console/settings/payment-methods/save',
          { body: { methods } },
        );
        expect(refused.json.code, JSON.stringify(methods)).toBe(1002);
      }
      const now = await staffCall(t.app, admin, 'GET', '/console/settings/payment-methods');
      expect(now.json.data.methods).toEqual(['fpx', 'touchngo', 'duitnow']);
    } finally {
      await staffCall(t.app, admin, 'POST', '/console/settings/payment-methods/save', {
        body: { methods: ['fpx', 'card', 'touchngo', 'boost', 'grabpay', 'duitnow'] },
      });
    }
  });

  it('when Curlec cannot be reached, the page says no money was taken and leads back to the order', async () => {
    const order = await newOrder();
    curlecDown = true;
    const page = await t.app.inject({ method: 'GET', url: `${order.payUrl}/checkout` });
    expect(page.statusCode).toBe(502);
    expect(page.body).toContain('No money was taken');
    expect(page.body).toContain(
      `href="https://tickets.example.com/h5/#/order/ticketDetail?id=${order.id}"`,
    );
    expect((await paymentRow(order.ref)).checkout_id).toBe('');
  });

  it('a paid link, signed, pays the order once and names the method; replays and forgeries change nothing', async () => {
    const order = await newOrder();
    const event = linkPaid(order.ref);
    const wrong = await webhook(event, { id: 'evt_forged', secret: 'another_secret' });
    expect(wrong.statusCode).toBe(400);
    const unsigned = await webhook(event, { id: 'evt_unsigned', secret: null });
    expect(unsigned.statusCode).toBe(400);
    const garbled = await webhook(event, { id: 'evt_garbled', signature: 'not-hex' });
    expect(garbled.statusCode).toBe(400);
    expect((await status(order.id)).status).toBe('pending_payment');

    const first = await webhook(event, { id: 'evt_link_paid_1' });
    expect(first.json().data.result).toBe('applied');
    expect(await status(order.id)).toMatchObject({ status: 'ready_to_use', payMethod: 'touchngo' });
    expect(await passesOf(order.id)).toHaveLength(1);
    const records = await call(t.app, 'GET', '/index/order/payRecord', { headers: { token } });
    expect(
      records.json.data.find((record: { orderId: number }) => record.orderId === order.id),
    ).toMatchObject({ provider: 'curlec', method: 'touchngo' });
    expect((await paymentRow(order.ref)).gateway_id).toBe('pay_curlec1');

    // The same event again (Curlec delivers at least once), and the captured payment's own event.
    const replay = await webhook(event, { id: 'evt_link_paid_1' });
    expect(replay.json().data.result).toBe('duplicate');
    const captured = await webhook(paymentEvent('payment.captured', order.ref), {
      id: 'evt_captured_1',
    });
    expect(captured.json().data.result).toBe('applied');
    expect(await passesOf(order.id)).toHaveLength(1);
  });

  it('names each method Curlec reports: FPX, card, Boost, GrabPay, DuitNow QR', async () => {
    const cases = [
      [{ method: 'fpx', wallet: null, bank: 'MB2U0227' }, 'fpx'],
      [{ method: 'card', wallet: null }, 'card'],
      [{ method: 'wallet', wallet: 'boost' }, 'boost'],
      [{ method: 'wallet', wallet: 'grabpay' }, 'grabpay'],
      [{ method: 'duitnow', wallet: null }, 'duitnow'],
      // One we have no name for reads as an online payment through Curlec.
      [{ method: 'wallet', wallet: 'mcash' }, 'curlec'],
    ] as const;
    for (const [payment, named] of cases) {
      const order = await newOrder();
      await webhook(paymentEvent('payment.captured', order.ref, payment), {
        id: `evt_method_${named}_${order.id}`,
      });
      expect((await status(order.id)).payMethod, named).toBe(named);
    }
  });

  it('a failure after the capture (out of order) leaves the order paid', async () => {
    const order = await newOrder();
    await webhook(paymentEvent('payment.captured', order.ref), { id: 'evt_order_captured' });
    const late = await webhook(
      paymentEvent('payment.failed', order.ref, { status: 'failed', id: 'pay_curlec_failed' }),
      { id: 'evt_order_failed' },
    );
    expect(late.json().data.result).toBe('applied');
    expect(await status(order.id)).toMatchObject({ status: 'ready_to_use' });
    expect((await paymentRow(order.ref)).status).toBe('succeeded');
  });

  it('a failed attempt before paying says so and the order can still be paid', async () => {
    const order = await newOrder();
    await webhook(paymentEvent('payment.failed', order.ref, { status: 'failed' }), {
      id: 'evt_attempt_failed',
    });
    expect(await status(order.id)).toMatchObject({
      status: 'pending_payment',
      lastPayment: 'failed',
    });
    await webhook(linkPaid(order.ref), { id: 'evt_attempt_then_paid' });
    expect((await status(order.id)).status).toBe('ready_to_use');
  });

  it('an event for a payment we do not know, or without our reference, changes nothing', async () => {
    const unknown = await webhook(linkPaid('no_such_reference_here'), { id: 'evt_unknown_ref' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.result).toBe('unknown');
    const foreign = await webhook(
      paymentEvent('payment.captured', 'x', { notes: [], id: 'pay_from_elsewhere' }),
      { id: 'evt_foreign' },
    );
    expect(foreign.json().data.result).toBe('ignored');
    const other = await webhook({ entity: 'event', event: 'order.paid', payload: {} });
    expect(other.json().data.result).toBe('ignored');
  });

  it('money of another amount or currency is recorded and flagged for refund, not taken as payment', async () => {
    for (const [payment, id] of [
      [{ amount: 100 }, 'evt_other_amount'],
      [{ currency: 'SGD' }, 'evt_other_currency'],
    ] as const) {
      const order = await newOrder();
      const answer = await webhook(linkPaid(order.ref, payment), { id });
      expect(answer.json().data.result).toBe('applied');
      expect((await status(order.id)).status, id).toBe('pending_payment');
      expect(await paymentRow(order.ref)).toMatchObject({ status: 'succeeded', needs_refund: 1 });
      expect(await passesOf(order.id)).toHaveLength(0);
    }
    const queue = await staffCall(t.app, admin, 'GET', '/console/refunds/queue');
    expect(
      (queue.json.data.list as { provider: string }[]).filter((row) => row.provider === 'curlec'),
    ).toHaveLength(2);
  });

  it('back from Curlec with a signed return, the payment is read from Curlec and the order paid at once', async () => {
    const order = await newOrder();
    await t.app.inject({ method: 'GET', url: `${order.payUrl}/checkout` });
    const { checkout_id: linkId } = await paymentRow(order.ref);
    curlecObjects['GET /v1/payments/pay_back1'] = paymentEntity(order.ref, {
      id: 'pay_back1',
      method: 'fpx',
      wallet: null,
    });
    const signature = hmac(KEY_SECRET, `${linkId}|${order.ref}|paid|pay_back1`);
    const back = await t.app.inject({
      method: 'GET',
      url: `/pay/curlec/${order.ref}/return?razorpay_payment_id=pay_back1&razorpay_payment_link_id=${linkId}&razorpay_payment_link_reference_id=${order.ref}&razorpay_payment_link_status=paid&razorpay_signature=${signature}`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `https://tickets.example.com/h5/#/order/ticketDetail?id=${order.id}`,
    );
    expect(await status(order.id)).toMatchObject({ status: 'ready_to_use', payMethod: 'fpx' });
    // The webhook that follows finds it settled.
    const late = await webhook(linkPaid(order.ref, { id: 'pay_back1', method: 'fpx' }), {
      id: 'evt_after_return',
    });
    expect(late.json().data.result).toBe('applied');
    expect(await passesOf(order.id)).toHaveLength(1);
  });

  it('a return with a wrong signature, another link, or a payment not captured pays nothing', async () => {
    const order = await newOrder();
    await t.app.inject({ method: 'GET', url: `${order.payUrl}/checkout` });
    const { checkout_id: linkId } = await paymentRow(order.ref);
    curlecObjects['GET /v1/payments/pay_auth'] = paymentEntity(order.ref, {
      id: 'pay_auth',
      status: 'authorized',
    });
    curlecObjects['GET /v1/payments/pay_other'] = paymentEntity('someone_elses_ref', {
      id: 'pay_other',
    });
    const back = (link: string, paymentId: string, signature: string) =>
      t.app.inject({
        method: 'GET',
        url: `/pay/curlec/${order.ref}/return?razorpay_payment_id=${paymentId}&razorpay_payment_link_id=${link}&razorpay_payment_link_reference_id=${order.ref}&razorpay_payment_link_status=paid&razorpay_signature=${signature}`,
      });
    const reads = () => requests.filter((r) => r.path.startsWith('/v1/payments/pay_')).length;
    const readsBefore = reads();
    // Signed with the wrong secret, or for a link that is not this payment's: not even read.
    await back(linkId, 'pay_auth', hmac('wrong', `${linkId}|${order.ref}|paid|pay_auth`));
    await back(
      'plink_other',
      'pay_auth',
      hmac(KEY_SECRET, `plink_other|${order.ref}|paid|pay_auth`),
    );
    expect(reads()).toBe(readsBefore);
    // Genuinely signed, but Curlec says the money was not captured, or was another payment's.
    await back(linkId, 'pay_auth', hmac(KEY_SECRET, `${linkId}|${order.ref}|paid|pay_auth`));
    await back(linkId, 'pay_other', hmac(KEY_SECRET, `${linkId}|${order.ref}|paid|pay_other`));
    expect(reads()).toBe(readsBefore + 2);
    const bare = await t.app.inject({ method: 'GET', url: `/pay/curlec/${order.ref}/return` });
    expect(bare.statusCode).toBe(303);
    expect((await status(order.id)).status).toBe('pending_payment');
  });

  it('refunds whole orders on the Curlec payment, once; a later processed webhook confirms it', async () => {
    const order = await newOrder();
    await webhook(linkPaid(order.ref, { id: 'pay_refund_whole' }), { id: 'evt_refund_whole' });
    curlecObjects['POST /v1/payments/pay_refund_whole/refund'] = {
      id: 'rfnd_whole',
      entity: 'refund',
      amount: 9000,
      status: 'pending',
    };
    const refund = await t.app.orders.refund({ orderId: order.id, reason: 'rain', staffId: 7 });
    expect(refund).toMatchObject({ amountSen: 9000, status: 'pending' });
    const sent = requests.filter((r) => r.path === '/v1/payments/pay_refund_whole/refund');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      amount: 9000,
      speed: 'normal',
      notes: { refundId: String(refund.refundId) },
    });
    expect(sent[0]?.headers['x-refund-idempotency']).toBe(`scenic-refund-${refund.refundId}`);
    expect(sent[0]?.headers.authorization).toMatch(/^Basic /);
    expect(await status(order.id)).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: '90.00', done: false }],
    });

    const processed = refundEvent('refund.processed', {
      id: 'rfnd_whole',
      payment_id: 'pay_refund_whole',
      amount: 9000,
      status: 'processed',
      notes: { refundId: String(refund.refundId) },
    });
    expect((await webhook(processed, { id: 'evt_rfnd_1' })).json().data.result).toBe('applied');
    expect((await webhook(processed, { id: 'evt_rfnd_2' })).json().data.result).toBe('unchanged');
    expect((await status(order.id)).refunds).toEqual([
      expect.objectContaining({ amount: '90.00', done: true }),
    ]);

    // Money Curlec reports again for the refunded order changes nothing.
    const late = await webhook(
      paymentEvent('payment.captured', order.ref, { id: 'pay_refund_whole' }),
      {
        id: 'evt_after_refund',
      },
    );
    expect(late.json().data.result).toBe('applied');
    expect((await status(order.id)).status).toBe('refunded');
    expect(await passesOf(order.id)).toHaveLength(1);
  });

  it('refunds some units of a line; a refund Curlec fails is sent again as a new refund', async () => {
    const order = await newOrder();
    await webhook(linkPaid(order.ref, { id: 'pay_refund_part' }), { id: 'evt_refund_part' });
    const [line] = await t.database.db
      .selectFrom('order_line')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    curlecObjects['POST /v1/payments/pay_refund_part/refund'] = {
      id: 'rfnd_part1',
      entity: 'refund',
      amount: 4500,
      status: 'pending',
    };
    const refund = await t.app.orders.refund({
      orderId: order.id,
      lines: [{ lineId: line?.id ?? 0, quantity: 1 }],
      reason: 'one visitor could not come',
      staffId: 7,
    });
    expect(refund).toMatchObject({ amountSen: 4500, status: 'pending' });
    expect(
      requests.filter((r) => r.path === '/v1/payments/pay_refund_part/refund').at(-1)?.body,
    ).toMatchObject({ amount: 4500 });
    expect((await status(order.id)).status).toBe('ready_to_use');

    const failed = refundEvent('refund.failed', {
      id: 'rfnd_part1',
      amount: 4500,
      status: 'failed',
    });
    expect((await webhook(failed, { id: 'evt_rfnd_failed' })).json().data.result).toBe('applied');
    const row = () =>
      t.database.db
        .selectFrom('refund')
        .select(['status', 'provider_ref'])
        .where('id', '=', refund.refundId)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ status: 'failed', provider_ref: 'rfnd_part1' });

    curlecObjects['POST /v1/payments/pay_refund_part/refund'] = {
      id: 'rfnd_part2',
      entity: 'refund',
      amount: 4500,
      status: 'processed',
    };
    expect(await t.app.payments.sendRefund(refund.refundId)).toBe('succeeded');
    const again = requests.filter((r) => r.path === '/v1/payments/pay_refund_part/refund').at(-1);
    expect(again?.headers['x-refund-idempotency']).toBe(
      `scenic-refund-${refund.refundId}-rfnd_part1`,
    );
    expect(await row()).toEqual({ status: 'succeeded', provider_ref: 'rfnd_part2' });
  });

  it('a refund Curlec refuses at once is kept as failed, with its reason, to send again', async () => {
    const order = await newOrder();
    await webhook(linkPaid(order.ref, { id: 'pay_refund_down' }), { id: 'evt_refund_down' });
    curlecDown = true;
    const refused = await t.app.orders.refund({ orderId: order.id, reason: 'rain', staffId: 7 });
    expect(refused.status).toBe('failed');
    const row = await t.database.db
      .selectFrom('refund')
      .select(['status', 'error', 'provider_ref'])
      .where('id', '=', refused.refundId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', error: 'down for a test', provider_ref: '' });
    curlecDown = false;
    curlecObjects['POST /v1/payments/pay_refund_down/refund'] = {
      id: 'rfnd_down',
      status: 'pending',
    };
    expect(await t.app.payments.sendRefund(refused.refundId)).toBe('pending');
    // Never answered, so the same refund is asked for again: Curlec makes it once.
    const sent = requests.filter((r) => r.path === '/v1/payments/pay_refund_down/refund');
    expect(sent.map((r) => r.headers['x-refund-idempotency'])).toEqual([
      `scenic-refund-${refused.refundId}`,
      `scenic-refund-${refused.refundId}`,
    ]);
  });

  it('an expired link marks the attempt cancelled; paying again opens a new link', async () => {
    const order = await newOrder();
    const first = await t.app.inject({ method: 'GET', url: `${order.payUrl}/checkout` });
    const expired = {
      entity: 'event',
      event: 'payment_link.expired',
      contains: ['payment_link'],
      payload: {
        payment_link: {
          entity: {
            id: 'plink_x',
            reference_id: order.ref,
            amount: 9000,
            notes: { ref: order.ref },
          },
        },
      },
    };
    expect((await webhook(expired, { id: 'evt_link_expired' })).json().data.result).toBe('applied');
    expect(await status(order.id)).toMatchObject({
      status: 'pending_payment',
      lastPayment: 'canceled',
    });
    // The kept link ran out: a new one, with a reference of its own and ours in its notes.
    await t.database.db
      .updateTable('payment')
      .set({ checkout_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('provider_ref', '=', order.ref)
      .execute();
    const second = await t.app.inject({ method: 'GET', url: `${order.payUrl}/checkout` });
    expect(second.headers.location).not.toBe(first.headers.location);
    const link = requests.filter((r) => r.path === '/v1/payment_links').at(-1) as Sent;
    expect(link.body.reference_id).toMatch(new RegExp(`^${order.ref}-[0-9a-z]+$`));
    expect(link.body.notes).toMatchObject({ ref: order.ref });
    // A late payment on either settles the order through our reference.
    await webhook(linkPaid(order.ref), { id: 'evt_paid_after_expiry' });
    expect((await status(order.id)).status).toBe('ready_to_use');
  });

  it('a paid order sends the visitor from its page back to the order, and never opens a link', async () => {
    const order = await newOrder();
    await webhook(linkPaid(order.ref), { id: 'evt_paid_then_page' });
    const page = await t.app.inject({ method: 'GET', url: `${order.payUrl}?lang=en` });
    expect(page.body).toContain('This order is paid');
    expect(page.body).not.toContain('curlec-continue');
    const before = requests.length;
    const go = await t.app.inject({ method: 'GET', url: `${order.payUrl}/checkout` });
    expect(go.statusCode).toBe(303);
    expect(go.headers.location).toBe(
      `https://tickets.example.com/h5/#/order/ticketDetail?id=${order.id}`,
    );
    expect(requests.length).toBe(before);
    const unknown = await t.app.inject({ method: 'GET', url: '/pay/curlec/no_such_reference_x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('without PUBLIC_URL, sends visitors to Curlec only from a local or private host, never a forged one', async () => {
    const local = await createTestApp(engine, { env: curlecEnv() });
    try {
      const visitor = await signIn(local.app, local.database.db, `host-${engine.name}@example.com`);
      const links = () => requests.filter((r) => r.path === '/v1/payment_links').length;
      for (const host of ['evil.example', 'tickets.example.com:443']) {
        const order = await newOrder(local.app, visitor);
        const before = links();
        const page = await local.app.inject({
          method: 'GET',
          url: `${order.payUrl}/checkout`,
          headers: { host },
        });
        expect(page.statusCode, host).toBe(500);
        expect(page.body, host).toContain('No money was taken');
        expect(page.body, host).toContain(`href="/h5/#/order/ticketDetail?id=${order.id}"`);
        expect(links(), host).toBe(before);
      }
      const order = await newOrder(local.app, visitor);
      const page = await local.app.inject({
        method: 'GET',
        url: `${order.payUrl}/checkout`,
        headers: { host: '192.168.1.20:8080' },
      });
      expect(page.statusCode).toBe(303);
      expect(requests.filter((r) => r.path === '/v1/payment_links').at(-1)?.body.callback_url).toBe(
        `http://192.168.1.20:8080/pay/curlec/${order.ref}/return`,
      );
    } finally {
      await local.close();
    }
  });
});
