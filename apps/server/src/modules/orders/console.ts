import {
  type ConsoleOrderDetail,
  type ConsoleOrderQuery,
  type ConsoleOrderRow,
  csvCell,
  type Locale,
  senToRm,
  toCsv,
} from '@scenic/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { addDays, attractionDayStart } from '#server/lib/attraction-time.ts';
import { notFound } from '#server/lib/errors.ts';
import { localizeJson } from '#server/lib/localize.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { PaymentService } from '#server/modules/payments/service.ts';
import type { OrderService } from './service.ts';

/** Most rows one CSV export holds; a wider export is narrowed by its filters first. */
export const CSV_MAX_ROWS = 10_000;

/** `%` and `_` typed into a search box are letters, not wildcards. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface ConsoleOrdersDeps {
  db: Db;
  orders: OrderService;
  payments: PaymentService;
  audit: Audit;
  utcOffset: string;
}

/** Staff's view of every order: search, the whole story of one, and the list as CSV. */
export function createConsoleOrders(deps: ConsoleOrdersDeps) {
  const { db } = deps;
  const dayStart = (date: string) => attractionDayStart(date, deps.utcOffset);

  function filtered(query: Omit<ConsoleOrderQuery, 'page' | 'limit'>) {
    let select = db
      .selectFrom('orders')
      .innerJoin('visitor', 'visitor.id', 'orders.visitor_id')
      .select([
        'orders.id',
        'orders.order_no',
        'orders.kind',
        'orders.status',
        'orders.title',
        'orders.quantity',
        'orders.total_sen',
        'orders.discount_sen',
        'orders.promo_code',
        'orders.visit_date',
        'orders.created_at',
        'orders.paid_at',
        'visitor.id as visitor_id',
        'visitor.phone',
        'visitor.email',
      ]);
    if (query.orderNo) {
      const start = `${likeText(query.orderNo.toUpperCase())}%`;
      select = select.where(sql<boolean>`orders.order_no like ${start} escape '\\'`);
    }
    if (query.contact) {
      const text = `%${likeText(query.contact.toLowerCase())}%`;
      select = select.where(
        sql<boolean>`(visitor.phone like ${text} escape '\\' or lower(visitor.email) like ${text} escape '\\')`,
      );
    }
    if (query.createdFrom)
      select = select.where('orders.created_at', '>=', dayStart(query.createdFrom));
    if (query.createdTo) {
      select = select.where('orders.created_at', '<', dayStart(addDays(query.createdTo, 1)));
    }
    if (query.visitFrom) select = select.where('orders.visit_date', '>=', query.visitFrom);
    if (query.visitTo) select = select.where('orders.visit_date', '<=', query.visitTo);
    if (query.status) select = select.where('orders.status', '=', query.status);
    if (query.kind) select = select.where('orders.kind', '=', query.kind);
    return select;
  }

  async function rowsOf(
    rows: Awaited<ReturnType<ReturnType<typeof filtered>['execute']>>,
    locale: Locale,
  ): Promise<ConsoleOrderRow[]> {
    const refunds = await deps.payments.refundsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      orderNo: row.order_no,
      kind: row.kind,
      status: row.status,
      title: localizeJson(row.title, locale),
      quantity: row.quantity,
      total: senToRm(row.total_sen),
      promoCode: row.promo_code,
      discount: senToRm(row.discount_sen),
      refunded: senToRm(
        refunds
          .filter((refund) => refund.order_id === row.id)
          .reduce((sum, refund) => sum + refund.amount_sen, 0),
      ),
      visitDate: row.visit_date,
      createdAt: row.created_at,
      paidAt: row.paid_at,
      visitor: { id: row.visitor_id, phone: row.phone ?? '', email: row.email ?? '' },
    }));
  }

  return {
    /** An order's number, to file a refused step under it (undefined when there is no such order). */
    async orderNoOf(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('orders')
        .select('order_no')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.order_no;
    },

    /** The payments flagged for refund, each with its order's number (oldest first). */
    async refundQueue() {
      const rows = await deps.payments.refundQueue();
      const orders = rows.length
        ? await db
            .selectFrom('orders')
            .select(['id', 'order_no'])
            .where(
              'id',
              'in',
              rows.map((row) => row.order_id),
            )
            .execute()
        : [];
      return rows.map((row) => ({
        paymentId: row.id,
        orderId: row.order_id,
        orderNo: orders.find((order) => order.id === row.order_id)?.order_no ?? '',
        provider: row.provider,
        amount: senToRm(row.amount_sen),
        left: senToRm(row.amount_sen - row.refunded_sen),
        createdAt: row.created_at,
      }));
    },

    async search(query: ConsoleOrderQuery, locale: Locale) {
      const base = filtered(query);
      const [rows, count] = await Promise.all([
        base
          .orderBy('orders.id', 'desc')
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        base
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirst(),
      ]);
      return {
        list: await rowsOf(rows, locale),
        total: Number(count?.count ?? 0),
        page: query.page,
        limit: query.limit,
      };
    },

    /** The filtered list as CSV (newest first, at most CSV_MAX_ROWS), for a spreadsheet. */
    async csv(query: ConsoleOrderQuery, locale: Locale): Promise<string> {
      const rows = await rowsOf(
        await filtered(query).orderBy('orders.id', 'desc').limit(CSV_MAX_ROWS).execute(),
        locale,
      );
      const header = [
        'order_no',
        'kind',
        'status',
        'title',
        'quantity',
        'total_rm',
        'promo_code',
        'discount_rm',
        'refunded_rm',
        'visit_date',
        'created_at',
        'paid_at',
        'phone',
        'email',
      ];
      const lines = rows.map((row) => [
        row.orderNo,
        row.kind,
        row.status,
        row.title,
        row.quantity,
        row.total,
        row.promoCode,
        row.discount,
        row.refunded,
        row.visitDate ?? '',
        row.createdAt,
        row.paidAt ?? '',
        row.visitor.phone,
        row.visitor.email,
      ]);
      return `${toCsv(header, lines)}\r\n`;
    },

    /** One order as staff see it, with its payments, refunds and lines (ids for a refund). */
    async detail(id: number, locale: Locale): Promise<ConsoleOrderDetail> {
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      const [order, visitor, payments, refunds, lines, steps] = await Promise.all([
        deps.orders.forStaff(row, locale),
        db
          .selectFrom('visitor')
          .select(['id', 'phone', 'email'])
          .where('id', '=', row.visitor_id)
          .executeTakeFirstOrThrow(),
        deps.payments.paymentsOf(db, row.id),
        deps.payments.refundsOf(db, [row.id]),
        db
          .selectFrom('order_line')
          .select(['id', 'name', 'quantity', 'refunded', 'unit_price_sen'])
          .where('order_id', '=', row.id)
          .orderBy('id')
          .execute(),
        deps.audit.historyOf(`order:${row.order_no}`),
      ]);
      // A check-in is audited with who let the ticket in; one made before that was audited shows
      // from the pass alone.
      const admitted = steps.some((step) => step.action === 'order.admitted');
      const moments = [
        { at: row.created_at, event: 'placed' },
        ...(row.paid_at ? [{ at: row.paid_at, event: 'paid' }] : []),
        ...(order.kind === 'ticket' && order.pass?.usedAt && !admitted
          ? [{ at: order.pass.usedAt, event: 'checked_in' }]
          : []),
      ].map((moment) => ({ ...moment, by: null, machine: null, before: null, after: null }));
      const history = [
        ...moments,
        ...steps.map((step) => ({
          at: step.createdAt,
          event: step.action,
          by: step.staffUserName,
          machine: step.machine,
          before: step.before,
          after: step.after,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return {
        order,
        history,
        visitor: { id: visitor.id, phone: visitor.phone ?? '', email: visitor.email ?? '' },
        payments: payments.map((payment) => ({
          id: payment.id,
          provider: payment.provider,
          method: payment.method,
          amount: senToRm(payment.amount_sen),
          refunded: senToRm(payment.refunded_sen),
          status: payment.status,
          flaggedForRefund: payment.needs_refund === 1,
          createdAt: payment.created_at,
        })),
        refunds: refunds.map((refund) => ({
          id: refund.id,
          amount: senToRm(refund.amount_sen),
          status: refund.status,
          reason: refund.reason,
          staffId: refund.staff_id,
          error: refund.error,
          createdAt: refund.created_at,
        })),
        lines: lines.map((line) => ({
          id: line.id,
          name: localizeJson(line.name, locale),
          quantity: line.quantity,
          refunded: line.refunded,
          unitPrice: senToRm(line.unit_price_sen),
        })),
      };
    },
  };
}

export type ConsoleOrders = ReturnType<typeof createConsoleOrders>;

/** One CSV field, written as every CSV of the product is (`csvCell` in the contracts). */
export const csvField = csvCell;
