import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localizeJson } from '../../lib/localize.ts';
import type { StripeGateway } from '../../providers/payments/stripe.ts';
import { sandboxLocale, sandboxPage } from './sandbox-page.ts';
import type { PaymentEvent, PaymentService } from './service.ts';

const DETAIL_ROUTES: Record<string, string> = {
  ticket: '/order/ticketDetail',
  shop: '/order/shopDetail',
  food: '/order/dianCanDetail',
  image: '/order/imageDetail',
  hire: '/order/commonDetail',
};

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

/** The gateways' callbacks (sandbox, Stripe), each checked by its signature before anything changes. */
export function paymentCallbackRoutes(payments: PaymentService, stripe?: StripeGateway) {
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
          let event: PaymentEvent | null;
          try {
            event = stripe.parseWebhook(
              request.rawBody ?? '',
              String(request.headers['stripe-signature'] ?? ''),
            );
          } catch {
            return reply.code(400).send({ code: 1002, msg: 'bad signature', data: null });
          }
          const result = event ? await payments.apply('stripe', event) : 'ignored';
          return { code: 0, msg: 'ok', data: { result } };
        },
      );
    }
  };
}

/** `/pay/stripe/<ref>`: opens a Stripe Checkout session for the payment and sends the visitor there. */
export function stripePageRoutes(
  payments: PaymentService,
  stripe: StripeGateway,
  publicUrl?: string,
) {
  return async (app: FastifyInstance) => {
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
        const origin = publicUrl ?? `${request.protocol}://${request.host}`;
        const back = `${origin}/h5/#${DETAIL_ROUTES[payment.kind] ?? '/order'}?id=${payment.order_id}`;
        if (payment.order_status !== 'pending_payment' || payment.status === 'succeeded') {
          return reply.redirect(back, 303);
        }
        try {
          const url = await stripe.checkout({
            ref: request.params.ref,
            orderNo: payment.order_no,
            title: localizeJson(payment.title, request.locale),
            amountSen: payment.amount_sen,
            successUrl: back,
            cancelUrl: back,
          });
          return reply.redirect(url, 303);
        } catch (error) {
          request.log.error({ err: error }, 'Stripe checkout could not be opened');
          return reply
            .code(502)
            .type('text/plain; charset=utf-8')
            .send('The payment service cannot be reached right now. Please go back and try again.');
        }
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
        const payable =
          payment.status !== 'succeeded' && payment.order_status === 'pending_payment';
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(
            sandboxPage({
              ref: request.params.ref,
              orderNo: payment.order_no,
              title: localizeJson(payment.title, 'en'),
              amountSen: payment.amount_sen,
              status:
                payment.status === 'succeeded' ? 'paid' : payment.order_status.replace('_', ' '),
              payable,
              locale: sandboxLocale(request.query.lang, request.headers['accept-language']),
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
        const detail = DETAIL_ROUTES[payment.kind] ?? '/order';
        return reply.redirect(`/h5/#${detail}?id=${payment.order_id}`, 303);
      },
    );
  };
}
