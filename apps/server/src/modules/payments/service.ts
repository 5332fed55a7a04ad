import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderRow } from '#server/db/database.ts';
import { transitionOrder } from '#server/modules/orders/shared.ts';

/** What an order becomes once paid, by kind (DESIGN §3.6). */
const PAID_STATUS: Record<string, string> = {
  ticket: 'ready_to_use',
  shop: 'processing',
  food: 'making',
  hire: 'paid',
  image: 'completed',
};

/** A gateway's word on one payment, after its signature was checked. */
export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.canceled';
  ref: string;
  amountSen: number;
  /** How the visitor paid, when the gateway says (`card`, `fpx`, `grabpay`). */
  method?: string | undefined;
}

export type PaidHook = (trx: Transaction<Database>, order: OrderRow) => Promise<void>;

export interface PaymentServiceDeps {
  db: Kysely<Database>;
  secret: string;
  /** Which gateway new payments go through. */
  provider: 'sandbox' | 'stripe';
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Payments of every order kind through one interface. The sandbox provider (the default) is a
 * payment page we host; it confirms through a signed callback exactly as a real gateway does.
 */
export function createPaymentService(deps: PaymentServiceDeps) {
  const { db } = deps;
  const now = () => new Date((deps.now ?? Date.now)()).toISOString();
  const paidHooks = new Map<string, PaidHook>();
  const sign = (body: string) => createHmac('sha256', deps.secret).update(body).digest('hex');

  return {
    onPaid(kind: string, hook: PaidHook) {
      paidHooks.set(kind, hook);
    },

    /** Opens a payment for an order and answers where the visitor pays it. */
    async start(trx: Transaction<Database>, payment: { orderId: number; amountSen: number }) {
      const ref = randomBytes(18).toString('base64url');
      await trx
        .insertInto('payment')
        .values({
          order_id: payment.orderId,
          provider: deps.provider,
          provider_ref: ref,
          amount_sen: payment.amountSen,
          // The sandbox is its own method; a gateway's is known once the visitor has chosen.
          method: deps.provider === 'sandbox' ? 'sandbox' : '',
          status: 'pending',
          created_at: now(),
          updated_at: now(),
        })
        .execute();
      return `/pay/${deps.provider}/${ref}`;
    },

    findByRef(ref: string) {
      return db
        .selectFrom('payment')
        .innerJoin('orders', 'orders.id', 'payment.order_id')
        .select([
          'payment.id',
          'payment.status',
          'payment.provider',
          'payment.amount_sen',
          'payment.order_id',
          'orders.order_no',
          'orders.kind',
          'orders.title',
          'orders.status as order_status',
          'orders.expires_at',
        ])
        .where('payment.provider_ref', '=', ref)
        .executeTakeFirst();
    },

    /** The sandbox gateway's signature over a callback body. */
    signSandbox: sign,

    verifySandbox(body: string, signature: string): boolean {
      const expected = Buffer.from(sign(body), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /**
     * Applies a gateway event once. A replay finds the event id already recorded and changes
     * nothing; money for an order that expired first is recorded and flagged for refund.
     */
    async apply(
      provider: string,
      event: PaymentEvent,
    ): Promise<'applied' | 'duplicate' | 'unknown'> {
      return db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto('payment_event')
          .values({ provider, event_id: event.id, type: event.type, received_at: now() })
          .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
          .executeTakeFirst();
        if (Number(fresh.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
        const payment = await trx
          .selectFrom('payment')
          .selectAll()
          .where('provider', '=', provider)
          .where('provider_ref', '=', event.ref)
          .executeTakeFirst();
        if (!payment) return 'unknown';
        const at = now();
        const method = event.method || payment.method;
        if (event.type !== 'payment.succeeded') {
          await trx
            .updateTable('payment')
            .set({
              status: event.type === 'payment.failed' ? 'failed' : 'canceled',
              method,
              updated_at: at,
            })
            .where('id', '=', payment.id)
            .where('status', '=', 'pending')
            .execute();
          return 'applied';
        }
        const settled = await trx
          .updateTable('payment')
          .set({ status: 'succeeded', method, updated_at: at })
          .where('id', '=', payment.id)
          .where('status', 'in', ['pending', 'failed', 'canceled'])
          .executeTakeFirst();
        if (Number(settled.numUpdatedRows) === 0) return 'applied';
        const order = await trx
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', payment.order_id)
          .executeTakeFirstOrThrow();
        const flagForRefund = async (why: string) => {
          await trx
            .updateTable('payment')
            .set({ needs_refund: 1 })
            .where('id', '=', payment.id)
            .execute();
          deps.log.warn({ orderNo: order.order_no, provider, why }, 'payment flagged for refund');
        };
        if (event.amountSen !== order.total_sen) {
          await flagForRefund('amount differs from the order');
          return 'applied';
        }
        const paid = await transitionOrder(
          trx,
          order.id,
          'pending_payment',
          PAID_STATUS[order.kind] ?? 'paid',
          at,
          // A gateway that did not say how is named by itself ("stripe": an online payment).
          { paid_at: at, pay_method: method || provider },
        );
        if (!paid) {
          // Paid after the order expired (or was paid already): the money is kept on record for a refund.
          await flagForRefund(`order was ${order.status}`);
          return 'applied';
        }
        await paidHooks.get(order.kind)?.(trx, order);
        return 'applied';
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
