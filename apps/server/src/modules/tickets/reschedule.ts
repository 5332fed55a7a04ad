import {
  BOOKING_HORIZON_DAYS,
  type DateChangePrices,
  RAIN_DAY_GRACE_DAYS,
  senToRm,
  TICKET_CALENDAR_DAYS,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import type { PaymentService } from '#server/modules/payments/service.ts';
import { isRainDay } from '#server/modules/weather/rain-days.ts';
import { type DateChanges, readDateChangeSettings, repriceFor, repriceOn } from './date-changes.ts';
import * as repo from './repository.ts';

export interface RescheduleDeps {
  db: Db;
  orders: OrderService;
  payments: PaymentService;
  dateChanges: DateChanges;
  utcOffset: string;
  now?: () => number;
}

/** A change to one row of places, in the order rows are locked: by date, the day before its slots. */
interface PlaceChange {
  date: string;
  slotId: number | null;
  /** Places taken (positive) or given back (negative). */
  delta: number;
}

const byLockOrder = (a: PlaceChange, b: PlaceChange) =>
  a.date.localeCompare(b.date) || (a.slotId ?? 0) - (b.slotId ?? 0);

/**
 * Moves a ready-to-use ticket order to another date (and slot) with places: the order is read and
 * claimed, the new places taken and the old ones given back in one transaction, so a full date
 * refuses and moves nothing, and parallel moves of one ticket take turns, each starting where the
 * last left it. A ticket may move while its date is still ahead, or, under the weather guarantee,
 * when its date was marked a heavy-rain day.
 *
 * A move costs the difference between the dates' prices (decision 041): to a dearer date the new
 * places are held and the move waits for the difference to be paid (`dateChanges`); to a cheaper
 * one it happens at once and gives the difference back only where the operator says so. Moves under
 * the weather guarantee are free. A new move replaces one still waiting for its payment.
 */
export function createReschedule(deps: RescheduleDeps) {
  const { db } = deps;
  const today = () => attractionToday(deps.utcOffset, (deps.now ?? Date.now)());

  return async function reschedule(
    visitor: VisitorRow,
    request: { id: number; date: string; slotId?: number | undefined },
  ): Promise<void> {
    const refundIds = await db.transaction().execute(async (trx): Promise<number[]> => {
      // Claiming the row first (a write) locks it: another move of the same ticket waits here.
      const order = await deps.orders.claim(trx, request.id, visitor.id);
      if (order?.kind !== 'ticket') throw notFound();
      const from = order.visit_date ?? '';
      if (order.status !== 'ready_to_use' || !order.ticket_id) {
        throw new AppError('cannotReschedule');
      }
      const stillAhead = from >= today();
      const rainedOut =
        (await isRainDay(trx, from)) && from >= addDays(today(), -RAIN_DAY_GRACE_DAYS);
      if (!stillAhead && !rainedOut) throw new AppError('cannotReschedule');
      if (request.date < today() || request.date > addDays(today(), BOOKING_HORIZON_DAYS)) {
        throw new AppError('dateClosed');
      }
      const ticket = await repo.findTicket(trx, order.ticket_id);
      if (!ticket) throw new AppError('cannotReschedule');
      const slots = await repo.listSlots(trx, ticket.id);
      const slot = slots.find((candidate) => candidate.id === (request.slotId ?? order.slot_id));
      if (slots.length > 0 && !slot) throw new AppError('validation', 'slotRequired');
      const toSlot = slot?.id ?? null;
      // A move still waiting for its difference is replaced by this one (its places go back).
      await deps.dateChanges.dropWaiting(trx, order);
      // Already there (a second tap, or a move that another request just made): nothing to do.
      if (request.date === from && toSlot === order.slot_id) return [];

      if (request.date !== from) {
        const day = await repo.ensureDay(trx, ticket.id, request.date, ticket.daily_capacity);
        if (day.closed === 1) throw new AppError('dateClosed');
      }
      const repriced = rainedOut
        ? { differenceSen: 0, prices: [] }
        : await repriceFor(trx, deps.orders, order, request.date);
      const dearer = repriced.differenceSen > 0;
      const changes: PlaceChange[] = [];
      if (request.date !== from) {
        changes.push({ date: request.date, slotId: null, delta: order.quantity });
        // A move waiting for its payment keeps the old date's places until it is paid.
        if (!dearer) changes.push({ date: from, slotId: null, delta: -order.quantity });
      }
      if (toSlot !== null)
        changes.push({ date: request.date, slotId: toSlot, delta: order.quantity });
      if (order.slot_id && !dearer)
        changes.push({ date: from, slotId: order.slot_id, delta: -order.quantity });
      for (const change of changes.sort(byLockOrder)) {
        if (change.slotId === null) {
          if (change.delta < 0) await repo.releaseDay(trx, ticket.id, change.date, -change.delta);
          else if (!(await repo.reserveDay(trx, ticket.id, change.date, change.delta))) {
            throw new AppError('soldOut');
          }
        } else if (change.delta < 0) {
          await repo.releaseSlot(trx, change.slotId, change.date, -change.delta);
        } else if (
          !(await repo.reserveSlot(
            trx,
            change.slotId,
            change.date,
            change.delta,
            slot?.capacity ?? 0,
          ))
        ) {
          throw new AppError('soldOut');
        }
      }
      if (dearer) {
        await deps.dateChanges.wait(
          trx,
          order,
          { date: request.date, slotId: toSlot, slotLabel: slot?.label ?? '' },
          repriced,
        );
        return [];
      }
      await deps.orders.setDetails(trx, order.id, {
        visit_date: request.date,
        slot_id: toSlot,
        slot_label: slot?.label ?? '',
      });
      if (repriced.differenceSen < 0 && (await readDateChangeSettings(trx)).refundCheaper) {
        await deps.orders.reprice(trx, order.id, repriced.prices, repriced.differenceSen, {
          from,
          to: request.date,
        });
        return deps.payments.reserveRefund(trx, {
          orderId: order.id,
          amountSen: -repriced.differenceSen,
          reason: 'moved to a cheaper date',
          lines: [],
          staffId: null,
        });
      }
      return [];
    });
    // The difference goes back once the move is committed, through each payment's gateway.
    for (const id of refundIds) await deps.payments.sendRefund(id);
  };
}

/**
 * What moving a visitor's ticket to each of the next days would cost (decision 041), for the
 * reschedule sheet to show before the visitor picks: free under the weather guarantee; otherwise
 * the difference of each date's prices against what was paid, a cheaper date's shown as coming back
 * only where the operator refunds it.
 */
export function createDatePrices(
  deps: Pick<RescheduleDeps, 'db' | 'orders' | 'utcOffset' | 'now'> & { holdMinutes: number },
) {
  const { db } = deps;
  const today = () => attractionToday(deps.utcOffset, (deps.now ?? Date.now)());
  return async function datePrices(
    visitor: VisitorRow,
    request: { id: number; from?: string | undefined },
  ): Promise<DateChangePrices> {
    const order = await deps.orders.find(db, request.id);
    if (!order || order.visitor_id !== visitor.id || order.kind !== 'ticket') throw notFound();
    const from = order.visit_date ?? '';
    const free = (await isRainDay(db, from)) && from >= addDays(today(), -RAIN_DAY_GRACE_DAYS);
    const start = request.from && request.from > today() ? request.from : today();
    const last = addDays(today(), BOOKING_HORIZON_DAYS);
    const dates: string[] = [];
    for (let date = start; date <= last && dates.length < TICKET_CALENDAR_DAYS; ) {
      dates.push(date);
      date = addDays(date, 1);
    }
    const { refundCheaper } = await readDateChangeSettings(db);
    const priced = free ? [] : await repriceOn(db, deps.orders, order, dates);
    return {
      free,
      refundsCheaper: refundCheaper,
      holdMinutes: deps.holdMinutes,
      days: dates.map((date, index) => {
        const difference = priced[index]?.differenceSen ?? 0;
        return {
          date,
          difference: senToRm(difference < 0 && !refundCheaper ? 0 : difference),
        };
      }),
    };
  };
}
