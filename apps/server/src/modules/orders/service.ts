import { randomInt } from 'node:crypto';
import {
  type Locale,
  type Order,
  type OrderGroup,
  type OrderKind,
  type OrderStatus,
  type PaymentStart,
  type PaymentStatus,
  STAFF_TRANSITIONS,
  senToRm,
} from '@scenic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { localizeJson } from '#server/lib/localize.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';
import type { PaymentService, SettledPayment } from '#server/modules/payments/service.ts';
import type { RefundStatus } from '#server/modules/payments/tables.ts';
import { createOrderFeed, type OrderFeed } from './feed.ts';
import { createPlacing } from './placing.ts';
import { refundView } from './refund-view.ts';
import type { LapseRule } from './repository.ts';
import * as repo from './repository.ts';

/** Gives back what an order held (places, stock) when it expires unpaid. */
export type Releaser = (trx: Transaction<Database>, order: OrderRow) => Promise<void>;

/**
 * How one kind of order (ticket, shop, food, rental, image) plugs into the orders core. Each hook runs
 * in the transaction that moved the order, after the move, so it happens exactly once with it.
 */
export interface KindHooks {
  /** What an order of this kind becomes once paid (DESIGN §3.6). */
  paidStatus: OrderStatus;
  /** The letter its order numbers start with (T, S, F, R, I). */
  numberPrefix: string;
  /**
   * Its lines sell goods: each line's `item_id` is a goods combination (SKU), so its page links the
   * line to its good and its review, and what a visitor holds unpaid is counted per combination.
   */
  sellsGoods?: boolean;
  /**
   * When a paid order of this kind lapses unused: still in `status` once the day in `dayColumn`
   * has passed (a ticket not scanned by its visit date, a rental never collected by its end).
   */
  lapses?: LapseRule;
  /**
   * Paid: issue the pass, draw the pick-up number. May answer details to write on the order with
   * its paid status, or why this payment goes back (the order stays paid: an image already owned).
   */
  onPaid?: (trx: Transaction<Database>, order: OrderRow) => Promise<PaidOutcome | undefined>;
  /** Expired unpaid: give back the places or stock it held. */
  onExpire?: Releaser;
  /** Paid but lapsed unused (a rental never collected): give back what it still holds. */
  onUnused?: Releaser;
  /** Completed by staff (a rental returned): give back what it held until now. */
  onComplete?: Releaser;
  /**
   * Refunded, whole or in part: give back the places or stock of the units refunded, where they
   * have not been used or handed over. Called before the order's status or quantity change.
   */
  onRefund?: (trx: Transaction<Database>, order: OrderRow, units: RefundedUnits) => Promise<void>;
  /**
   * The kind's own part of its orders as their pages show them (a ticket's visit and pass, a food
   * order's pick-up, a rental's period and deposit), read for all of `rows` at once.
   */
  describe?: (
    db: Db,
    rows: OrderRow[],
    context: ViewContext,
  ) => Promise<(row: OrderRow) => KindPart>;
}

/** What follows every order's moves, whatever its kind (`watch`). */
export interface OrderWatcher {
  /** Paid: the order's money came in. */
  paid?: (trx: Transaction<Database>, order: OrderRow) => Promise<void>;
  /** Expired unpaid: nothing was paid, what it held goes back. */
  expired?: (trx: Transaction<Database>, order: OrderRow) => Promise<void>;
  /** Refunded, in part or whole (`whole`: nothing of it is left). */
  refunded?: (
    trx: Transaction<Database>,
    order: OrderRow,
    refund: { whole: boolean; units: RefundedUnits },
  ) => Promise<void>;
  /**
   * Repriced (a ticket moved to another date, `move`): each line's units not refunded, their unit
   * price before and after, and what the order costs more in all (negative: less, given back).
   */
  repriced?: (trx: Transaction<Database>, order: OrderRow, change: RepricedOrder) => Promise<void>;
}

/** An order's lines repriced, as `OrderWatcher.repriced` hears of it. */
export interface RepricedOrder {
  differenceSen: number;
  lines: { lineId: number; quantity: number; fromUnitPriceSen: number; toUnitPriceSen: number }[];
  /** The visit moved from one date to another (YYYY-MM-DD). */
  move: { from: string; to: string };
  /** How a dearer move's difference was paid, when a payment paid it. */
  paidBy?: { method: string; amountSen: number };
}

/** Who an order is shown to, and in which language. */
export interface ViewContext {
  locale: Locale;
  /** A visitor is not shown what no longer works for them (a refunded ticket's pass); staff are. */
  audience: 'visitor' | 'staff';
}

/** The fields of an order that belong to its kind; those a kind leaves out answer null. */
type KindField =
  | 'reserveDate'
  | 'ticketId'
  | 'slot'
  | 'pass'
  | 'delivery'
  | 'rental'
  | 'pickup'
  | 'dateChange';
export type KindPart = Partial<{ [F in KindField]: Order[F] }>;

/** Every kind field as an order of no such kind answers it. */
const NO_KIND_PART = {
  reserveDate: null,
  ticketId: null,
  slot: '',
  pass: null,
  delivery: null,
  rental: null,
  pickup: null,
  dateChange: null,
} as const;

/**
 * The columns of an order that belong to one kind (a ticket's visit, a food order's pick-up
 * number, a rental's kept deposit): the core writes them, the kind decides what they hold.
 */
export type KindDetails = Partial<
  Pick<OrderRow, 'visit_date' | 'slot_id' | 'slot_label' | 'pickup_no' | 'deposit_note'>
>;

/** What a kind's `onPaid` may answer. */
export interface PaidOutcome {
  /** Written on the order with its paid status (a food order's pick-up number). */
  details?: KindDetails;
  /** Why this payment goes back, though the order stays paid (an image owned already). */
  refund?: string;
  /** Where it goes instead of the kind's paid status (a shop order of gift cards only: done). */
  status?: OrderStatus;
}

/** The units a refund gives back: per line item, and in all. */
export interface RefundedUnits {
  lines: { lineId: number; itemId: number; quantity: number }[];
  total: number;
}

/** Statuses in which an order was never paid: nothing to refund. */
const UNPAID_STATUSES: readonly OrderStatus[] = ['pending_payment', 'expired', 'failed'];

export interface OrderServiceDeps {
  db: Db;
  /** Where committed order changes are told to live screens (a new one by default). */
  feed?: OrderFeed;
  payments: PaymentService;
  holdMinutes: number;
  /** What one visitor may hold unpaid at once: open orders, and places per ticket and date. */
  unpaidCaps: { orders: number; placesPerDate: number };
  log: FastifyBaseLogger;
  now?: () => number;
  /** Draws an order number (random by default; tests pass their own to force a clash). */
  drawOrderNo?: (kind: OrderKind, at: number) => string;
}

/** Orders of every kind: creation with its payment, the visitor's list and detail, expiry. */
export function createOrderService(deps: OrderServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const hooks = new Map<OrderKind, KindHooks>();
  const watchers: OrderWatcher[] = [];
  const sweeps: (() => Promise<number>)[] = [];
  const feed = deps.feed ?? createOrderFeed();
  const tell = (order: Pick<OrderRow, 'id' | 'visitor_id' | 'kind'>, status: OrderStatus) =>
    feed.publish({ orderId: order.id, visitorId: order.visitor_id, kind: order.kind, status });
  const orderNo = (kind: OrderKind, at: number) => (deps.drawOrderNo ?? randomOrderNo)(kind, at);
  const placing = createPlacing({
    ...deps,
    now,
    orderNo,
    rePay,
    goodsKinds: () => goodsKinds(),
    settlePaid: async (trx, orderId, method) => {
      const at = new Date(now()).toISOString();
      const refused = await settle(trx, { orderId, amountSen: 0, method, at });
      // Paid whole at checkout, the order was just written: nothing can have moved it since.
      if (refused) throw new Error(`order ${orderId} paid at checkout did not settle: ${refused}`);
    },
    paidAtCheckout: (orderId) => tellSettled(orderId),
  });

  /**
   * Moves each order from the status it was read in to expired and gives back what it held, one
   * transaction and one guarded update each: however many sweepers race, each order expires once.
   */
  async function expireEach(rows: OrderRow[], give: 'onExpire' | 'onUnused', at: string) {
    let expired = 0;
    for (const order of rows) {
      const done = await db.transaction().execute(async (trx) => {
        if (!(await repo.transition(trx, order.id, order.status, 'expired', at))) return false;
        await hooks.get(order.kind)?.[give]?.(trx, order);
        if (give === 'onExpire')
          for (const watcher of watchers) await watcher.expired?.(trx, order);
        return true;
      });
      if (done) {
        expired++;
        tell(order, 'expired');
      }
    }
    return expired;
  }

  /** A kind's hooks; every kind sold is plugged in when the server starts. */
  function kindOf(kind: OrderKind): KindHooks {
    const plugged = hooks.get(kind);
    if (!plugged) throw new Error(`no order kind "${kind}" is plugged into the orders core`);
    return plugged;
  }

  /** The kinds whose lines sell goods combinations (see `sellsGoods`). */
  function goodsKinds(): OrderKind[] {
    return [...hooks].flatMap(([kind, plugged]) => (plugged.sellsGoods ? [kind] : []));
  }

  /** How each kind's paid orders lapse unused, for the sweep. */
  function lapseRules(): (LapseRule & { kind: OrderKind })[] {
    return [...hooks].flatMap(([kind, plugged]) =>
      plugged.lapses ? [{ ...plugged.lapses, kind }] : [],
    );
  }

  function randomOrderNo(kind: OrderKind, at: number): string {
    const stamp = new Date(at).toISOString().slice(2, 10).replaceAll('-', '');
    return `${kindOf(kind).numberPrefix}${stamp}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  }

  /** A new payment for an unpaid, unexpired order. */
  async function rePay(visitor: VisitorRow, id: number): Promise<PaymentStart> {
    const row = await repo.findOrderOf(db, id, visitor.id);
    if (!row) throw notFound();
    if (row.status === 'expired' || (row.expires_at && Date.parse(row.expires_at) <= now())) {
      throw new AppError('orderExpired');
    }
    if (row.status !== 'pending_payment') throw new AppError('orderNotPayable');
    // What a gift card paid at checkout is not asked again: the page takes the rest.
    const payUrl = await db.transaction().execute(async (trx) =>
      deps.payments.start(trx, {
        orderId: row.id,
        amountSen: row.total_sen - (await deps.payments.paidOf(trx, row.id)),
      }),
    );
    return {
      id: row.id,
      orderNo: row.order_no,
      total: senToRm(row.total_sen),
      expiresAt: row.expires_at ?? '',
      payUrl,
    };
  }

  /**
   * Orders as their pages show them: what every order has, then each kind's own part (its
   * `describe`), read for all rows of that kind at once.
   */
  async function toOrders(
    db_: Db,
    rows: OrderRow[],
    locale: Locale,
    audience: ViewContext['audience'] = 'visitor',
  ): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const kinds = [...new Set(rows.map((row) => row.kind))];
    const [lines, payments, refunds, paidParts, parts] = await Promise.all([
      repo.linesOf(db_, ids, goodsKinds()),
      deps.payments.latestOf(db_, ids),
      deps.payments.refundsOf(db_, ids),
      deps.payments.paidPartsOf(db_, ids),
      Promise.all(
        kinds.map(async (kind) => {
          const describe = hooks.get(kind)?.describe;
          const mine = rows.filter((row) => row.kind === kind);
          return [kind, describe ? await describe(db_, mine, { locale, audience }) : null] as const;
        }),
      ),
    ]);
    const partOf = new Map(parts);
    return rows.map(
      (row) =>
        ({
          id: row.id,
          orderNo: row.order_no,
          status: row.status,
          title: localizeJson(row.title, locale),
          cover: row.cover,
          total: senToRm(row.total_sen),
          discount: row.promo_code
            ? { code: row.promo_code, amount: senToRm(row.discount_sen) }
            : null,
          paidBy: paidParts
            .filter((part) => part.order_id === row.id)
            .map((part) => ({
              method: part.method || part.provider,
              amount: senToRm(part.amount_sen),
            })),
          createdAt: row.created_at,
          expiresAt: row.status === 'pending_payment' ? row.expires_at : null,
          paidAt: row.paid_at,
          payMethod: row.pay_method,
          lastPayment: payments.get(row.id) ?? null,
          note: row.note,
          lines: lines
            .filter((line) => line.order_id === row.id)
            .map((line) => ({
              itemId: line.item_id,
              goodsId: line.goods_id ?? null,
              reviewed: line.comment_id !== null,
              name: localizeJson(line.name, locale),
              quantity: line.quantity,
              refunded: line.refunded,
              unitPrice: senToRm(line.unit_price_sen),
              listUnitPrice: senToRm(line.list_price_sen ?? line.unit_price_sen),
              subtotal: senToRm(line.unit_price_sen * line.quantity),
            })),
          refunds: refunds
            .filter((refund) => refund.order_id === row.id)
            .map((refund) => refundView(refund, lines, locale)),
          ...NO_KIND_PART,
          kind: row.kind,
          ...partOf.get(row.kind)?.(row),
          // The contracts' order is a union keyed on kind; each kind's describe fills its own part.
        }) as Order,
    );
  }

  /** Settles the order a succeeded payment paid for; a refusal is why the money goes back. */
  async function settle(trx: Transaction<Database>, payment: SettledPayment) {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', payment.orderId)
      .executeTakeFirst();
    if (!order) return 'no such order';
    // An order may be paid in parts (a gift card at checkout, the rest on the payment page): it is
    // paid once its own payments, this one included, come to its total.
    if (order.status === 'pending_payment') {
      const paidSen = await deps.payments.paidOf(trx, order.id);
      if (paidSen !== order.total_sen) return 'amount differs from the order';
    }
    const paid = await repo.transition(
      trx,
      order.id,
      'pending_payment',
      kindOf(order.kind).paidStatus,
      payment.at,
      {
        paid_at: payment.at,
        pay_method: payment.method,
      },
    );
    // Paid after the order expired (or was paid already): the money is kept on record for a refund.
    if (!paid) return `order ${order.order_no} was ${order.status}`;
    const kind = kindOf(order.kind);
    const outcome = await kind.onPaid?.(trx, {
      ...order,
      status: kind.paidStatus,
      paid_at: payment.at,
    });
    if (outcome?.details) await repo.writeDetails(trx, order.id, outcome.details);
    let status = kind.paidStatus;
    if (outcome?.status && outcome.status !== status) {
      await repo.transition(trx, order.id, status, outcome.status, payment.at);
      status = outcome.status;
    }
    for (const watcher of watchers) {
      await watcher.paid?.(trx, { ...order, status, paid_at: payment.at });
    }
    return outcome?.refund || null;
  }
  /** Tells live screens, once committed, where a paid order now stands. */
  function tellSettled(orderId: number) {
    db.selectFrom('orders')
      .select(['id', 'visitor_id', 'kind', 'status'])
      .where('id', '=', orderId)
      .executeTakeFirst()
      .then((order) => order && tell(order, order.status))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'a paid order was not told'));
  }
  deps.payments.onSettled(settle);
  deps.payments.afterSettled(tellSettled);
  deps.payments.describeOrdersWith(async (id) => {
    const row = await db
      .selectFrom('orders')
      .select(['order_no', 'kind', 'title', 'status', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        orderNo: row.order_no,
        kind: row.kind,
        title: row.title,
        status: row.status,
        expiresAt: row.expires_at,
      }
    );
  });

  return {
    /**
     * Staff move a paid order along (STAFF_TRANSITIONS): the kitchen marks food ready and
     * collected, the rental counter hands out and takes back, the shop completes. One guarded
     * update, so each step happens once; completing runs the kind's `onComplete` in the same step.
     */
    async advance(
      orderNo: string,
      to: OrderStatus,
      step: {
        /** The kinds this screen may move (the kitchen: food); others answer as not found. */
        kinds?: readonly OrderKind[];
        /**
         * Details the kind writes with this move (a returned rental's kept deposit); the kind
         * decides, and refuses a move that cannot carry them.
         */
        details?: (order: OrderRow) => KindDetails;
        /** Writes who moved it in the audit log, in the move's own transaction: every move has one. */
        audit: (trx: Transaction<Database>, order: OrderRow) => Promise<void>;
      },
    ): Promise<OrderRow> {
      const { kinds, audit } = step;
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      if (!order || (kinds && !kinds.includes(order.kind))) throw notFound();
      const allowed = STAFF_TRANSITIONS[order.kind]?.[order.status] ?? [];
      if (!allowed.includes(to)) throw new AppError('badTransition');
      const details = step.details?.(order);
      const at = new Date(now()).toISOString();
      const moved = await db.transaction().execute(async (trx) => {
        if (!(await repo.transition(trx, order.id, order.status, to, at))) return false;
        if (to === 'completed') await hooks.get(order.kind)?.onComplete?.(trx, order);
        if (details) await repo.writeDetails(trx, order.id, details);
        await audit(trx, order);
        return true;
      });
      if (!moved) throw new AppError('badTransition');
      tell(order, to);
      return { ...order, ...details, status: to, updated_at: at };
    },

    /**
     * A move made at a station (the gate admits a ticket: `ready_to_use` to `used`), guarded by
     * what was read (its status, and its visit day when given), in one transaction with what the
     * station records alongside (the pass marked, the audit row). False when the order was no
     * longer as read (moved, or admitted at another gate meanwhile) or `alongside` said no. Once
     * committed, live screens are told, as for every other move.
     */
    async moveAt(
      orderId: number,
      move: { from: OrderStatus; to: OrderStatus; at: string; onVisitDay?: string },
      alongside: (trx: Transaction<Database>) => Promise<boolean>,
    ): Promise<boolean> {
      let moved = false;
      const done = await db.transaction().execute(async (trx) => {
        moved = await repo.transition(
          trx,
          orderId,
          move.from,
          move.to,
          move.at,
          {},
          move.onVisitDay === undefined ? {} : { visitDate: move.onVisitDay },
        );
        return moved && (await alongside(trx));
      });
      if (moved) {
        const order = await db
          .selectFrom('orders')
          .select(['id', 'visitor_id', 'kind'])
          .where('id', '=', orderId)
          .executeTakeFirst();
        if (order) tell(order, move.to);
      }
      return done;
    },

    /**
     * A visitor's order claimed for a change in this transaction (a write locks the row: another
     * change of the same order waits until this one ends); undefined when it is not theirs.
     */
    claim(trx: Transaction<Database>, orderId: number, visitorId: number) {
      return trx
        .updateTable('orders')
        .set({ updated_at: new Date(now()).toISOString() })
        .where('id', '=', orderId)
        .where('visitor_id', '=', visitorId)
        .returningAll()
        .executeTakeFirst();
    },

    /** An order by id, read in the caller's transaction (or undefined). */
    find(trx: Db, orderId: number) {
      return trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    },

    /** An order's lines as they were sold (names as JSON of every language), read in the caller's transaction. */
    linesFor(trx: Db, orderId: number) {
      return trx
        .selectFrom('order_line')
        .select([
          'id',
          'item_id',
          'name',
          'unit_price_sen',
          'list_price_sen',
          'quantity',
          'refunded',
        ])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },

    /**
     * Sets new unit prices on an order's lines and moves its total by `differenceSen`, in the
     * caller's transaction (a ticket moved to a date that costs more or less): refunds of its units
     * from then on give back what they now cost.
     */
    async reprice(
      trx: Transaction<Database>,
      orderId: number,
      prices: { lineId: number; unitPriceSen: number; listPriceSen: number }[],
      differenceSen: number,
      move: { from: string; to: string },
      paidBy?: { method: string; amountSen: number },
    ) {
      const before = await trx
        .selectFrom('order_line')
        .select(['id', 'unit_price_sen', 'quantity', 'refunded'])
        .where('order_id', '=', orderId)
        .execute();
      for (const price of prices) {
        await trx
          .updateTable('order_line')
          .set({
            unit_price_sen: price.unitPriceSen,
            list_price_sen: price.listPriceSen === price.unitPriceSen ? null : price.listPriceSen,
          })
          .where('id', '=', price.lineId)
          .where('order_id', '=', orderId)
          .execute();
      }
      await trx
        .updateTable('orders')
        .set((eb) => ({ total_sen: eb('total_sen', '+', differenceSen) }))
        .where('id', '=', orderId)
        .execute();
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) return;
      const lines = prices.flatMap((price) => {
        const line = before.find((each) => each.id === price.lineId);
        if (!line) return [];
        return [
          {
            lineId: line.id,
            quantity: line.quantity - line.refunded,
            fromUnitPriceSen: line.unit_price_sen,
            toUnitPriceSen: price.unitPriceSen,
          },
        ];
      });
      for (const watcher of watchers) {
        await watcher.repriced?.(trx, order, {
          differenceSen,
          lines,
          move,
          ...(paidBy ? { paidBy } : {}),
        });
      }
    },

    /** Adds work to the sweep that expires unpaid orders (a date change not paid in time). */
    onSweep(task: () => Promise<number>) {
      sweeps.push(task);
    },

    /** Writes a kind's details of an order claimed in this transaction (a ticket's new visit). */
    setDetails: (trx: Transaction<Database>, orderId: number, details: KindDetails) =>
      repo.writeDetails(trx, orderId, details),

    /**
     * Refunds a paid order, whole (no `lines`) or some units of some lines. In one transaction the
     * order is locked, each line's refunded count rises by a guarded update (never past what was
     * bought), the money is set aside from the payment (never past what was paid), the kind gives
     * back places or stock, and a whole refund moves the order to `refunded` (a partial one lowers
     * its quantity). So two refunds at once, or one asked twice, give back once. The gateway is
     * asked after the commit; its refusal leaves the refund `failed`, to send again.
     */
    async refund(request: {
      orderId: number;
      lines?: { lineId: number; quantity: number }[] | undefined;
      reason: string;
      staffId: number | null;
      /** Writes the audit row in the refund's own transaction. */
      audit?: (
        trx: Transaction<Database>,
        refund: { orderNo: string; refundId: number; amountSen: number; lines: unknown },
      ) => Promise<void>;
    }): Promise<{ refundId: number; amountSen: number; status: RefundStatus }> {
      const at = new Date(now()).toISOString();
      const reserved = await db.transaction().execute(async (trx) => {
        const order = await trx
          .updateTable('orders')
          .set({ updated_at: at })
          .where('id', '=', request.orderId)
          .returningAll()
          .executeTakeFirst();
        if (!order) throw notFound();
        if (order.status === 'refunded') throw new AppError('refundAlreadyDone');
        if (UNPAID_STATUSES.includes(order.status)) throw new AppError('refundNotPaid');
        const lines = await trx
          .selectFrom('order_line')
          .select(['id', 'item_id', 'quantity', 'refunded', 'unit_price_sen'])
          .where('order_id', '=', order.id)
          .orderBy('id')
          .execute();
        const wanted =
          request.lines ??
          lines
            .filter((line) => line.quantity > line.refunded)
            .map((line) => ({ lineId: line.id, quantity: line.quantity - line.refunded }));
        if (wanted.length === 0) throw new AppError('refundAlreadyDone');
        let amountSen = 0;
        const units: RefundedUnits = { lines: [], total: 0 };
        for (const want of wanted) {
          const line = lines.find((candidate) => candidate.id === want.lineId);
          if (!line) throw new AppError('validation', 'invalidValue');
          const taken = await trx
            .updateTable('order_line')
            .set((eb) => ({ refunded: eb('refunded', '+', want.quantity) }))
            .where('id', '=', line.id)
            .where((eb) => eb(eb('refunded', '+', want.quantity), '<=', eb.ref('quantity')))
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) throw new AppError('refundTooLarge');
          amountSen += line.unit_price_sen * want.quantity;
          units.lines.push({ lineId: line.id, itemId: line.item_id, quantity: want.quantity });
          units.total += want.quantity;
        }
        const refundIds = await deps.payments.reserveRefund(trx, {
          orderId: order.id,
          amountSen,
          reason: request.reason,
          lines: wanted,
          staffId: request.staffId,
        });
        const [refundId = 0] = refundIds;
        await hooks.get(order.kind)?.onRefund?.(trx, order, units);
        await request.audit?.(trx, { orderNo: order.order_no, refundId, amountSen, lines: wanted });
        const left = await trx
          .selectFrom('order_line')
          .select((eb) =>
            eb.fn.sum<number | string>(eb('quantity', '-', eb.ref('refunded'))).as('left'),
          )
          .where('order_id', '=', order.id)
          .executeTakeFirst();
        const whole = Number(left?.left ?? 0) <= 0;
        for (const watcher of watchers) await watcher.refunded?.(trx, order, { whole, units });
        if (whole) {
          await repo.transition(trx, order.id, order.status, 'refunded', at);
        } else {
          await trx
            .updateTable('orders')
            .set((eb) => ({ quantity: eb('quantity', '-', units.total) }))
            .where('id', '=', order.id)
            .execute();
        }
        deps.log.info(
          { orderNo: order.order_no, refundId, amountSen, staffId: request.staffId },
          'order refunded',
        );
        return {
          refundId,
          refundIds,
          amountSen,
          order,
          status: whole ? ('refunded' as const) : order.status,
        };
      });
      tell(reserved.order, reserved.status);
      // Each part of the refund goes back through its own payment's gateway.
      const statuses: RefundStatus[] = [];
      for (const id of reserved.refundIds) statuses.push(await deps.payments.sendRefund(id));
      const status: RefundStatus = statuses.includes('failed')
        ? 'failed'
        : statuses.includes('pending')
          ? 'pending'
          : 'succeeded';
      return { refundId: reserved.refundId, amountSen: reserved.amountSen, status };
    },

    /** The one way an order of any kind is placed (placing.ts). */
    place: placing.place,

    /** Price adjustments every order placed goes through (placing.ts). */
    adjustPrices: placing.adjustPrices,

    /** Ways to pay part of an order at checkout, before the payment page (placing.ts). */
    acceptTender: placing.acceptTender,

    /** What an order would cost with its promotion code, before it is placed (placing.ts). */
    preview: placing.preview,

    /**
     * Follows every order's moves, whatever its kind (a promotion code's use is kept once paid and
     * given back when the order expires unpaid or is refunded whole): each runs in the move's own
     * transaction.
     */
    watch(watcher: OrderWatcher) {
      watchers.push(watcher);
    },

    /** Committed order changes, for live screens. */
    feed,

    /** Plugs a kind of order into the core: what happens to its places, stock or pass on each move. */
    plug(kind: OrderKind, kindHooks: KindHooks) {
      hooks.set(kind, kindHooks);
    },

    /**
     * Paid orders whose day has passed unused become expired (DESIGN §3.6): tickets not scanned by
     * their visit date, rentals not collected by their last day (their stock returns). One guarded
     * update each, so a race of sweepers expires each once.
     */
    async expireUnused(today: string, batch = 100): Promise<number> {
      const at = new Date(now()).toISOString();
      const expired = await expireEach(
        await repo.lapsedOrders(db, today, batch, lapseRules()),
        'onUnused',
        at,
      );
      if (expired > 0) deps.log.info({ expired }, 'expired unused paid orders');
      return expired;
    },

    async list(
      visitor: VisitorRow,
      query: {
        kind?: OrderKind | undefined;
        status?: OrderStatus | undefined;
        group?: OrderGroup | undefined;
        page: number;
        limit: number;
      },
      locale: Locale,
    ) {
      const [rows, total] = await Promise.all([
        repo.listOrdersOf(db, visitor.id, query, query.page, query.limit),
        repo.countOrdersOf(db, visitor.id, query),
      ]);
      return {
        list: await toOrders(db, rows, locale),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** A visitor's own order; anyone else's answers as if it did not exist. */
    async detail(visitor: VisitorRow, id: number, locale: Locale): Promise<Order> {
      const row = await repo.findOrderOf(db, id, visitor.id);
      if (!row) throw notFound();
      const [order] = await toOrders(db, [row], locale);
      if (!order) throw notFound();
      return order;
    },

    /** The visitor's orders of a kind in a status for a visit date (a ticket holder's day). */
    async onVisitDate(
      visitor: VisitorRow,
      which: { kind: OrderKind; status: OrderStatus; date: string },
      locale: Locale,
    ): Promise<Order[]> {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('visitor_id', '=', visitor.id)
        .where('kind', '=', which.kind)
        .where('visit_date', '=', which.date)
        .where('status', '=', which.status)
        .orderBy('id', 'desc')
        .execute();
      return toOrders(db, rows, locale);
    },

    /** The visitor's payments, newest first (the payment records pages). */
    async payRecords(visitor: VisitorRow, locale: Locale) {
      const rows = await db
        .selectFrom('payment')
        .innerJoin('orders', 'orders.id', 'payment.order_id')
        .select([
          'payment.id',
          'payment.amount_sen',
          'payment.status',
          'payment.needs_refund',
          'payment.refunded_sen',
          'payment.provider',
          'payment.method',
          'payment.created_at',
          'orders.id as order_id',
          'orders.order_no',
          'orders.kind',
          'orders.title',
          'orders.promo_code',
          'orders.discount_sen',
        ])
        .where('orders.visitor_id', '=', visitor.id)
        .orderBy('payment.id', 'desc')
        .limit(200)
        .execute();
      const orderIds = [...new Set(rows.map((row) => row.order_id))];
      const [refunds, lines] = await Promise.all([
        deps.payments.refundsOf(db, orderIds),
        repo.linesOf(db, orderIds, goodsKinds()),
      ]);
      return rows.map((row) => ({
        orderId: row.order_id,
        orderNo: row.order_no,
        kind: row.kind as OrderKind,
        title: localizeJson(row.title, locale),
        amount: senToRm(row.amount_sen),
        discount: row.promo_code
          ? { code: row.promo_code, amount: senToRm(row.discount_sen) }
          : null,
        status: row.status as PaymentStatus,
        refund: row.needs_refund === 1 && row.refunded_sen < row.amount_sen,
        refunded: senToRm(row.refunded_sen),
        refunds: refunds
          .filter((refund) => refund.payment_id === row.id)
          .map((refund) =>
            refundView(
              refund,
              lines.filter((line) => line.order_id === row.order_id),
              locale,
            ),
          ),
        provider: row.provider,
        method: row.method,
        createdAt: row.created_at,
      }));
    },

    /** Any order, for staff tools (visitors go through `detail`, which checks ownership). */
    async forStaff(row: OrderRow, locale: Locale): Promise<Order> {
      const [order] = await toOrders(db, [row], locale, 'staff');
      if (!order) throw notFound();
      return order;
    },

    /** A new payment for an unpaid, unexpired order. */
    rePay,

    /**
     * Expires unpaid orders whose window closed and gives back what they held. Each order moves
     * with one guarded update, so its places return exactly once however many sweepers run.
     */
    async expireOverdue(batch = 100): Promise<number> {
      const at = new Date(now()).toISOString();
      const expired = await expireEach(await repo.overdueOrders(db, at, batch), 'onExpire', at);
      if (expired > 0) deps.log.info({ expired }, 'expired unpaid orders');
      for (const sweep of sweeps) await sweep();
      return expired;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
