import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { localizeJson } from '#server/lib/localize.ts';
import { publicOrigin } from '#server/lib/public-origin.ts';
import type { CurlecGateway } from '#server/providers/payments/curlec.ts';
import { curlecPage } from './curlec-page.ts';
import { readPayMethodSettings } from './method-settings.ts';
import { isPayable, orderPage, unavailable } from './notice-page.ts';
import { sandboxLocale, settledState } from './sandbox-page.ts';
import type { PaymentService } from './service.ts';

const refSchema = z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/) });

/** Curlec takes a link only if it stays open at least 15 minutes; ours stays a minute more. */
const SHORTEST_LINK_MS = 16 * 60_000;
/** A link for a payment without an order's hold (a date change's difference) stays this long. */
const LINK_WITHOUT_HOLD_MS = 30 * 60_000;
/** A kept link this close to its end is not handed out again: a new one is opened instead. */
const LINK_MARGIN_MS = 2 * 60_000;

/**
 * The webhook: `X-Razorpay-Signature` checked over the raw body before anything is read, each
 * event applied once by its `x-razorpay-event-id`. Registered where the raw body is kept.
 */
export function curlecWebhookRoute(
  instance: FastifyInstance,
  payments: PaymentService,
  curlec: CurlecGateway,
) {
  instance.post(
    '/pay/webhook/curlec',
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : '';
      };
      const eventId = header('x-razorpay-event-id');
      let event: ReturnType<CurlecGateway['parseWebhook']>;
      try {
        event = curlec.parseWebhook(
          request.rawBody ?? '',
          header('x-razorpay-signature'),
          /^[A-Za-z0-9_.-]{1,100}$/.test(eventId) ? eventId : '',
        );
      } catch {
        return reply.code(400).send({ code: 1002, msg: 'bad signature', data: null });
      }
      if (!event) return { code: 0, msg: 'ok', data: { result: 'ignored' } };
      if ('refund' in event) {
        const { ref, status, refundId } = event.refund;
        const result = await payments.confirmRefund('curlec', ref, status, refundId);
        return { code: 0, msg: 'ok', data: { result } };
      }
      const result = await payments.apply('curlec', event);
      return { code: 0, msg: 'ok', data: { result } };
    },
  );
}

/**
 * `/pay/curlec/<ref>`: our page names the ways to pay the park offers, then one button
 * (`/checkout`) opens Curlec's hosted checkout: a payment link for exactly this payment, in MYR,
 * limited to those ways, and the same link again while it takes money. Curlec sends the visitor
 * back to `/return`, signed; the payment is then read from Curlec before anything is applied, and
 * the visitor lands on the order. The webhook settles in any case.
 */
export function curlecPageRoutes(deps: {
  db: Db;
  payments: PaymentService;
  curlec: CurlecGateway;
  publicUrl: string | undefined;
}) {
  const { payments, curlec } = deps;
  return async (app: FastifyInstance) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/pay/curlec/:ref',
      {
        schema: {
          hide: true,
          params: refSchema,
          querystring: z.object({ lang: z.string().max(8).optional() }),
        },
      },
      async (request, reply) => {
        const payment = await payments.findByRef(request.params.ref);
        if (payment?.provider !== 'curlec') {
          return reply.code(404).type('text/plain').send('No such payment');
        }
        const locale = sandboxLocale(request.query.lang, request.headers['accept-language']);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(
            curlecPage({
              ref: request.params.ref,
              orderNo: payment.order_no,
              title: localizeJson(payment.title, locale),
              amountSen: payment.amount_sen,
              methods: (await readPayMethodSettings(deps.db)).methods,
              state: settledState(payment.status, payment.order_status),
              payable: isPayable(payment),
              locale,
              back: orderPage('', payment),
            }),
          );
      },
    );

    typed.get(
      '/pay/curlec/:ref/checkout',
      { schema: { hide: true, params: refSchema } },
      async (request, reply) => {
        const { ref } = request.params;
        const payment = await payments.findByRef(ref);
        if (payment?.provider !== 'curlec') {
          return reply.code(404).type('text/plain').send('No such payment');
        }
        const origin = publicOrigin(deps.publicUrl, request);
        // Without a trusted origin, the way back is relative: the browser keeps the host it reached.
        const back = orderPage(origin ?? '', payment);
        if (!isPayable(payment)) return reply.redirect(back, 303);
        const now = Date.now();
        // The same link again while it takes money: a second one could be paid as well.
        const keptUntil = payment.checkout_expires_at ? Date.parse(payment.checkout_expires_at) : 0;
        if (payment.checkout_url && keptUntil - now > LINK_MARGIN_MS) {
          return reply.redirect(payment.checkout_url, 303);
        }
        if (!origin) {
          request.log.warn(
            { host: request.host },
            'Curlec checkout not opened: set PUBLIC_URL, the address visitors reach this site at',
          );
          return unavailable(reply, 500, back);
        }
        const hold = payment.expires_at ? Date.parse(payment.expires_at) + 60_000 : 0;
        const until = Math.max(
          now + SHORTEST_LINK_MS,
          payment.purpose || !hold ? now + LINK_WITHOUT_HOLD_MS : hold,
        );
        try {
          const link = await curlec.openCheckout({
            ref,
            // Curlec wants each link's reference unique: a later link for the same payment (the
            // first one ran out) gets a suffix; our reference travels in its notes either way.
            referenceId: payment.checkout_id ? `${ref}-${now.toString(36)}` : ref,
            orderNo: payment.order_no,
            title: localizeJson(payment.title, 'en'),
            amountSen: payment.amount_sen,
            callbackUrl: `${origin}/pay/curlec/${ref}/return`,
            methods: (await readPayMethodSettings(deps.db)).methods,
            expireBy: Math.floor(until / 1000),
          });
          await payments.keepCheckout(payment.id, {
            ...link,
            expiresAt: new Date(until).toISOString(),
          });
          return reply.redirect(link.url, 303);
        } catch (error) {
          request.log.error({ err: error }, 'Curlec checkout could not be opened');
          return unavailable(reply, 502, back);
        }
      },
    );

    const returnQuery = z.object({
      razorpay_payment_id: z.string().max(100).optional(),
      razorpay_payment_link_id: z.string().max(100).optional(),
      razorpay_payment_link_reference_id: z.string().max(100).optional(),
      razorpay_payment_link_status: z.string().max(40).optional(),
      razorpay_signature: z.string().max(200).optional(),
    });
    typed.get(
      '/pay/curlec/:ref/return',
      { schema: { hide: true, params: refSchema, querystring: returnQuery } },
      async (request, reply) => {
        const { ref } = request.params;
        const payment = await payments.findByRef(ref);
        if (payment?.provider !== 'curlec') {
          return reply.code(404).type('text/plain').send('No such payment');
        }
        const query = request.query;
        const signed =
          query.razorpay_payment_id &&
          query.razorpay_payment_link_id &&
          query.razorpay_signature &&
          // The link must be the one opened for this payment, and say it was paid.
          query.razorpay_payment_link_id === payment.checkout_id &&
          query.razorpay_payment_link_status === 'paid' &&
          curlec.verifyReturn({
            linkId: query.razorpay_payment_link_id,
            referenceId: query.razorpay_payment_link_reference_id ?? '',
            status: query.razorpay_payment_link_status,
            paymentId: query.razorpay_payment_id,
            signature: query.razorpay_signature,
          });
        if (signed && query.razorpay_payment_id) {
          try {
            // Read from Curlec itself: the order shows paid at once rather than when the webhook
            // lands, and only for money Curlec holds for this payment.
            const paid = await curlec.paymentOf(query.razorpay_payment_id);
            if (paid.captured && paid.ref === ref) await payments.apply('curlec', paid);
          } catch (error) {
            request.log.warn({ err: error }, 'a Curlec payment could not be read on return');
          }
        } else if (query.razorpay_signature) {
          request.log.warn({ ref }, 'a return from Curlec did not match its signature or link');
        }
        return reply.redirect(orderPage(publicOrigin(deps.publicUrl, request) ?? '', payment), 303);
      },
    );
  };
}
