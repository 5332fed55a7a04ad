import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localizeJson } from '../../lib/localize.ts';
import { sandboxPage } from './sandbox-page.ts';
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

/** The sandbox gateway's callback, checked by its signature like any gateway's webhook. */
export function paymentCallbackRoutes(payments: PaymentService) {
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
  };
}

/** The sandbox gateway's hosted payment page (outside the API: it is a page, with the page CSP). */
export function sandboxPageRoutes(payments: PaymentService, apiPrefix: string) {
  return async (app: FastifyInstance) => {
    await app.register(formbody);
    const refSchema = z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/) });

    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/pay/sandbox/:ref',
        { schema: { hide: true, params: refSchema } },
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
