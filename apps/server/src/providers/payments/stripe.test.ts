import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_scenic';

describe.each(enginesUnderTest())('Stripe payments on $name', (engine) => {
  let t: TestApp;
  let stripeApi: Server;
  let token = '';
  const requests: { path: string; body: string }[] = [];
  /** The stand-in answers every call with an error, as Stripe out of reach would. */
  let stripeDown = false;
  /** What the stand-in answers for a path (a PaymentIntent, a session read back); else a new session. */
  const stripeObjects: Record<string, object> = {
    '/v1/payment_intents/pi_fpx': {
      id: 'pi_fpx',
      object: 'payment_intent',
      payment_method: { id: 'pm_1', object: 'payment_method', type: 'fpx' },
    },
    '/v1/payment_intents/pi_card': {
      id: 'pi_card',
      object: 'payment_intent',
      payment_method: { id: 'pm_2', object: 'payment_method', type: 'card' },
    },
  };
  beforeAll(async () => {
    // A stand-in for Stripe's API on this machine: the SDK talks to it instead of the network.
    stripeApi = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const path = request.url ?? '';
        requests.push({ path, body });
        response.setHeader('content-type', 'application/json');
        if (stripeDown) {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
          return;
        }
        const known = Object.entries(stripeObjects).find(([prefix]) => path.startsWith(prefix));
        response.end(
          JSON.stringify(
            known?.[1] ?? {
              id: `cs_test_${requests.length}`,
              object: 'checkout.session',
              url: `https://checkout.stripe.test/c/pay/cs_test_${requests.length}`,
            },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
    t = await createTestApp(engine, {
      env: { ...stripeEnv(), PUBLIC_URL: 'https://tickets.example.com' },
    });
    token = await signIn(t.app, t.database.db, `stripe-${engine.name}@example.com`);
  });
  /** The app on Stripe, talking to the stand-in; PUBLIC_URL as each test wants it. */
  const stripeEnv = () => ({
    // One payer stands in for many; what one visitor may hold unpaid has its own tests.
    UNPAID_ORDERS_PER_VISITOR: '1000',
    UNPAID_PLACES_PER_DATE: '1000',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_scenic',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => stripeApi.close(() => resolve()));
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
    return answer.json.data as { id: number; payUrl: string; orderNo: string };
  }
  function webhook(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/pay/webhook/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  }
  const sessionEvent = (id: string, type: string, ref: string, extra: object = {}) => ({
    id,
    object: 'event',
    type,
    data: {
      object: {
        object: 'checkout.session',
        client_reference_id: ref,
        amount_total: 9000,
        payment_status: 'paid',
        ...extra,
      },
    },
  });
  const status = async (id: number) =>
    (await call(t.app, 'GET', `/index/order/orderDetail?id=${id}`, { headers: { token } })).json
      .data;

  it('opens a Checkout session in MYR with card, FPX and GrabPay and sends the visitor there', async () => {
    const order = await newOrder();
    expect(order.payUrl).toMatch(/^\/pay\/stripe\//);
    const response = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(
      /^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/,
    );
    const sent = new URLSearchParams(requests.at(-1)?.body);
    expect(requests.at(-1)?.path).toBe('/v1/checkout/sessions');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('myr');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('9000');
    expect([...sent.values()]).toEqual(expect.arrayContaining(['card', 'fpx', 'grabpay']));
    expect(sent.get('client_reference_id')).toBe(order.payUrl.split('/').pop());
    const ref = order.payUrl.split('/').pop();
    expect(sent.get('success_url')).toBe(
      `https://tickets.example.com/pay/stripe/${ref}/return?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(sent.get('cancel_url')).toBe(`https://tickets.example.com/pay/stripe/${ref}/cancel`);
  });

  it('when Checkout cannot be opened, the page says no money was taken and leads back to the order', async () => {
    const order = await newOrder();
    stripeDown = true;
    const page = await t.app.inject({ method: 'GET', url: order.payUrl });
    stripeDown = false;
    expect(page.statusCode).toBe(502);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('No money was taken');
    expect(page.body).toContain(
      `href="https://tickets.example.com/h5/#/order/ticketDetail?id=${order.id}"`,
    );
  });

  it('names the method the visitor chose at Checkout (FPX here) on the order and its record', async () => {
    const order = await newOrder();
    const ref = order.payUrl.split('/').pop() ?? '';
    await webhook(
      sessionEvent('evt_method_1', 'checkout.session.completed', ref, {
        payment_intent: 'pi_fpx',
      }),
    );
    expect(await status(order.id)).toMatchObject({ status: 'ready_to_use', payMethod: 'fpx' });
    const records = await call(t.app, 'GET', '/index/order/payRecord', { headers: { token } });
    expect(
      records.json.data.find((record: { orderId: number }) => record.orderId === order.id),
    ).toMatchObject({ provider: 'stripe', method: 'fpx' });
  });

  it('back from Checkout after paying, the order is paid at once and the visitor lands on it', async () => {
    const order = await newOrder();
    const ref = order.payUrl.split('/').pop() ?? '';
    stripeObjects['/v1/checkout/sessions/cs_paid_1'] = {
      id: 'cs_paid_1',
      object: 'checkout.session',
      client_reference_id: ref,
      payment_status: 'paid',
      amount_total: 9000,
      payment_intent: 'pi_card',
    };
    const back = await t.app.inject({
      method: 'GET',
      url: `/pay/stripe/${ref}/return?session_id=cs_paid_1`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `https://tickets.example.com/h5/#/order/ticketDetail?id=${order.id}`,
    );
    expect(await status(order.id)).toMatchObject({ status: 'ready_to_use', payMethod: 'card' });
    // The webhook that follows finds the payment settled and changes nothing.
    const late = await webhook(
      sessionEvent('evt_after_return', 'checkout.session.completed', ref, {
        payment_intent: 'pi_card',
      }),
    );
    expect(late.json().data.result).toBe('applied');
    const passes = await t.database.db
      .selectFrom('ticket_pass')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(passes).toHaveLength(1);
  });

  it("a return with another payment's session or an unpaid one pays nothing", async () => {
    const order = await newOrder();
    const ref = order.payUrl.split('/').pop() ?? '';
    stripeObjects['/v1/checkout/sessions/cs_other'] = {
      id: 'cs_other',
      object: 'checkout.session',
      client_reference_id: 'someone_elses_reference',
      payment_status: 'paid',
      amount_total: 9000,
    };
    stripeObjects['/v1/checkout/sessions/cs_unpaid'] = {
      id: 'cs_unpaid',
      object: 'checkout.session',
      client_reference_id: ref,
      payment_status: 'unpaid',
      amount_total: 9000,
    };
    for (const session of ['cs_other', 'cs_unpaid', 'cs_missing', 'not-a-session']) {
      const back = await t.app.inject({
        method: 'GET',
        url: `/pay/stripe/${ref}/return?session_id=${session}`,
      });
      expect(back.statusCode).toBe(303);
    }
    expect((await status(order.id)).status).toBe('pending_payment');
  });

  it('leaving Checkout returns to the order, which says the payment was cancelled', async () => {
    const order = await newOrder();
    const ref = order.payUrl.split('/').pop() ?? '';
    const back = await t.app.inject({ method: 'GET', url: `/pay/stripe/${ref}/cancel` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `https://tickets.example.com/h5/#/order/ticketDetail?id=${order.id}`,
    );
    expect(await status(order.id)).toMatchObject({
      status: 'pending_payment',
      lastPayment: 'canceled',
    });
    // Paying after all, in the session still open, goes through.
    await webhook(sessionEvent('evt_after_cancel', 'checkout.session.completed', ref));
    expect((await status(order.id)).status).toBe('ready_to_use');
  });

  it('a verified completed session pays the order once; replays and forgeries change nothing', async () => {
    const order = await newOrder();
    const ref = order.payUrl.split('/').pop() ?? '';
    const forged = await webhook(
      sessionEvent('evt_forged', 'checkout.session.completed', ref),
      'whsec_wrong',
    );
    expect(forged.statusCode).toBe(400);
    expect((await status(order.id)).status).toBe('pending_payment');

    const first = await webhook(sessionEvent('evt_paid_1', 'checkout.session.completed', ref));
    expect(first.json().data.result).toBe('applied');
    const paid = await status(order.id);
    expect(paid).toMatchObject({ status: 'ready_to_use', payMethod: 'stripe' });
    expect(paid.pass.code).toBeTruthy();

    const replay = await webhook(sessionEvent('evt_paid_1', 'checkout.session.completed', ref));
    expect(replay.json().data.result).toBe('duplicate');
    const late = await webhook(sessionEvent('evt_expired_1', 'checkout.session.expired', ref));
    expect(late.json().data.result).toBe('applied');
    expect((await status(order.id)).status).toBe('ready_to_use');
  });

  it('an FPX payment still processing waits for its async result', async () => {
    const order = await newOrder();
    const ref = order.payUrl.split('/').pop() ?? '';
    const pending = await webhook(
      sessionEvent('evt_fpx_1', 'checkout.session.completed', ref, { payment_status: 'unpaid' }),
    );
    expect(pending.json().data.result).toBe('ignored');
    expect((await status(order.id)).status).toBe('pending_payment');
    await webhook(sessionEvent('evt_fpx_2', 'checkout.session.async_payment_succeeded', ref));
    expect((await status(order.id)).status).toBe('ready_to_use');
  });
  it('refunds on the PaymentIntent that took the money; a later confirmation applies once', async () => {
    const order = await newOrder();
    const ref = order.payUrl.split('/').pop() ?? '';
    await webhook(
      sessionEvent('evt_refund_paid', 'checkout.session.completed', ref, {
        payment_intent: 'pi_card',
      }),
    );
    expect((await status(order.id)).status).toBe('ready_to_use');
    stripeObjects['/v1/refunds'] = { id: 're_1', object: 'refund', status: 'pending' };
    const refund = await t.app.orders.refund({ orderId: order.id, reason: 'rain', staffId: 7 });
    expect(refund).toMatchObject({ amountSen: 9000, status: 'pending' });
    const sent = requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    const form = new URLSearchParams(sent[0]?.body);
    expect(form.get('payment_intent')).toBe('pi_card');
    expect(form.get('amount')).toBe('9000');
    // The visitor sees it on its way, and the order refunded.
    expect(await status(order.id)).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: '90.00', done: false }],
    });

    const confirmation = {
      id: 'evt_refund_done',
      object: 'event',
      type: 'refund.updated',
      data: { object: { id: 're_1', object: 'refund', status: 'succeeded' } },
    };
    expect((await webhook(confirmation)).json().data.result).toBe('applied');
    expect((await webhook(confirmation)).json().data.result).toBe('unchanged');
    expect((await status(order.id)).refunds).toEqual([
      expect.objectContaining({ amount: '90.00', done: true }),
    ]);
    delete stripeObjects['/v1/refunds'];
  });

  it('a refund Stripe refuses is kept as failed, to send again, and gives back nothing twice', async () => {
    const order = await newOrder();
    const ref = order.payUrl.split('/').pop() ?? '';
    await webhook(
      sessionEvent('evt_refund_paid_2', 'checkout.session.completed', ref, {
        payment_intent: 'pi_card',
      }),
    );
    stripeDown = true;
    const refused = await t.app.orders.refund({ orderId: order.id, reason: 'rain', staffId: 7 });
    stripeDown = false;
    expect(refused.status).toBe('failed');
    stripeObjects['/v1/refunds'] = { id: 're_2', object: 'refund', status: 'succeeded' };
    expect(await t.app.payments.sendRefund(refused.refundId)).toBe('succeeded');
    expect(await t.app.payments.sendRefund(refused.refundId)).toBe('succeeded');
    expect(requests.filter((r) => r.path === '/v1/refunds').length).toBeGreaterThanOrEqual(2);
    const [row] = await t.database.db
      .selectFrom('refund')
      .select(['status', 'provider_ref'])
      .where('order_id', '=', order.id)
      .execute();
    expect(row).toEqual({ status: 'succeeded', provider_ref: 're_2' });
    delete stripeObjects['/v1/refunds'];
  });

  it('without PUBLIC_URL, sends visitors back only to a local or private host, never a forged one', async () => {
    const local = await createTestApp(engine, { env: stripeEnv() });
    try {
      const visitor = await signIn(local.app, local.database.db, `host-${engine.name}@example.com`);
      const open = async (host: string) => {
        const order = await newOrder(local.app, visitor);
        const before = requests.length;
        const page = await local.app.inject({
          method: 'GET',
          url: order.payUrl,
          headers: { host },
        });
        const sent = requests.length > before ? new URLSearchParams(requests.at(-1)?.body) : null;
        return { order, page, successUrl: sent?.get('success_url') ?? null };
      };
      for (const host of ['evil.example', 'tickets.example.com:443', 'evil.example@127.0.0.1']) {
        const { order, page, successUrl } = await open(host);
        expect(page.statusCode, host).toBe(500);
        expect(page.body, host).toContain('No money was taken');
        expect(page.body, host).toContain(`href="/h5/#/order/ticketDetail?id=${order.id}"`);
        expect(successUrl, host).toBeNull();
      }
      for (const [host, origin] of [
        ['localhost:8080', 'http://localhost:8080'],
        ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
        ['192.168.1.20:8080', 'http://192.168.1.20:8080'],
      ] as const) {
        const { page, successUrl } = await open(host);
        expect(page.statusCode, host).toBe(303);
        expect(successUrl, host).toMatch(new RegExp(`^${origin}/pay/stripe/[\\w-]+/return\\?`));
      }
      // The ways back from Checkout stay on the host the browser reached.
      const order = await newOrder(local.app, visitor);
      const ref = order.payUrl.split('/').pop() ?? '';
      for (const path of [`/pay/stripe/${ref}/cancel`, `/pay/stripe/${ref}/return`]) {
        const back = await local.app.inject({
          method: 'GET',
          url: path,
          headers: { host: 'evil.example' },
        });
        expect(back.headers.location, path).toBe(`/h5/#/order/ticketDetail?id=${order.id}`);
      }
    } finally {
      await local.close();
    }
  });
});
