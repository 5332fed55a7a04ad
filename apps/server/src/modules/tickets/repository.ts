import type { Db } from '#server/db/database.ts';

export function findTicket(db: Db, id: number) {
  return db
    .selectFrom('ticket')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

export function listVariants(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_variant')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listSlots(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_slot')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listDays(db: Db, ticketId: number, from: string, to: string) {
  return db
    .selectFrom('ticket_day')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
}

export function listSlotDays(db: Db, ticketId: number, from: string, to: string) {
  return db
    .selectFrom('ticket_slot_day')
    .innerJoin('ticket_slot', 'ticket_slot.id', 'ticket_slot_day.slot_id')
    .selectAll('ticket_slot_day')
    .where('ticket_slot.ticket_id', '=', ticketId)
    .where('ticket_slot_day.date', '>=', from)
    .where('ticket_slot_day.date', '<=', to)
    .execute();
}

/** The date's row, made with the ticket's default capacity if it does not exist yet. */
export async function ensureDay(db: Db, ticketId: number, date: string, capacity: number) {
  const readDay = () =>
    db
      .selectFrom('ticket_day')
      .selectAll()
      .where('ticket_id', '=', ticketId)
      .where('date', '=', date)
      .executeTakeFirst();
  // Most orders are for a date someone has already bought: one read, no write.
  const existing = await readDay();
  if (existing) return existing;
  await db
    .insertInto('ticket_day')
    .values({ ticket_id: ticketId, date, capacity })
    .onConflict((oc) => oc.columns(['ticket_id', 'date']).doNothing())
    .execute();
  const made = await readDay();
  if (!made) throw new Error(`ticket_day ${ticketId} ${date} missing after insert`);
  return made;
}

/**
 * Takes `quantity` places of an open date in one conditional update (DESIGN §3.7): it succeeds
 * only while they fit, so no amount of concurrency sells more than the capacity.
 */
export async function reserveDay(db: Db, ticketId: number, date: string, quantity: number) {
  const result = await db
    .updateTable('ticket_day')
    .set((eb) => ({ sold: eb('sold', '+', quantity) }))
    .where('ticket_id', '=', ticketId)
    .where('date', '=', date)
    .where('closed', '=', 0)
    .where((eb) => eb(eb('sold', '+', quantity), '<=', eb.ref('capacity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function reserveSlot(
  db: Db,
  slotId: number,
  date: string,
  quantity: number,
  capacity: number,
) {
  await db
    .insertInto('ticket_slot_day')
    .values({ slot_id: slotId, date })
    .onConflict((oc) => oc.columns(['slot_id', 'date']).doNothing())
    .execute();
  const result = await db
    .updateTable('ticket_slot_day')
    .set((eb) => ({ sold: eb('sold', '+', quantity) }))
    .where('slot_id', '=', slotId)
    .where('date', '=', date)
    .where((eb) => eb(eb('sold', '+', quantity), '<=', capacity))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives places back (an order expired, or moved to another date). */
export async function releaseDay(db: Db, ticketId: number, date: string, quantity: number) {
  await db
    .updateTable('ticket_day')
    .set((eb) => ({ sold: eb('sold', '-', quantity) }))
    .where('ticket_id', '=', ticketId)
    .where('date', '=', date)
    .execute();
}

export async function releaseSlot(db: Db, slotId: number, date: string, quantity: number) {
  await db
    .updateTable('ticket_slot_day')
    .set((eb) => ({ sold: eb('sold', '-', quantity) }))
    .where('slot_id', '=', slotId)
    .where('date', '=', date)
    .execute();
}

/** The gate passes of these ticket orders. */
export function passesOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('ticket_pass').selectAll().where('order_id', 'in', orderIds).execute();
}
