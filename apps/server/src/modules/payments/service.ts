import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from '@scenic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { AppError } from '#server/lib/errors.ts';
import type { RefundStatus } from '#server/modules/payments/tables.ts';
import type {
  GatewayRefund,
  PaymentEvent,
  RefundGateway,
} from '#server/providers/payments/types.ts';

/** A succeeded payment, handed to the orders core to settle its order. */
export interface SettledPayment {
  orderId: number;
  amountSen: number;
  /** How it was paid (`sandbox`, `card`, `fpx`, `touchngo`..., or the provider's name when unsaid). */
  method: string;
  at: string;
  /** The id in the payment's purpose (`date_change:12` → 12); 0 for an order's own payment. */
  purposeId?: number;
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

/** The sandbox takes no money, so it gives it back at once. */
export const sandboxRefunds: RefundGateway = {
  async refund(request) {
    return { ref: `sandbox_refund_${request.refundId}`, status: 'succeeded' };
  },
};

/** The providers whose payments have a page where the visitor pays. */
const PAGE_PROVIDERS: readonly PaymentServiceDeps['provider'][] = ['sandbox', 'stripe', 'curlec'];

export interface PaymentServiceDeps {
  db: Db;
  secret: string;
  /** Which gateway new payments go through. */
  provider: 'sandbox' | 'stripe' | 'curlec';
  log: FastifyBaseLogger;
  now?: () => number;
  /** Refunds by provider name; the sandbox's is built in. */
  refundGateways?: Partial<Record<string, RefundGateway>>;
}

/** A refund to make: how much, of which order, why, and what it gives back. */
export interface RefundRequest {
  orderId: number;
  amountSen: number;
  reason: string;
  lines: { lineId: number; quantity: number }[];
  staffId: number | null;
  /** A payment refunded on its own (flagged: paid after expiry, paid twice); else the order's. */
  paymentId?: number;
}

/**
 * Payments of every order kind through one interface. The sandbox provider (the default) is a
 * payment page we host; it confirms through a signed callback exactly as a real gateway does.
 */
export function createPaymentService(deps: PaymentServiceDeps) {
  const { db } = deps;
  const now = () => new Date((deps.now ?? Date.now)()).toISOString();
  let settle: SettleHook = async () => 'no order settles payments';
  const purposes = new Map<string, SettleHook>();
  let describe: OrderLookup = async () => undefined;
  let afterSettled: (orderId: number) => void = () => {};
  const sign = (body: string) => createHmac('sha256', deps.secret).update(body).digest('hex');
  const gateways: Record<string, RefundGateway | undefined> = {
    sandbox: sandboxRefunds,
    ...deps.refundGateways,
  };

  /** The page of the newest payment whose `column` is `value` ('' when there is none). */
  async function latestPayUrl(from: Db, column: 'purpose' | 'order_id', value: string | number) {
    const latest = await from
      .selectFrom('payment')
      .select(['provider', 'provider_ref'])
      .where(column, '=', value)
      // Only gateways have pages: money recorded at checkout (a gift card's part) has none.
      .where('provider', 'in', PAGE_PROVIDERS)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return latest ? `/pay/${latest.provider}/${latest.provider_ref}` : '';
  }

  const service = {
    /** The orders core settles each order a payment succeeds for (one hook: payments know no kinds). */
    onSettled(hook: SettleHook) {
      settle = hook;
    },

    /**
     * Settles payments made for something else than an order's own price (`purpose`
     * `<name>:<id>`, such as a date change's difference): the hook's refusal flags it for refund.
     */
    onSettledFor(name: string, hook: SettleHook) {
      purposes.set(name, hook);
    },

    /** Told, once the payment's transaction has committed, which order a payment settled. */
    afterSettled(listener: (orderId: number) => void) {
      afterSettled = listener;
    },

    /** How the payment pages read the order behind a payment. */
    describeOrdersWith(lookup: OrderLookup) {
      describe = lookup;
    },

    /** Opens a payment for an order and answers where the visitor pays it. */
    async start(
      trx: Transaction<Database>,
      payment: { orderId: number; amountSen: number; purpose?: string },
    ) {
      const ref = randomBytes(18).toString('base64url');
      await trx
        .insertInto('payment')
        .values({
          order_id: payment.orderId,
          provider: deps.provider,
          provider_ref: ref,
          amount_sen: payment.amountSen,
          purpose: payment.purpose ?? '',
          // The sandbox is its own method; a gateway's is known once the visitor has chosen.
          method: deps.provider === 'sandbox' ? 'sandbox' : '',
          status: 'pending',
          created_at: now(),
          updated_at: now(),
        })
        .execute();
      return `/pay/${deps.provider}/${ref}`;
    },

    /**
     * Records money an order took at checkout without a payment page (a gift card's part,
     * decision 042): a succeeded payment of its provider, in the order's transaction. Answers its id.
     */
    async recordPaid(
      trx: Transaction<Database>,
      payment: { orderId: number; provider: string; amountSen: number; gatewayId: string },
    ) {
      const row = await trx
        .insertInto('payment')
        .values({
          order_id: payment.orderId,
          provider: payment.provider,
          provider_ref: randomBytes(18).toString('base64url'),
          amount_sen: payment.amountSen,
          method: payment.provider,
          gateway_id: payment.gatewayId,
          status: 'succeeded',
          created_at: now(),
          updated_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * What an order's own payments have taken so far (succeeded, not flagged to go back), in sen:
     * a gift card's part before the rest is paid, or the whole once paid.
     */
    async paidOf(from: Db, orderId: number): Promise<number> {
      const row = await from
        .selectFrom('payment')
        .select((eb) => eb.fn.sum<number | string>('amount_sen').as('sen'))
        .where('order_id', '=', orderId)
        .where('purpose', '=', '')
        .where('status', '=', 'succeeded')
        .where('needs_refund', '=', 0)
        .executeTakeFirst();
      return Number(row?.sen ?? 0);
    },

    /** The succeeded own payments of these orders, oldest first: how each was paid, and how much. */
    paidPartsOf(from: Db, orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return from
        .selectFrom('payment')
        .select(['order_id', 'method', 'provider', 'amount_sen'])
        .where('order_id', 'in', orderIds)
        .where('purpose', '=', '')
        .where('status', '=', 'succeeded')
        .where('needs_refund', '=', 0)
        .orderBy('id')
        .execute();
    },

    /** Adds the refunds of a provider a module brings (the gift card's, back onto the card). */
    refundThrough(provider: string, gateway: RefundGateway) {
      gateways[provider] = gateway;
    },

    /**
     * Gives back what is left of one payment at once, in the caller's transaction (a gift card's
     * part of an order that expired unpaid: the card's own module puts it back on the card). The
     * refund is recorded as done with `ref`; answers the amount (0 when nothing was left).
     */
    async giveBack(
      trx: Transaction<Database>,
      payment: { id: number; orderId: number; reason: string },
      giveBack: (refundId: number, amountSen: number) => Promise<string>,
    ): Promise<number> {
      const row = await trx
        .selectFrom('payment')
        .select(['amount_sen', 'refunded_sen', 'status'])
        .where('id', '=', payment.id)
        .executeTakeFirst();
      const left = row && row.status === 'succeeded' ? row.amount_sen - row.refunded_sen : 0;
      if (left <= 0) return 0;
      const [refundId = 0] = await service.reserveRefund(trx, {
        orderId: payment.orderId,
        paymentId: payment.id,
        amountSen: left,
        reason: payment.reason,
        lines: [],
        staffId: null,
      });
      const ref = await giveBack(refundId, left);
      await trx
        .updateTable('refund')
        .set({ status: 'succeeded', provider_ref: ref, updated_at: now() })
        .where('id', '=', refundId)
        .execute();
      return left;
    },

    /** Where the visitor pays the payment opened for `purpose` ('' when there is none). */
    payUrlFor: (from: Db, purpose: string) => latestPayUrl(from, 'purpose', purpose),

    /** Where the visitor pays an order's latest payment ('' when it has none). */
    payUrlOf: (from: Db, orderId: number) => latestPayUrl(from, 'order_id', orderId),

    /** A payment by its reference, with what its pages show of the order; undefined when unknown. */
    async findByRef(ref: string) {
      const payment = await db
        .selectFrom('payment')
        .select([
          'id',
          'status',
          'provider',
          'amount_sen',
          'order_id',
          'purpose',
          'withdrawn_at',
          'checkout_id',
          'checkout_url',
          'checkout_expires_at',
        ])
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

    /**
     * Keeps the hosted checkout a gateway opened for a payment (a Curlec payment link), so the
     * visitor is sent back to the same one and its return can be checked against it.
     */
    async keepCheckout(
      paymentId: number,
      checkout: { id: string; url: string; expiresAt: string },
    ): Promise<void> {
      await db
        .updateTable('payment')
        .set({
          checkout_id: checkout.id,
          checkout_url: checkout.url,
          checkout_expires_at: checkout.expiresAt,
          updated_at: now(),
        })
        .where('id', '=', paymentId)
        .execute();
    },

    /** How the latest payment attempt of each order stands (an order without one is absent). */
    async latestOf(from: Db, orderIds: number[]) {
      const latest = new Map<number, PaymentStatus>();
      if (orderIds.length === 0) return latest;
      const rows = await from
        .selectFrom('payment')
        .select(['order_id', 'status'])
        .where('order_id', 'in', orderIds)
        // The order's own payments: a date change's difference is not the order's price.
        .where('purpose', '=', '')
        .orderBy('id', 'desc')
        .execute();
      for (const row of rows) if (!latest.has(row.order_id)) latest.set(row.order_id, row.status);
      return latest;
    },

    /**
     * Withdraws a payment not yet made for a purpose that lapsed (a date change not paid in time):
     * its page no longer takes money; money that still comes is flagged for refund by its hook.
     */
    async withdraw(trx: Transaction<Database>, purpose: string) {
      await trx
        .updateTable('payment')
        .set({ status: 'canceled', withdrawn_at: now(), updated_at: now() })
        .where('purpose', '=', purpose)
        .where('status', 'in', ['pending', 'failed', 'canceled'])
        .execute();
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
     * Sets aside money of a succeeded payment for a refund, in the caller's transaction: one guarded
     * update (`refunded_sen + amount <= amount_sen`), so two refunds at once never give back more
     * than was paid. Answers the pending refund's id; `refundTooLarge` when too little is left.
     */
    async reserveRefund(trx: Transaction<Database>, request: RefundRequest): Promise<number[]> {
      // An order may have been paid in more than one payment (its price, then the difference of a
      // move to a dearer date): the refund takes from the oldest first, each part its own refund.
      let candidates = trx
        .selectFrom('payment')
        .select(['id', 'provider', 'amount_sen', 'refunded_sen'])
        .where('order_id', '=', request.orderId)
        .where('status', '=', 'succeeded')
        .orderBy('id');
      if (request.paymentId !== undefined) {
        candidates = candidates.where('id', '=', request.paymentId);
      } else {
        // Money flagged to go back on its own (paid after expiry, paid twice) is not the order's.
        candidates = candidates.where('needs_refund', '=', 0);
      }
      const at = now();
      const refundIds: number[] = [];
      let left = request.amountSen;
      for (const payment of await candidates.execute()) {
        if (left <= 0) break;
        const part = Math.min(left, payment.amount_sen - payment.refunded_sen);
        if (part <= 0) continue;
        const taken = await trx
          .updateTable('payment')
          .set((eb) => ({
            refunded_sen: eb('refunded_sen', '+', part),
            updated_at: at,
          }))
          .where('id', '=', payment.id)
          .where((eb) => eb(eb('refunded_sen', '+', part), '<=', eb.ref('amount_sen')))
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) continue;
        const refund = await trx
          .insertInto('refund')
          .values({
            order_id: request.orderId,
            payment_id: payment.id,
            amount_sen: part,
            provider: payment.provider,
            status: 'pending',
            reason: request.reason,
            // The lines go with the first part; a second part is the rest of the same refund.
            lines: JSON.stringify(refundIds.length === 0 ? request.lines : []),
            staff_id: request.staffId,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        refundIds.push(refund.id);
        left -= part;
      }
      if (left > 0 || refundIds.length === 0) throw new AppError('refundTooLarge');
      return refundIds;
    },

    /**
     * Asks the gateway to give a pending (or failed) refund's money back and records its answer.
     * A gateway that confirms later does so by webhook (`confirmRefund`). Never throws for the
     * gateway's refusal: the refund is marked failed with the reason, to try again.
     */
    async sendRefund(refundId: number): Promise<RefundStatus> {
      const refund = await db
        .selectFrom('refund')
        .innerJoin('payment', 'payment.id', 'refund.payment_id')
        .select([
          'refund.id',
          'refund.status',
          'refund.amount_sen',
          'refund.provider',
          'refund.provider_ref',
          'payment.gateway_id',
        ])
        .where('refund.id', '=', refundId)
        .executeTakeFirst();
      if (!refund) throw new AppError('notFound');
      if (refund.status === 'succeeded') return 'succeeded';
      const gateway = gateways[refund.provider];
      let answer: GatewayRefund | { error: string };
      try {
        if (!gateway) throw new Error(`no refunds through ${refund.provider}`);
        answer = await gateway.refund({
          refundId: refund.id,
          gatewayId: refund.gateway_id,
          amountSen: refund.amount_sen,
          // A refund the gateway refused is sent as a new one, not as a repeat of the refused one.
          previousRef:
            refund.status === 'failed' && refund.provider_ref ? refund.provider_ref : undefined,
        });
      } catch (error) {
        answer = { error: error instanceof Error ? error.message.slice(0, 300) : 'refused' };
      }
      const at = now();
      if ('error' in answer) {
        deps.log.warn({ refundId, provider: refund.provider, why: answer.error }, 'refund refused');
        await db
          .updateTable('refund')
          .set({ status: 'failed', error: answer.error, updated_at: at })
          .where('id', '=', refundId)
          .where('status', 'in', ['pending', 'failed'])
          .execute();
        return 'failed';
      }
      await db
        .updateTable('refund')
        .set({ provider_ref: answer.ref, status: answer.status, error: null, updated_at: at })
        .where('id', '=', refundId)
        .where('status', 'in', ['pending', 'failed'])
        .execute();
      return answer.status;
    },

    /**
     * A gateway's later word on a refund (a webhook): applied once. A replay, or a word on a refund
     * already settled, changes nothing. A gateway that names our refund's id (Curlec's notes) is
     * heard even before the answer to the refund call has recorded the gateway's id for it.
     */
    async confirmRefund(
      provider: string,
      ref: string,
      status: 'succeeded' | 'failed',
      refundId?: number,
    ): Promise<'applied' | 'unchanged' | 'unknown'> {
      const refund =
        (await db
          .selectFrom('refund')
          .select(['id', 'status'])
          .where('provider', '=', provider)
          .where('provider_ref', '=', ref)
          .executeTakeFirst()) ??
        (refundId === undefined
          ? undefined
          : await db
              .selectFrom('refund')
              .select(['id', 'status'])
              .where('id', '=', refundId)
              .where('provider', '=', provider)
              .where('provider_ref', '=', '')
              .executeTakeFirst());
      if (!refund) return 'unknown';
      const moved = await db
        .updateTable('refund')
        .set({ status, provider_ref: ref, updated_at: now() })
        .where('id', '=', refund.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1 ? 'applied' : 'unchanged';
    },

    /**
     * Refunds what is left of a payment flagged for refund (paid after its order expired, paid
     * twice, an image already owned): the queue's one click. The order is not touched: it never
     * took this money.
     */
    async refundFlagged(
      paymentId: number,
      staffId: number | null,
      /** Writes the audit row in the refund's own transaction. */
      audit?: (
        trx: Transaction<Database>,
        refund: { refundId: number; amountSen: number },
      ) => Promise<void>,
    ) {
      const refundId = await db.transaction().execute(async (trx) => {
        const payment = await trx
          .selectFrom('payment')
          .selectAll()
          .where('id', '=', paymentId)
          .executeTakeFirst();
        if (!payment) throw new AppError('notFound');
        if (payment.status !== 'succeeded' || payment.needs_refund !== 1) {
          throw new AppError('refundNotPaid');
        }
        const left = payment.amount_sen - payment.refunded_sen;
        if (left <= 0) throw new AppError('refundAlreadyDone');
        const [id = 0] = await service.reserveRefund(trx, {
          orderId: payment.order_id,
          paymentId: payment.id,
          amountSen: left,
          reason: 'flagged for refund',
          lines: [],
          staffId,
        });
        await audit?.(trx, { refundId: id, amountSen: left });
        return id;
      });
      return { refundId, status: await service.sendRefund(refundId) };
    },

    /** Every payment of an order, oldest first (staff's view of an order). */
    paymentsOf(from: Db, orderId: number) {
      return from
        .selectFrom('payment')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },

    /** Refunds of these orders, oldest first. */
    refundsOf(from: Db, orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return from
        .selectFrom('refund')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute();
    },

    /** One refund, to send again: its order, its amount and where it stands. */
    findRefund(refundId: number, from: Db = db) {
      return from
        .selectFrom('refund')
        .select(['id', 'order_id', 'amount_sen', 'status'])
        .where('id', '=', refundId)
        .executeTakeFirst();
    },

    /**
     * Payments flagged for refund (paid after their order expired, paid twice, an image already
     * owned) with money still to give back, oldest first: the queue staff refund with one click.
     */
    refundQueue(limit = 200) {
      return db
        .selectFrom('payment')
        .selectAll()
        .where('needs_refund', '=', 1)
        .where('status', '=', 'succeeded')
        .where((eb) => eb('refunded_sen', '<', eb.ref('amount_sen')))
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * Applies a gateway event once. A replay finds the event id already recorded and changes
     * nothing; money for an order that expired first is recorded and flagged for refund.
     */
    async apply(
      provider: string,
      event: PaymentEvent,
    ): Promise<'applied' | 'duplicate' | 'unknown'> {
      let settledOrder: number | null = null;
      const result = await db.transaction().execute(async (trx) => {
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
          .set({
            status: 'succeeded',
            method,
            gateway_id: event.gatewayId ?? payment.gateway_id,
            updated_at: at,
          })
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
        const purpose = payment.purpose.split(':');
        const settleHook = payment.purpose ? purposes.get(purpose[0] ?? '') : settle;
        const refused = settleHook
          ? await settleHook(trx, {
              orderId: payment.order_id,
              amountSen: payment.amount_sen,
              // A gateway that did not say how is named by itself ("stripe": an online payment).
              method: method || provider,
              at,
              purposeId: Number(purpose[1] ?? 0),
            })
          : `nothing settles payments for ${payment.purpose}`;
        if (refused) await flagForRefund(refused);
        else settledOrder = payment.order_id;
        return 'applied';
      });
      if (settledOrder !== null) afterSettled(settledOrder);
      return result;
    },
  };
  return service;
}

export type PaymentService = ReturnType<typeof createPaymentService>;
