import { BOOKING_HORIZON_DAYS } from '@scenic/contracts';
import type { Kysely } from 'kysely';
import type { Database, VisitorRow } from '../../db/database.ts';
import { addDays, attractionToday } from '../../lib/attraction-time.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findOrderOf } from '../orders/repository.ts';
import * as repo from './repository.ts';

/** How long after a heavy-rain day its tickets may still be moved (the guarantee's window). */
const RAIN_DAY_GRACE_DAYS = 30;

export interface RescheduleDeps {
  db: Kysely<Database>;
  utcOffset: string;
  now?: () => number;
}

/**
 * Moves a ready-to-use ticket order to another date (and slot) with places: the new places are
 * taken and the old ones given back in one transaction, so a full date refuses and moves nothing.
 * A ticket may move while its date is still ahead, or, under the weather guarantee, when its date
 * was marked a heavy-rain day.
 */
export function createReschedule(deps: RescheduleDeps) {
  const { db } = deps;
  const today = () => attractionToday(deps.utcOffset, (deps.now ?? Date.now)());

  return async function reschedule(
    visitor: VisitorRow,
    request: { id: number; date: string; slotId?: number | undefined },
  ): Promise<void> {
    const order = await findOrderOf(db, request.id, visitor.id);
    if (order?.kind !== 'ticket') throw notFound();
    const from = order.visit_date ?? '';
    if (order.status !== 'ready_to_use' || !order.ticket_id) throw new AppError('cannotReschedule');
    const rainDay = await db
      .selectFrom('rain_day')
      .select('date')
      .where('date', '=', from)
      .executeTakeFirst();
    const stillAhead = from >= today();
    const rainedOut = rainDay !== undefined && from >= addDays(today(), -RAIN_DAY_GRACE_DAYS);
    if (!stillAhead && !rainedOut) throw new AppError('cannotReschedule');
    if (request.date === from) throw new AppError('validation', 'invalidValue');
    if (request.date < today() || request.date > addDays(today(), BOOKING_HORIZON_DAYS)) {
      throw new AppError('dateClosed');
    }
    const ticket = await repo.findTicket(db, order.ticket_id);
    if (!ticket) throw new AppError('cannotReschedule');
    const slots = await repo.listSlots(db, ticket.id);
    const slot = slots.find((candidate) => candidate.id === (request.slotId ?? order.slot_id));
    if (slots.length > 0 && !slot) throw new AppError('validation', 'slotRequired');

    await db.transaction().execute(async (trx) => {
      const day = await repo.ensureDay(trx, ticket.id, request.date, ticket.daily_capacity);
      if (day.closed === 1) throw new AppError('dateClosed');
      if (!(await repo.reserveDay(trx, ticket.id, request.date, order.quantity)))
        throw new AppError('soldOut');
      if (
        slot &&
        !(await repo.reserveSlot(trx, slot.id, request.date, order.quantity, slot.capacity))
      ) {
        throw new AppError('soldOut');
      }
      await repo.releaseDay(trx, ticket.id, from, order.quantity);
      if (order.slot_id) await repo.releaseSlot(trx, order.slot_id, from, order.quantity);
      const moved = await trx
        .updateTable('orders')
        .set({
          visit_date: request.date,
          slot_id: slot?.id ?? null,
          slot_label: slot?.label ?? '',
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', order.id)
        .where('status', '=', 'ready_to_use')
        .where('visit_date', '=', from)
        .executeTakeFirst();
      // Another request moved or used it meanwhile: undo everything above.
      if (Number(moved.numUpdatedRows) !== 1) throw new AppError('cannotReschedule');
    });
  };
}
