import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from '@scenic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';

/** A gateway's word on one payment, after its signature was checked. */
export interface PaymentEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.canceled';
  ref: string;
  amountSen: number;
  /** How the visitor paid, when the gateway says (`card`, `fpx`, `grabpay`). */
  method?: string | undefined;
}

/** A succeeded payment, handed to the orders core to settle its order. */
export interface SettledPayment {
  orderId: number;
  amountSen: number;
  /** How it was paid (`sandbox`, `card`, `fpx`, `grabpay`, or the provider's name when unsaid). */
  method: string;
  at: string;
}

/**
 * Settles the order a payment paid for, in the payment's transaction. Answers null when the order
 * took the money, or why it could not (expired first, paid already): the payment is then kept on
 * record and flagged for refund.
 */
export type SettleHook = (
  trx: Transaction<Database>,
  payment: SettledPayment,
) => Promise<string | null>;

/** What the payment pages show of the order a payment is for. */
export interface PaymentOrder {
  orderNo: string;
  kind: string;
  title: string;
  status: string;
  expiresAt: string | null;
}
export type OrderLookup = (orderId: number) => Promise<PaymentOrder | undefined>;

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
  let settle: SettleHook = async () => 'no order settles payments';
  let describe: OrderLookup = async () => undefined;
  const sign = (body: string) => createHmac('sha256', deps.secret).update(body).digest('hex');

  return {
    /** The orders core settles each order a payment succeeds for (one hook: payments know no kinds). */
    onSettled(hook: SettleHook) {
      settle = hook;
    },

    /** How the payment pages read the order behind a payment. */
    describeOrdersWith(lookup: OrderLookup) {
      describe = lookup;
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

    /** A payment by its reference, with what its pages show of the order; undefined when unknown. */
    async findByRef(ref: string) {
      const payment = await db
        .selectFrom('payment')
        .select(['id', 'status', 'provider', 'amount_sen', 'order_id'])
        .where('provider_ref', '=', ref)
        .executeTakeFirst();
      if (!payment) return undefined;
      const order = await describe(payment.order_id);
      if (!order) return undefined;
      return {
        ...payment,
        order_no: order.orderNo,
        kind: order.kind,
        title: order.title,
        order_status: order.status,
        expires_at: order.expiresAt,
      };
    },

    /** How the latest payment attempt of each order stands (an order without one is absent). */
    async latestOf(from: Kysely<Database> | Transaction<Database>, orderIds: number[]) {
      const latest = new Map<number, PaymentStatus>();
      if (orderIds.length === 0) return latest;
      const rows = await from
        .selectFrom('payment')
        .select(['order_id', 'status'])
        .where('order_id', 'in', orderIds)
        .orderBy('id', 'desc')
        .execute();
      for (const row of rows) if (!latest.has(row.order_id)) latest.set(row.order_id, row.status);
      return latest;
    },

    /** Flags an order's succeeded payments for refund (an image paid for twice). */
    async flagForRefund(trx: Transaction<Database>, orderId: number) {
      await trx
        .updateTable('payment')
        .set({ needs_refund: 1 })
        .where('order_id', '=', orderId)
        .where('status', '=', 'succeeded')
        .execute();
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
        const flagForRefund = async (why: string) => {
          await trx
            .updateTable('payment')
            .set({ needs_refund: 1 })
            .where('id', '=', payment.id)
            .execute();
          deps.log.warn({ paymentId: payment.id, provider, why }, 'payment flagged for refund');
        };
        if (event.amountSen !== payment.amount_sen) {
          await flagForRefund('amount differs from the order');
          return 'applied';
        }
        const refused = await settle(trx, {
          orderId: payment.order_id,
          amountSen: payment.amount_sen,
          // A gateway that did not say how is named by itself ("stripe": an online payment).
          method: method || provider,
          at,
        });
        if (refused) await flagForRefund(refused);
        return 'applied';
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
