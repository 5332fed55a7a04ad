import { BOOKING_HORIZON_DAYS, RAIN_DAY_GRACE_DAYS } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import { isRainDay } from '#server/modules/weather/rain-days.ts';
import * as repo from './repository.ts';

export interface RescheduleDeps {
  db: Db;
  orders: OrderService;
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
 */
export function createReschedule(deps: RescheduleDeps) {
  const { db } = deps;
  const today = () => attractionToday(deps.utcOffset, (deps.now ?? Date.now)());

  return async function reschedule(
    visitor: VisitorRow,
    request: { id: number; date: string; slotId?: number | undefined },
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
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
      // Already there (a second tap, or a move that another request just made): nothing to do.
      if (request.date === from && toSlot === order.slot_id) return;

      const changes: PlaceChange[] = [];
      if (request.date !== from) {
        const day = await repo.ensureDay(trx, ticket.id, request.date, ticket.daily_capacity);
        if (day.closed === 1) throw new AppError('dateClosed');
        changes.push({ date: request.date, slotId: null, delta: order.quantity });
        changes.push({ date: from, slotId: null, delta: -order.quantity });
      }
      if (toSlot !== null)
        changes.push({ date: request.date, slotId: toSlot, delta: order.quantity });
      if (order.slot_id)
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
      await deps.orders.setDetails(trx, order.id, {
        visit_date: request.date,
        slot_id: toSlot,
        slot_label: slot?.label ?? '',
      });
    });
  };
}
