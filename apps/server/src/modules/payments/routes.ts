import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localizeJson } from '#server/lib/localize.ts';
import { publicOrigin } from '#server/lib/public-origin.ts';
import type { CurlecGateway } from '#server/providers/payments/curlec.ts';
import type {
  StripeEvent,
  StripeGateway,
  StripeRefundEvent,
} from '#server/providers/payments/stripe.ts';
import type { PaymentEvent } from '#server/providers/payments/types.ts';
import { curlecWebhookRoute } from './curlec-routes.ts';
import { isPayable, orderPage, unavailable } from './notice-page.ts';
import { sandboxLocale, sandboxPage, settledState } from './sandbox-page.ts';
import type { PaymentService } from './service.ts';

const callbackEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.canceled']),
  ref: z.string().min(1).max(100),
  amountSen: z.number().int().min(0),
});

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The gateways' callbacks (sandbox, Stripe, Curlec), each checked by its signature before anything
 * changes.
 */
export function paymentCallbackRoutes(
  payments: PaymentService,
  stripe?: StripeGateway,
  curlec?: CurlecGateway,
) {
  return async (instance: FastifyInstance) => {
    // The signature covers the exact bytes sent, so the body is kept as received.
    instance.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request, body, done) => {
        request.rawBody = String(body);
        try {
          done(null, JSON.parse(String(body)));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    instance.withTypeProvider<ZodTypeProvider>().post(
      '/pay/callback/sandbox',
      {
        config: { rateLimit: false },
        schema: { hide: true, body: callbackEventSchema },
      },
      async (request, reply) => {
        const signature = String(request.headers['x-sandbox-signature'] ?? '');
        if (!request.rawBody || !payments.verifySandbox(request.rawBody, signature)) {
          return reply.code(400).send({ code: 1002, msg: 'bad signature', data: null });
        }
        const result = await payments.apply('sandbox', request.body as PaymentEvent);
        return { code: 0, msg: 'ok', data: { result } };
      },
    );

    if (stripe) {
      instance.post(
        '/pay/webhook/stripe',
        { config: { rateLimit: false }, schema: { hide: true } },
        async (request, reply) => {
          let event: StripeEvent | StripeRefundEvent | null;
          try {
            event = stripe.parseWebhook(
              request.rawBody ?? '',
              String(request.headers['stripe-signature'] ?? ''),
            );
          } catch {
            return reply.code(400).send({ code: 1002, msg: 'bad signature', data: null });
          }
          if (!event) return { code: 0, msg: 'ok', data: { result: 'ignored' } };
          if ('refund' in event) {
            const result = await payments.confirmRefund(
              'stripe',
              event.refund.ref,
              event.refund.status,
            );
            return { code: 0, msg: 'ok', data: { result } };
          }
          const method = await methodOf(stripe, event, request.log);
          const result = await payments.apply('stripe', {
            ...event,
            method,
            ...(event.paymentIntent ? { gatewayId: event.paymentIntent } : {}),
          });
          return { code: 0, msg: 'ok', data: { result } };
        },
      );
    }
    if (curlec) curlecWebhookRoute(instance, payments, curlec);
  };
}

/** How the visitor paid, asked of Stripe; a payment is still applied when Stripe cannot say. */
async function methodOf(
  stripe: StripeGateway,
  event: StripeEvent,
  log: FastifyBaseLogger,
): Promise<string | undefined> {
  if (!event.paymentIntent) return undefined;
  try {
    return await stripe.methodOf(event.paymentIntent);
  } catch (error) {
    log.warn({ err: error }, 'Stripe did not say how a payment was made');
    return undefined;
  }
}

/**
 * `/pay/stripe/<ref>`: opens a Stripe Checkout session for the payment and sends the visitor there.
 * Checkout returns to `/pay/stripe/<ref>/return` (the payment is read from Stripe, so the order
 * shows paid at once rather than when the webhook lands) or `/cancel` (the order offers to pay
 * again); both lead on to the order's page. Those return addresses are absolute: without a public
 * origin (`publicOrigin`) the page says payment is not available rather than trust the Host header.
 */
export function stripePageRoutes(
  payments: PaymentService,
  stripe: StripeGateway,
  publicUrl?: string,
) {
  return async (app: FastifyInstance) => {
    await app.register(stripeReturnRoutes(payments, stripe, publicUrl));
    app.withTypeProvider<ZodTypeProvider>().get(
      '/pay/stripe/:ref',
      {
        schema: {
          hide: true,
          params: z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/) }),
        },
      },
      async (request, reply) => {
        const payment = await payments.findByRef(request.params.ref);
        if (payment?.provider !== 'stripe')
          return reply.code(404).type('text/plain').send('No such payment');
        const origin = publicOrigin(publicUrl, request);
        // Without a trusted origin, the way back is relative: the browser keeps the host it reached.
        const back = orderPage(origin ?? '', payment);
        if (payment.order_status !== 'pending_payment' || payment.status === 'succeeded') {
          return reply.redirect(back, 303);
        }
        if (!origin) {
          // A warning, not an error: a forged Host from outside lands here as well.
          request.log.warn(
            { host: request.host },
            'Stripe checkout not opened: set PUBLIC_URL, the address visitors reach this site at',
          );
          return unavailable(reply, 500, back);
        }
        const here = `${origin}/pay/stripe/${request.params.ref}`;
        try {
          const url = await stripe.checkout({
            ref: request.params.ref,
            orderNo: payment.order_no,
            title: localizeJson(payment.title, request.locale),
            amountSen: payment.amount_sen,
            // Stripe fills in the session's id, so the return can read the session back.
            successUrl: `${here}/return?session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: `${here}/cancel`,
          });
          return reply.redirect(url, 303);
        } catch (error) {
          request.log.error({ err: error }, 'Stripe checkout could not be opened');
          return unavailable(reply, 502, back);
        }
      },
    );
  };
}

/** Stripe's way back: after paying (the session read from Stripe) and after leaving Checkout. */
function stripeReturnRoutes(payments: PaymentService, stripe: StripeGateway, publicUrl?: string) {
  return async (app: FastifyInstance) => {
    const ref = z.string().regex(/^[A-Za-z0-9_-]{10,100}$/);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/pay/stripe/:ref/return',
      {
        schema: {
          hide: true,
          params: z.object({ ref }),
          querystring: z.object({ session_id: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const payment = await payments.findByRef(request.params.ref);
        if (payment?.provider !== 'stripe')
          return reply.code(404).type('text/plain').send('No such payment');
        const sessionId = request.query.session_id;
        if (sessionId && /^cs_[A-Za-z0-9_]{1,190}$/.test(sessionId)) {
          try {
            const session = await stripe.returnedSession(sessionId);
            // A session of another payment proves nothing about this one.
            if (session.paid && session.ref === request.params.ref) {
              const method = await methodOf(stripe, session, request.log);
              await payments.apply('stripe', {
                ...session,
                method,
                ...(session.paymentIntent ? { gatewayId: session.paymentIntent } : {}),
              });
            }
          } catch (error) {
            // The webhook settles the payment in any case; the order page shows it when it lands.
            request.log.warn({ err: error }, 'a Stripe session could not be read on return');
          }
        }
        return reply.redirect(orderPage(publicOrigin(publicUrl, request) ?? '', payment), 303);
      },
    );
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/pay/stripe/:ref/cancel',
        { schema: { hide: true, params: z.object({ ref }) } },
        async (request, reply) => {
          const payment = await payments.findByRef(request.params.ref);
          if (payment?.provider !== 'stripe')
            return reply.code(404).type('text/plain').send('No such payment');
          // The visitor left Checkout: the order says so and offers to pay again. A payment that
          // still succeeds later (the session stays open until it expires) is applied as usual.
          await payments.apply('stripe', {
            id: `cancel_${request.params.ref}`,
            type: 'payment.canceled',
            ref: request.params.ref,
            amountSen: payment.amount_sen,
          });
          return reply.redirect(orderPage(publicOrigin(publicUrl, request) ?? '', payment), 303);
        },
      );
  };
}

/** The sandbox gateway's hosted payment page (outside the API: it is a page, with the page CSP). */
export function sandboxPageRoutes(payments: PaymentService, apiPrefix: string) {
  return async (app: FastifyInstance) => {
    await app.register(formbody);
    const refSchema = z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/) });

    app.withTypeProvider<ZodTypeProvider>().get(
      '/pay/sandbox/:ref',
      {
        schema: {
          hide: true,
          params: refSchema,
          querystring: z.object({ lang: z.string().max(8).optional() }),
        },
      },
      async (request, reply) => {
        const payment = await payments.findByRef(request.params.ref);
        if (!payment) return reply.code(404).type('text/plain').send('No such payment');
        const payable = isPayable(payment);
        const locale = sandboxLocale(request.query.lang, request.headers['accept-language']);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(
            sandboxPage({
              ref: request.params.ref,
              orderNo: payment.order_no,
              title: localizeJson(payment.title, locale),
              amountSen: payment.amount_sen,
              state: settledState(payment.status, payment.order_status),
              payable,
              locale,
              back: orderPage('', payment),
            }),
          );
      },
    );

    app.withTypeProvider<ZodTypeProvider>().post(
      '/pay/sandbox/:ref',
      {
        schema: {
          hide: true,
          params: refSchema,
          body: z.object({ action: z.enum(['pay', 'fail', 'cancel']) }),
        },
      },
      async (request, reply) => {
        const payment = await payments.findByRef(request.params.ref);
        if (!payment) return reply.code(404).type('text/plain').send('No such payment');
        const type = {
          pay: 'payment.succeeded',
          fail: 'payment.failed',
          cancel: 'payment.canceled',
        }[request.body.action];
        const body = JSON.stringify({
          id: `evt_${randomBytes(12).toString('hex')}`,
          type,
          ref: request.params.ref,
          amountSen: payment.amount_sen,
        });
        // The same signed callback a real gateway would send, through the same route.
        await app.inject({
          method: 'POST',
          url: `${apiPrefix}/pay/callback/sandbox`,
          headers: {
            'content-type': 'application/json',
            'x-sandbox-signature': payments.signSandbox(body),
          },
          payload: body,
        });
        return reply.redirect(orderPage('', payment), 303);
      },
    );
  };
}
