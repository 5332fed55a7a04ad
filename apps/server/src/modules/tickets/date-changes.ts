import { senToRm } from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';
import type { PaymentService, SettleHook } from '#server/modules/payments/service.ts';
import { readSetting, saveSetting } from '#server/modules/settings/store.ts';
import * as repo from './repository.ts';
import { dayPrice } from './service.ts';

/** The operator's rule for moves to cheaper dates (console; decision 041). */
export interface DateChangeSettings {
  /** Whether a move to a cheaper date gives the difference back; by default it does not. */
  refundCheaper: boolean;
}
const SETTING_KEY = 'date_changes';
export const DEFAULT_DATE_CHANGE_SETTINGS: DateChangeSettings = { refundCheaper: false };

export async function readDateChangeSettings(db: Db): Promise<DateChangeSettings> {
  return { ...DEFAULT_DATE_CHANGE_SETTINGS, ...(await readSetting(db, SETTING_KEY)) };
}

export async function saveDateChangeSettings(db: Db, settings: DateChangeSettings) {
  await saveSetting(db, SETTING_KEY, settings);
}

/** The purpose of a payment of a date change's difference (`date_change:<id>`). */
export const DATE_CHANGE_PURPOSE = 'date_change';
const purposeOf = (changeId: number) => `${DATE_CHANGE_PURPOSE}:${changeId}`;

/** Each line's unit price once moved, and what the move costs in all (negative: cheaper). */
export interface Repriced {
  differenceSen: number;
  prices: { lineId: number; unitPriceSen: number; listPriceSen: number }[];
}

/**
 * What an order's tickets cost on `date` against what was paid: each line's type at its price that
 * day, the saving of a promotion code kept per unit (never below zero), for the units not refunded.
 */
export async function repriceFor(
  trx: Db,
  orders: OrderService,
  order: OrderRow,
  date: string,
): Promise<Repriced> {
  const [priced] = await repriceOn(trx, orders, order, [date]);
  return priced ?? { differenceSen: 0, prices: [] };
}

/** `repriceFor` on each of `dates`, reading the order's lines and the ticket's prices once. */
export async function repriceOn(
  from: Db,
  orders: OrderService,
  order: OrderRow,
  dates: string[],
): Promise<Repriced[]> {
  const ticketId = order.ticket_id ?? 0;
  const first = dates.reduce((a, b) => (a < b ? a : b), dates[0] ?? '');
  const last = dates.reduce((a, b) => (a > b ? a : b), dates[0] ?? '');
  const [lines, variants, days] = await Promise.all([
    orders.linesFor(from, order.id),
    repo.listVariants(from, ticketId),
    repo.listDays(from, ticketId, first, last),
  ]);
  return dates.map((date) => {
    const percent = days.find((day) => day.date === date)?.price_percent ?? 100;
    let differenceSen = 0;
    const prices = lines.map((line) => {
      const variant = variants.find((candidate) => candidate.id === line.item_id);
      const listBefore = line.list_price_sen ?? line.unit_price_sen;
      const listAfter = variant ? dayPrice(variant.price_sen, percent) : listBefore;
      const unitAfter = Math.max(0, line.unit_price_sen + listAfter - listBefore);
      differenceSen += (unitAfter - line.unit_price_sen) * (line.quantity - line.refunded);
      return { lineId: line.id, unitPriceSen: unitAfter, listPriceSen: listAfter };
    });
    return { differenceSen, prices };
  });
}

/** Places a waiting change holds on its new date, given back when it lapses or is replaced. */
async function releaseHeld(
  trx: Transaction<Database>,
  change: { to_date: string; to_slot_id: number | null; places: number },
  ticketId: number,
) {
  await repo.releaseDay(trx, ticketId, change.to_date, change.places);
  if (change.to_slot_id) {
    await repo.releaseSlot(trx, change.to_slot_id, change.to_date, change.places);
  }
}

export interface DateChangeDeps {
  db: Db;
  orders: OrderService;
  payments: PaymentService;
  holdMinutes: number;
  now?: () => number;
}

/**
 * Moves to dearer dates wait for their difference (decision 041): the new date's places are held,
 * a payment for the difference is opened, and the move happens when it succeeds. Not paid in time,
 * the change lapses and its places go back; a second change replaces a waiting one.
 */
export function createDateChanges(deps: DateChangeDeps) {
  const { db } = deps;
  const now = () => (deps.now ?? Date.now)();

  /** Lapses the order's waiting change, if any: its places go back, its payment is withdrawn. */
  async function dropWaiting(trx: Transaction<Database>, order: OrderRow) {
    const at = new Date(now()).toISOString();
    const waiting = await trx
      .updateTable('ticket_date_change')
      .set({ status: 'lapsed', updated_at: at })
      .where('order_id', '=', order.id)
      .where('status', '=', 'waiting')
      .returning(['id', 'to_date', 'to_slot_id', 'places'])
      .execute();
    for (const change of waiting) await giveBack(trx, change, order.ticket_id ?? 0);
  }

  /** What a lapsed change held goes back: its new date's places, and its payment's page. */
  async function giveBack(
    trx: Transaction<Database>,
    change: { id: number; to_date: string; to_slot_id: number | null; places: number },
    ticketId: number,
  ) {
    await releaseHeld(trx, change, ticketId);
    await deps.payments.withdraw(trx, purposeOf(change.id));
  }

  /** The payment's hook: the difference came in, so the ticket moves (if it still can). */
  const settle: SettleHook = async (trx, payment) => {
    const at = new Date(now()).toISOString();
    const change = await trx
      .updateTable('ticket_date_change')
      .set({ status: 'done', updated_at: at })
      .where('id', '=', payment.purposeId ?? 0)
      .where('status', '=', 'waiting')
      .returningAll()
      .executeTakeFirst();
    if (!change) return 'the date change lapsed or was replaced';
    const order = await deps.orders.find(trx, change.order_id);
    const ticketId = order?.ticket_id ?? 0;
    if (order?.status !== 'ready_to_use' || order.visit_date !== change.from_date) {
      // Used, refunded or moved meanwhile: the held places go back and so does the money.
      await releaseHeld(trx, change, ticketId);
      return 'the ticket can no longer move';
    }
    await repo.releaseDay(trx, ticketId, change.from_date, change.places);
    if (change.from_slot_id) {
      await repo.releaseSlot(trx, change.from_slot_id, change.from_date, change.places);
    }
    await deps.orders.setDetails(trx, order.id, {
      visit_date: change.to_date,
      slot_id: change.to_slot_id,
      slot_label: change.to_slot_label,
    });
    const prices = JSON.parse(change.prices) as Repriced['prices'];
    await deps.orders.reprice(
      trx,
      order.id,
      prices,
      change.difference_sen,
      { from: change.from_date, to: change.to_date },
      { method: payment.method, amountSen: payment.amountSen },
    );
    return null;
  };
  deps.payments.onSettledFor(DATE_CHANGE_PURPOSE, settle);

  return {
    dropWaiting,

    /**
     * Holds the new date's places (already taken by the caller) for a change that costs
     * `repriced.differenceSen` more, and opens its payment: answers where to pay.
     */
    async wait(
      trx: Transaction<Database>,
      order: OrderRow,
      move: { date: string; slotId: number | null; slotLabel: string },
      repriced: Repriced,
    ): Promise<string> {
      const at = new Date(now());
      const row = await trx
        .insertInto('ticket_date_change')
        .values({
          order_id: order.id,
          from_date: order.visit_date ?? '',
          from_slot_id: order.slot_id,
          to_date: move.date,
          to_slot_id: move.slotId,
          to_slot_label: move.slotLabel,
          places: order.quantity,
          difference_sen: repriced.differenceSen,
          prices: JSON.stringify(repriced.prices),
          status: 'waiting',
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + deps.holdMinutes * 60_000).toISOString(),
          updated_at: at.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return deps.payments.start(trx, {
        orderId: order.id,
        amountSen: repriced.differenceSen,
        purpose: purposeOf(row.id),
      });
    },

    /** Changes not paid in time lapse: their places go back. One guarded update each. */
    async lapseOverdue(batch = 100): Promise<number> {
      const at = new Date(now()).toISOString();
      const overdue = await db
        .selectFrom('ticket_date_change')
        .select(['id', 'order_id'])
        .where('status', '=', 'waiting')
        .where('expires_at', '<=', at)
        .limit(batch)
        .execute();
      let lapsed = 0;
      for (const change of overdue) {
        const done = await db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('ticket_date_change')
            .set({ status: 'lapsed', updated_at: at })
            .where('id', '=', change.id)
            .where('status', '=', 'waiting')
            .returning(['id', 'to_date', 'to_slot_id', 'places'])
            .executeTakeFirst();
          if (!row) return false;
          const order = await deps.orders.find(trx, change.order_id);
          await giveBack(trx, row, order?.ticket_id ?? 0);
          return true;
        });
        if (done) lapsed++;
      }
      return lapsed;
    },

    /** The waiting change of each order, as its page shows it. */
    async waitingOf(from: Db, orderIds: number[]) {
      if (orderIds.length === 0) return [];
      const rows = await from
        .selectFrom('ticket_date_change')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .where('status', '=', 'waiting')
        .execute();
      return Promise.all(
        rows.map(async (row) => ({
          orderId: row.order_id,
          date: row.to_date,
          slot: row.to_slot_label,
          difference: senToRm(row.difference_sen),
          payUrl: await deps.payments.payUrlFor(from, purposeOf(row.id)),
          expiresAt: row.expires_at,
        })),
      );
    },
  };
}

export type DateChanges = ReturnType<typeof createDateChanges>;
