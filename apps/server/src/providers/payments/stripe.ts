import Stripe from 'stripe';
import type { GatewayRefund, PaymentEvent } from './types.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (tests point the SDK at a local server). */
  apiBase?: string | undefined;
}

export interface CheckoutRequest {
  ref: string;
  orderNo: string;
  title: string;
  amountSen: number;
  successUrl: string;
  cancelUrl: string;
}

/** The methods Checkout offers; a method outside them is not named. */
const METHODS = ['card', 'fpx', 'grabpay'];

/** How long a look-up may take while a visitor or a webhook waits on it. */
const LOOKUP_TIMEOUT_MS = 5000;

/** A gateway event with the PaymentIntent behind it, whose method says how the visitor paid. */
export type StripeEvent = PaymentEvent & { paymentIntent: string | null };

/** Stripe's later word on a refund: its id and where it ended. */
export interface StripeRefundEvent {
  refund: { ref: string; status: 'succeeded' | 'failed' };
}

/** A Stripe refund's status as ours: `requires_action` and `pending` are still on their way. */
function refundStatus(status: string | null | undefined): GatewayRefund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** Stripe Checkout in MYR with card, FPX and GrabPay; webhooks checked by the SDK's signature check. */
export function stripeGateway(options: StripeOptions) {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    telemetry: false,
    maxNetworkRetries: 1,
    ...(base
      ? {
          host: base.hostname,
          port: base.port,
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });

  return {
    async checkout(request: CheckoutRequest): Promise<string> {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.ref,
        metadata: { orderNo: request.orderNo },
        allowed_payment_method_types: ['card', 'fpx', 'grabpay'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'myr',
              unit_amount: request.amountSen,
              product_data: { name: `${request.title} (${request.orderNo})` },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        // Stripe's shortest session; money arriving after our own hold is flagged for refund.
        expires_at: Math.floor(Date.now() / 1000) + 30 * 60,
      });
      if (!session.url) throw new Error('Stripe answered a session without an address');
      return session.url;
    },

    /** The event a webhook delivery carries, or null for events we do not act on; throws on a bad signature. */
    parseWebhook(rawBody: string, signature: string): StripeEvent | StripeRefundEvent | null {
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      if (event.type === 'refund.updated' || event.type === 'refund.failed') {
        const refund = event.data.object as Stripe.Refund;
        const status = refundStatus(refund.status);
        return status === 'pending' ? null : { refund: { ref: refund.id, status } };
      }
      const session = event.data.object as Stripe.Checkout.Session;
      const ref = session.client_reference_id ?? '';
      const amountSen = session.amount_total ?? 0;
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : null;
      switch (event.type) {
        case 'checkout.session.completed':
          // FPX and GrabPay may settle later, in async_payment_succeeded.
          return session.payment_status === 'paid'
            ? { id: event.id, type: 'payment.succeeded', ref, amountSen, paymentIntent }
            : null;
        case 'checkout.session.async_payment_succeeded':
          return { id: event.id, type: 'payment.succeeded', ref, amountSen, paymentIntent };
        case 'checkout.session.async_payment_failed':
          return { id: event.id, type: 'payment.failed', ref, amountSen, paymentIntent };
        case 'checkout.session.expired':
          return { id: event.id, type: 'payment.canceled', ref, amountSen, paymentIntent };
        default:
          return null;
      }
    },

    /**
     * Gives money back on the PaymentIntent that took it. The idempotency key is our refund's id,
     * so a refund sent again (after a time-out) is made once at Stripe.
     */
    async refund(request: {
      refundId: number;
      gatewayId: string;
      amountSen: number;
    }): Promise<GatewayRefund> {
      if (!request.gatewayId) throw new Error('the payment has no PaymentIntent to refund');
      const refund = await stripe.refunds.create(
        {
          payment_intent: request.gatewayId,
          amount: request.amountSen,
          metadata: { refundId: String(request.refundId) },
        },
        { idempotencyKey: `scenic-refund-${request.refundId}`, timeout: LOOKUP_TIMEOUT_MS },
      );
      return { ref: refund.id, status: refundStatus(refund.status) };
    },

    /** How the visitor paid a PaymentIntent (card, fpx, grabpay); undefined when Stripe does not say. */
    async methodOf(paymentIntent: string): Promise<string | undefined> {
      const intent = await stripe.paymentIntents.retrieve(
        paymentIntent,
        { expand: ['payment_method'] },
        { timeout: LOOKUP_TIMEOUT_MS },
      );
      const method = intent.payment_method;
      const type = method && typeof method === 'object' ? method.type : undefined;
      return type && METHODS.includes(type) ? type : undefined;
    },

    /**
     * A Checkout session as the visitor returns from it: whether it is paid, and how. Read from
     * Stripe itself, so an address the visitor could edit proves nothing on its own.
     */
    async returnedSession(sessionId: string): Promise<StripeEvent & { paid: boolean }> {
      const session = await stripe.checkout.sessions.retrieve(
        sessionId,
        {},
        { timeout: LOOKUP_TIMEOUT_MS },
      );
      return {
        id: `return_${session.id}`,
        type: 'payment.succeeded',
        ref: session.client_reference_id ?? '',
        amountSen: session.amount_total ?? 0,
        paymentIntent: typeof session.payment_intent === 'string' ? session.payment_intent : null,
        paid: session.payment_status === 'paid',
      };
    },
  };
}

export type StripeGateway = ReturnType<typeof stripeGateway>;
