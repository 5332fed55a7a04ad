import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { CurlecMethod } from '@scenic/contracts';
import Razorpay from 'razorpay';
import type { GatewayRefund, PaymentEvent, RefundGateway } from './types.ts';

export interface CurlecOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Another API address (tests point the SDK at a local server). */
  apiBase?: string | undefined;
}

/** A hosted checkout to open: a Curlec payment link for exactly one payment of ours. */
export interface CurlecCheckoutRequest {
  /** Our payment's reference: kept in the link's notes, which Curlec copies to the payment. */
  ref: string;
  /** The link's own reference, unique among the account's links. */
  referenceId: string;
  orderNo: string;
  title: string;
  amountSen: number;
  /** Where Curlec sends the visitor back, signed. */
  callbackUrl: string;
  /** The only ways to pay the checkout shows. */
  methods: readonly CurlecMethod[];
  /** When the link stops taking money (Unix seconds). */
  expireBy: number;
}

/** A gateway event about one of our payments, with the Curlec payment that moved the money. */
export type CurlecEvent = PaymentEvent;

/** Curlec's later word on a refund: its id, where it ended, and our refund's id from its notes. */
export interface CurlecRefundEvent {
  refund: { ref: string; status: 'succeeded' | 'failed'; refundId?: number | undefined };
}

/** How long a call may take while a visitor or a webhook waits on it. */
const CALL_TIMEOUT_MS = 5000;

const WALLETS: readonly CurlecMethod[] = ['touchngo', 'boost', 'grabpay'];

/** What this code reads of Curlec's payment entity. */
interface CurlecPayment {
  id?: string;
  amount?: number | string;
  currency?: string;
  status?: string;
  method?: string;
  wallet?: string | null;
  notes?: Record<string, unknown> | unknown[] | null;
}

/**
 * HMAC-SHA256 of `message` under `secret` as hex, compared with `given` in constant time (the
 * SDK's own check compares with `===`).
 */
export function signedWith(secret: string, message: string, given: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(message).digest('hex'), 'hex');
  const received = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** How the visitor paid, in our words, from Curlec's payment entity; undefined when it does not say. */
export function curlecMethod(payment: { method?: string; wallet?: string | null }) {
  switch (payment.method) {
    case 'card':
    case 'fpx':
    case 'duitnow':
      return payment.method;
    // Online banking in Malaysia is FPX, whichever name the gateway gives it.
    case 'netbanking':
      return 'fpx';
    case 'wallet':
      return WALLETS.find((wallet) => wallet === payment.wallet);
    default:
      return undefined;
  }
}

/**
 * The checkout's display configuration: one block holding only the offered methods, and
 * Curlec's default blocks hidden, so a method the park turned off is not shown at all.
 */
export function checkoutDisplay(methods: readonly CurlecMethod[]) {
  const instruments: Record<string, unknown>[] = [];
  for (const method of ['fpx', 'card', 'duitnow'] as const) {
    if (methods.includes(method)) instruments.push({ method });
  }
  const wallets = WALLETS.filter((wallet) => methods.includes(wallet));
  if (wallets.length > 0) instruments.push({ method: 'wallet', wallets });
  return {
    display: {
      blocks: { offered: { name: 'Pay with', instruments } },
      sequence: ['block.offered'],
      preferences: { show_default_blocks: false },
    },
  };
}

/** Our payment reference in a Curlec entity's notes (an empty list when it has none). */
function refIn(notes: unknown): string | undefined {
  if (!notes || typeof notes !== 'object' || Array.isArray(notes)) return undefined;
  const ref = (notes as Record<string, unknown>).ref;
  return typeof ref === 'string' && ref ? ref : undefined;
}

/** The amount in sen; money in another currency never matches a price in ringgit (-1). */
function senOf(payment: CurlecPayment): number {
  if (payment.currency !== 'MYR') return -1;
  const amount = Number(payment.amount);
  return Number.isInteger(amount) ? amount : -1;
}

/** A Curlec refund's status as ours: `pending` is still on its way. */
function refundStatus(status: unknown): GatewayRefund['status'] {
  if (status === 'processed') return 'succeeded';
  if (status === 'failed') return 'failed';
  return 'pending';
}

/** The SDK's errors are plain objects; these carry Curlec's own description as an Error. */
function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  const described = (error as { error?: { description?: unknown } } | null)?.error?.description;
  return new Error(typeof described === 'string' ? described : 'Curlec refused the request');
}

interface SdkHttp {
  defaults: { baseURL?: string; timeout?: number };
  post(
    url: string,
    body: unknown,
    config: { headers: Record<string, string> },
  ): Promise<{ data: Record<string, unknown> }>;
}

/**
 * Curlec (Razorpay's Malaysian business) in MYR: payment links as the hosted checkout, limited to
 * the methods the park offers; webhooks and the visitor's return checked by their HMAC signatures;
 * refunds on the payment that took the money. Decision 043.
 */
export function curlecGateway(options: CurlecOptions) {
  const razorpay = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The SDK has no setting for its address or a time-out: both go on the HTTP client it made,
  // which already carries the keys.
  const http = (razorpay.api as unknown as { rq: SdkHttp }).rq;
  if (options.apiBase) http.defaults.baseURL = options.apiBase.replace(/\/+$/, '');
  http.defaults.timeout = CALL_TIMEOUT_MS;

  const gateway = {
    /** Opens a payment link for the payment; answers its id and the address to send the visitor to. */
    async openCheckout(request: CurlecCheckoutRequest): Promise<{ id: string; url: string }> {
      const body = {
        amount: request.amountSen,
        currency: 'MYR',
        accept_partial: false,
        reference_id: request.referenceId,
        description: `${request.title} (${request.orderNo})`.slice(0, 2048),
        expire_by: request.expireBy,
        // The visitor is ours to tell: Curlec sends no e-mail, SMS or reminder of its own.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { ref: request.ref, orderNo: request.orderNo },
        callback_url: request.callbackUrl,
        callback_method: 'get',
        options: { checkout: { config: checkoutDisplay(request.methods) } },
      };
      let link: { id?: string; short_url?: string };
      try {
        // The SDK's types know fewer checkout options than the API takes.
        link = await razorpay.paymentLink.create(
          body as unknown as Parameters<typeof razorpay.paymentLink.create>[0],
        );
      } catch (error) {
        throw asError(error);
      }
      if (!link.id || !link.short_url) throw new Error('Curlec answered a link without an address');
      return { id: link.id, url: link.short_url };
    },

    /**
     * The visitor's return from a payment link is Curlec's when its signature, HMAC-SHA256 with the
     * key secret over `link id|reference id|status|payment id`, matches.
     */
    verifyReturn(query: {
      linkId: string;
      referenceId: string;
      status: string;
      paymentId: string;
      signature: string;
    }): boolean {
      const message = [query.linkId, query.referenceId, query.status, query.paymentId].join('|');
      return signedWith(options.keySecret, message, query.signature);
    },

    /**
     * The event a webhook delivery carries, or null for events we do not act on. Throws unless its
     * `X-Razorpay-Signature` is the HMAC-SHA256 of the raw body with the webhook secret. The event's
     * id is Curlec's `x-razorpay-event-id` (a hash of the body when a delivery lacks it).
     */
    parseWebhook(
      rawBody: string,
      signature: string,
      eventId: string,
    ): CurlecEvent | CurlecRefundEvent | null {
      if (!signedWith(options.webhookSecret, rawBody, signature)) {
        throw new Error('bad signature');
      }
      const event = JSON.parse(rawBody) as {
        event?: string;
        payload?: Record<string, { entity?: Record<string, unknown> } | undefined>;
      };
      const id = eventId || `body_${createHash('sha256').update(rawBody).digest('hex')}`;
      const entity = (name: string) => event.payload?.[name]?.entity ?? {};
      const payment = entity('payment') as CurlecPayment;
      const link = entity('payment_link');
      const linkRef =
        refIn(link.notes) ?? (typeof link.reference_id === 'string' ? link.reference_id : '');
      const paid = (ref: string): CurlecEvent => ({
        id,
        type: 'payment.succeeded',
        ref,
        amountSen: senOf(payment),
        method: curlecMethod(payment),
        gatewayId: payment.id,
      });
      switch (event.event) {
        case 'payment_link.paid':
          return paid(linkRef);
        case 'payment.captured': {
          const ref = refIn(payment.notes);
          return ref ? paid(ref) : null;
        }
        case 'payment.failed': {
          const ref = refIn(payment.notes);
          return ref
            ? {
                id,
                type: 'payment.failed',
                ref,
                amountSen: senOf(payment),
                method: curlecMethod(payment),
              }
            : null;
        }
        case 'payment_link.expired':
        case 'payment_link.cancelled':
          return {
            id,
            type: 'payment.canceled',
            ref: linkRef,
            amountSen: Number(link.amount) || 0,
          };
        case 'refund.processed':
        case 'refund.failed': {
          const refund = entity('refund');
          const status = refundStatus(refund.status);
          if (status === 'pending' || typeof refund.id !== 'string') return null;
          const refundId = Number(
            (refund.notes as Record<string, unknown> | undefined)?.refundId ?? Number.NaN,
          );
          return {
            refund: {
              ref: refund.id,
              status,
              ...(Number.isInteger(refundId) && refundId > 0 ? { refundId } : {}),
            },
          };
        }
        default:
          return null;
      }
    },

    /**
     * A payment as Curlec holds it, read back on the visitor's return: captured or not, for what,
     * and how; the return's own words are never trusted alone.
     */
    async paymentOf(paymentId: string): Promise<CurlecEvent & { captured: boolean }> {
      let payment: CurlecPayment;
      try {
        payment = (await razorpay.payments.fetch(paymentId)) as unknown as CurlecPayment;
      } catch (error) {
        throw asError(error);
      }
      return {
        id: `return_${paymentId}`,
        type: 'payment.succeeded',
        ref: refIn(payment.notes) ?? '',
        amountSen: senOf(payment),
        method: curlecMethod(payment),
        gatewayId: payment.id ?? paymentId,
        captured: payment.status === 'captured',
      };
    },

    /**
     * Gives money back on the Curlec payment that took it, whole or in part. The idempotency key is
     * our refund's id, so a refund sent again after a time-out is made once; after Curlec refused
     * one (it has a ref), the next attempt is a new refund. The SDK's refund call cannot carry the
     * header, so this goes through the SDK's own HTTP client.
     */
    async refund(request: Parameters<RefundGateway['refund']>[0]): Promise<GatewayRefund> {
      if (!request.gatewayId) throw new Error('the payment has no Curlec payment to refund');
      const key = `scenic-refund-${request.refundId}${request.previousRef ? `-${request.previousRef}` : ''}`;
      try {
        const { data } = await http.post(
          `/v1/payments/${encodeURIComponent(request.gatewayId)}/refund`,
          {
            amount: request.amountSen,
            speed: 'normal',
            receipt: `refund-${request.refundId}`,
            notes: { refundId: String(request.refundId) },
          },
          { headers: { 'X-Refund-Idempotency': key } },
        );
        if (typeof data.id !== 'string') throw new Error('Curlec answered a refund without an id');
        return { ref: data.id, status: refundStatus(data.status) };
      } catch (error) {
        const answer = (error as { response?: { data?: unknown } }).response?.data;
        throw answer ? asError(answer) : asError(error);
      }
    },
  };
  return gateway;
}

export type CurlecGateway = ReturnType<typeof curlecGateway>;
