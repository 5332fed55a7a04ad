import {
  type ErrorKey,
  MAX_UNITS_PER_LINE,
  type OrderKind,
  type OrderPreview,
  type PaymentStart,
  senToRm,
  type WaitingOrder,
} from '@scenic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { AppError } from '#server/lib/errors.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';
import type { PaymentService } from '#server/modules/payments/service.ts';
import * as repo from './repository.ts';
import type { OrderRequest } from './request-key.ts';

/** One line of an order as its kind prices it: what is sold, at what unit price, how many. */
export interface PricedLine {
  itemId: number;
  /** Localized JSON of the line's name ("Adult", "Hornbill plush toy · Medium"). */
  name: string;
  unitPriceSen: number;
  quantity: number;
  /** The unit price before a price adjustment (a promotion code); `unitPriceSen` without one. */
  listPriceSen?: number;
  /** The good and category of a goods line, for promotions that are for some goods only. */
  goodsId?: number;
  categoryId?: number | null;
  /**
   * The line sells stored value (a gift card, decision 042): no promotion takes money off it, and
   * no gift card pays for it.
   */
  storedValue?: boolean;
}

/** An order as its kind describes and prices it, before it is written. */
export interface PricedOrder {
  title: string;
  cover: string;
  note: string;
  ticketId?: number | null;
  visitDate?: string | null;
  slotId?: number | null;
  slotLabel?: string;
  delivery?: string;
  /** Rental and food details (see OrdersTable). */
  extra?: Partial<
    Pick<
      OrderRow,
      | 'rent_unit'
      | 'rent_periods'
      | 'rent_start'
      | 'rent_end'
      | 'deposit_sen'
      | 'pickup_point'
      | 'prep_minutes'
    >
  >;
  lines: PricedLine[];
  /** The promotion code an adjustment applied and what it took off the lines (decision 040). */
  discount?: { code: string; amountSen: number };
}

/** What a new order would hold, checked against what its visitor already holds unpaid. */
export interface UnpaidClaim {
  /** Places of a ticket on a visit date. */
  places?: { ticketId: number; date: string; quantity: number };
  /** Units per goods combination (store, food, rentals). */
  units?: Map<number, number>;
}

/**
 * What one kind brings to an order being placed (`place`); everything else (placing once per
 * request key, the transaction, the unpaid caps, writing the order and opening its payment) is the
 * core's. Each step runs in the order's transaction, in this order.
 */
export interface OrderPlan {
  kind: OrderKind;
  /** The promotion code the visitor typed at checkout (normalised), if any. */
  promoCode?: string | undefined;
  /** A gift card the visitor pays with, whole or in part (decision 042). */
  giftCard?: { code: string; pin?: string | undefined } | undefined;
  /** What the order will hold unpaid, checked against the visitor's caps first. */
  holds: UnpaidClaim;
  /**
   * An order of the visitor's that answers this request instead (an image still waiting for its
   * payment is paid, not doubled): read under the visitor's order lock, before the caps.
   */
  instead?: (trx: Transaction<Database>) => Promise<number | undefined>;
  /** The order and its lines at today's prices (a ticket's price follows its day). */
  price: (trx: Transaction<Database>) => Promise<PricedOrder>;
  /**
   * Takes the places or stock, last: the rows every buyer updates stay locked from here to the
   * commit only. Throwing (sold out) rolls the whole order back.
   */
  reserve?: (trx: Transaction<Database>) => Promise<void>;
}

/** What a price adjustment is told besides the order: the code typed, and whether it only shows. */
export interface AdjustContext {
  promoCode?: string | undefined;
  /** A preview of the saving ("see the saving before paying"): nothing is claimed or written. */
  preview: boolean;
}

/** A price adjustment's answer: the order as now priced, and what to record once it is written. */
export interface Adjusted {
  order: PricedOrder;
  /** Runs in the same transaction once the order is written (records a code's use). */
  written?: (trx: Transaction<Database>, order: { id: number; orderNo: string }) => Promise<void>;
}

/**
 * Changes a priced order's lines before it is written: the one place where price adjustments
 * (promotion codes; gift cards pay rather than discount) go, in the order's own transaction.
 */
export type PriceAdjustment = (
  trx: Transaction<Database>,
  order: PricedOrder & { kind: OrderKind; visitor: VisitorRow },
  context: AdjustContext,
) => Promise<Adjusted>;

/** The order just written, as a tender sees it. */
export interface TenderedOrder {
  id: number;
  orderNo: string;
  kind: OrderKind;
  visitor: VisitorRow;
  lines: PricedLine[];
  /** What is still to pay, in sen, after the tenders before this one. */
  dueSen: number;
  /** Only what it would pay is asked ("see it before paying"): nothing is written or claimed. */
  preview: boolean;
  giftCard?: { code: string; pin?: string | undefined } | undefined;
}

/**
 * Pays part or all of an order at checkout, in the order's transaction, before the rest goes to
 * the payment page (a gift card): records its own payment and answers the sen it paid (0 when the
 * visitor brought none). Throwing refuses the whole order.
 */
export type Tender = (trx: Transaction<Database>, order: TenderedOrder) => Promise<number>;

/**
 * Thrown in the holding transaction when the visitor already has an order with this key (a repeat
 * raced this one): the transaction rolls back, taking nothing, and `place` answers that order.
 */
class RequestKeyTaken extends Error {
  override name = 'RequestKeyTaken';
}

/** A refusal that points to the order waiting for payment, so the app can offer to open it. */
function waitingFor(key: ErrorKey, order: { id: number; order_no: string; kind: string }) {
  const error = new AppError(key);
  error.data = {
    id: order.id,
    orderNo: order.order_no,
    kind: order.kind as OrderKind,
  } satisfies WaitingOrder;
  return error;
}

/** How many order numbers are drawn before giving up (a second draw is already rare). */
const ORDER_NO_ATTEMPTS = 5;

export interface PlacingDeps {
  db: Db;
  payments: PaymentService;
  holdMinutes: number;
  /** What one visitor may hold unpaid at once: open orders, and places per ticket and date. */
  unpaidCaps: { orders: number; placesPerDate: number };
  log: FastifyBaseLogger;
  now: () => number;
  orderNo: (kind: OrderKind, at: number) => string;
  /** A new payment for a visitor's order still waiting (what `instead` answers). */
  rePay: (visitor: VisitorRow, orderId: number) => Promise<PaymentStart>;
  /** The kinds whose lines sell goods combinations, counted per combination while unpaid. */
  goodsKinds: () => OrderKind[];
  /** Settles an order its tenders paid whole, in the placing transaction (how it was paid). */
  settlePaid: (trx: Transaction<Database>, orderId: number, method: string) => Promise<void>;
  /** Told, once committed, of an order paid whole at checkout (live screens). */
  paidAtCheckout: (orderId: number) => void;
}

/** The one way an order of any kind is placed (`place`), and what it is made of. */
export function createPlacing(deps: PlacingDeps) {
  const { db } = deps;
  const adjustments: PriceAdjustment[] = [];
  const tenders: { method: string; tender: Tender }[] = [];

  /**
   * The order a visitor placed with this key, answered as it was when placed; undefined when there
   * is none. The same key with another request (other contents, another call) is refused.
   */
  async function placedWith(visitor: VisitorRow, request: OrderRequest) {
    const row = await db
      .selectFrom('orders')
      .select(['id', 'order_no', 'total_sen', 'expires_at', 'request_hash'])
      .where('visitor_id', '=', visitor.id)
      .where('request_key', '=', request.key)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.request_hash !== request.hash) throw new AppError('orderKeyReused');
    return {
      id: row.id,
      orderNo: row.order_no,
      total: senToRm(row.total_sen),
      expiresAt: row.expires_at ?? '',
      payUrl: await deps.payments.payUrlOf(db, row.id),
    } satisfies PaymentStart;
  }

  /**
   * No hoarding (OWASP API6): a visitor holds at most a few unpaid orders, a number of places per
   * ticket and date, and of one item no more than one line allows, across their waiting orders.
   * Checked under the visitor's order lock (taken by `place` first), so parallel orders cannot all
   * pass. A refusal carries the waiting order, to pay that one instead.
   */
  async function checkUnpaidHold(
    trx: Transaction<Database>,
    visitor: VisitorRow,
    claim: UnpaidClaim,
  ) {
    const at = new Date(deps.now()).toISOString();
    const { places, units } = claim;
    const waiting = await repo.waitingOrdersOf(trx, visitor.id, at);
    if (places) {
      const sameDate = waiting.filter(
        (order) =>
          order.kind === 'ticket' &&
          order.ticket_id === places.ticketId &&
          order.visit_date === places.date,
      );
      const held = sameDate.reduce((sum, order) => sum + order.quantity, 0);
      const [latest] = sameDate;
      if (latest && held + places.quantity > deps.unpaidCaps.placesPerDate) {
        throw waitingFor('unpaidPlacesLimit', latest);
      }
    }
    if (units && units.size > 0) {
      const lines = await repo.waitingUnitsOf(
        trx,
        visitor.id,
        [...units.keys()],
        at,
        deps.goodsKinds(),
      );
      for (const [itemId, wanted] of units) {
        const mine = lines.filter((line) => line.item_id === itemId);
        const held = mine.reduce((sum, line) => sum + line.quantity, 0);
        const [latest] = mine;
        if (latest && held + wanted > MAX_UNITS_PER_LINE)
          throw waitingFor('unpaidUnitsLimit', latest);
      }
    }
    const [latest] = waiting;
    if (latest && waiting.length >= deps.unpaidCaps.orders) {
      throw waitingFor('unpaidOrdersLimit', latest);
    }
  }

  /** Inserts the order and its lines and opens its payment, inside the holding transaction. */
  async function write(
    trx: Transaction<Database>,
    order: PricedOrder & {
      kind: OrderKind;
      visitor: VisitorRow;
      request?: OrderRequest;
      giftCard?: { code: string; pin?: string | undefined } | undefined;
    },
  ): Promise<PaymentStart & { paid: boolean }> {
    const at = deps.now();
    const total = order.lines.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
    const expiresAt = new Date(at + deps.holdMinutes * 60_000).toISOString();
    const insert = () =>
      trx
        .insertInto('orders')
        .values({
          order_no: deps.orderNo(order.kind, at),
          visitor_id: order.visitor.id,
          kind: order.kind,
          status: 'pending_payment',
          title: order.title,
          cover: order.cover,
          total_sen: total,
          discount_sen: order.discount?.amountSen ?? 0,
          promo_code: order.discount?.code ?? '',
          quantity: order.lines.reduce((sum, line) => sum + line.quantity, 0),
          ticket_id: order.ticketId ?? null,
          visit_date: order.visitDate ?? null,
          slot_id: order.slotId ?? null,
          slot_label: order.slotLabel ?? '',
          note: order.note,
          delivery: order.delivery ?? '',
          ...order.extra,
          request_key: order.request?.key ?? null,
          request_hash: order.request?.hash ?? null,
          created_at: new Date(at).toISOString(),
          expires_at: expiresAt,
          paid_at: null,
          updated_at: new Date(at).toISOString(),
        })
        // Two orders drawing the same random number is rare but real under load: the second
        // draws again instead of failing (no error, so the transaction stays usable on PostgreSQL).
        // The same holds for the visitor's Idempotency-Key, told apart below.
        .onConflict((conflict) => conflict.doNothing())
        .returning(['id', 'order_no'])
        .executeTakeFirst();
    const keyTaken = async () =>
      order.request !== undefined &&
      (await trx
        .selectFrom('orders')
        .select('id')
        .where('visitor_id', '=', order.visitor.id)
        .where('request_key', '=', order.request.key)
        .executeTakeFirst()) !== undefined;
    let row = await insert();
    for (let attempt = 1; !row && attempt < ORDER_NO_ATTEMPTS; attempt++) {
      if (await keyTaken()) throw new RequestKeyTaken();
      row = await insert();
    }
    if (!row && (await keyTaken())) throw new RequestKeyTaken();
    if (!row) throw new Error('no free order number after several draws');
    await trx
      .insertInto('order_line')
      .values(
        order.lines.map((line) => ({
          order_id: row.id,
          item_id: line.itemId,
          name: line.name,
          unit_price_sen: line.unitPriceSen,
          list_price_sen:
            line.listPriceSen !== undefined && line.listPriceSen !== line.unitPriceSen
              ? line.listPriceSen
              : null,
          quantity: line.quantity,
        })),
      )
      .execute();
    // Tenders pay what they can first (a gift card); the payment page asks for the rest.
    let due = total;
    let paidBy = '';
    for (const { method, tender } of tenders) {
      if (due <= 0) break;
      const paid = await tender(trx, {
        id: row.id,
        orderNo: row.order_no,
        kind: order.kind,
        visitor: order.visitor,
        lines: order.lines,
        dueSen: due,
        giftCard: order.giftCard,
        preview: false,
      });
      if (paid > 0) paidBy = method;
      due -= paid;
    }
    const paidWhole = paidBy !== '' && due <= 0;
    if (paidWhole) await deps.settlePaid(trx, row.id, paidBy);
    const payUrl = paidWhole
      ? ''
      : await deps.payments.start(trx, { orderId: row.id, amountSen: due });
    return {
      id: row.id,
      orderNo: row.order_no,
      total: senToRm(total),
      expiresAt,
      payUrl,
      paid: paidWhole,
    };
  }

  /** The plan's order at today's prices, through every price adjustment in turn. */
  async function adjusted(
    trx: Transaction<Database>,
    visitor: VisitorRow,
    plan: OrderPlan,
    preview: boolean,
  ) {
    let order = await plan.price(trx);
    const written: NonNullable<Adjusted['written']>[] = [];
    for (const adjust of adjustments) {
      const answer = await adjust(
        trx,
        { ...order, kind: plan.kind, visitor },
        { promoCode: plan.promoCode, preview },
      );
      order = answer.order;
      if (answer.written) written.push(answer.written);
    }
    return { order, written };
  }

  /** Runs the plan in one transaction: either the order, its payment and what it holds, or nothing. */
  async function placeNow(
    visitor: VisitorRow,
    request: OrderRequest | undefined,
    plan: OrderPlan,
  ): Promise<PaymentStart> {
    const result = await db.transaction().execute(async (trx) => {
      // The visitor's orders take turns from here to the commit: caps and "instead" read a
      // settled picture, and parallel checkouts cannot all pass.
      await repo.lockVisitorOrders(trx, visitor.id);
      const waiting = await plan.instead?.(trx);
      if (waiting !== undefined) return { waiting, placed: undefined };
      await checkUnpaidHold(trx, visitor, plan.holds);
      const { order: priced, written } = await adjusted(trx, visitor, plan, false);
      const { paid, ...payment } = await write(trx, {
        ...priced,
        kind: plan.kind,
        visitor,
        giftCard: plan.giftCard,
        ...(request ? { request } : {}),
      });
      for (const record of written) await record(trx, { id: payment.id, orderNo: payment.orderNo });
      await plan.reserve?.(trx);
      return { waiting: undefined, placed: { ...payment, paid } };
    });
    if (result.waiting !== undefined) return deps.rePay(visitor, result.waiting);
    const { paid, ...payment } = result.placed;
    if (paid) deps.paidAtCheckout(payment.id);
    return payment;
  }

  return {
    /**
     * Places an order of any kind: `plan` reads and checks what the visitor asked for (before the
     * transaction) and answers what the kind brings (its holds, its prices, what it reserves). At
     * most once per Idempotency-Key and visitor: a repeat of the key answers with the order already
     * placed and runs nothing. Two calls with one key at once both run; the unique index on
     * (visitor, key) stops the second's insert, its transaction rolls back (places and stock go
     * back), and it answers the first's order. Any refusal the second meets on the way (sold out,
     * unpaid caps: the first's order now counts) is also answered with the first's order.
     */
    async place(
      visitor: VisitorRow,
      request: OrderRequest | undefined,
      plan: () => Promise<OrderPlan>,
    ): Promise<PaymentStart> {
      if (!request) return placeNow(visitor, undefined, await plan());
      const earlier = await placedWith(visitor, request);
      if (earlier) return earlier;
      try {
        return await placeNow(visitor, request, await plan());
      } catch (error) {
        const raced = await placedWith(visitor, request);
        if (raced) {
          deps.log.info({ orderNo: raced.orderNo }, 'order placed once for a repeated request');
          return raced;
        }
        throw error;
      }
    },

    /**
     * What the order `plan` describes would cost, with its promotion code: checked as placing it
     * would (a code's refusal is the same), but nothing is held, claimed or written.
     */
    async preview(visitor: VisitorRow, plan: () => Promise<OrderPlan>): Promise<OrderPreview> {
      const wanted = await plan();
      return db.transaction().execute(async (trx) => {
        const { order } = await adjusted(trx, visitor, wanted, true);
        const total = order.lines.reduce((sum, line) => sum + line.unitPriceSen * line.quantity, 0);
        const discount = order.discount?.amountSen ?? 0;
        let due = total;
        for (const { tender } of tenders) {
          if (due <= 0) break;
          due -= await tender(trx, {
            id: 0,
            orderNo: '',
            kind: wanted.kind,
            visitor,
            lines: order.lines,
            dueSen: due,
            giftCard: wanted.giftCard,
            preview: true,
          });
        }
        return {
          subtotal: senToRm(total + discount),
          discount: senToRm(discount),
          total: senToRm(total),
          code: order.discount?.code ?? '',
          giftCard: senToRm(total - due),
          toPay: senToRm(due),
        };
      });
    },

    /**
     * Adds a way to pay part of an order at checkout (a gift card), tried in this order before the
     * payment page; `method` names an order it pays whole.
     */
    acceptTender(method: string, tender: Tender) {
      tenders.push({ method, tender });
    },

    /** Adds a price adjustment every order placed from now on goes through, in this order. */
    adjustPrices(adjustment: PriceAdjustment) {
      adjustments.push(adjustment);
    },
  };
}
