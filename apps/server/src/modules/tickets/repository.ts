import type { Db } from '#server/db/database.ts';

export function findTicket(db: Db, id: number) {
  return db
    .selectFrom('ticket')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

/** A ticket's types in their order, each with the name of the card the gate checks (or null). */
export function listVariants(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_variant')
    .leftJoin('gate_check', 'gate_check.id', 'ticket_variant.check_id')
    .selectAll('ticket_variant')
    .select('gate_check.name as check_name')
    .where('ticket_variant.ticket_id', '=', ticketId)
    .orderBy('ticket_variant.sort')
    .orderBy('ticket_variant.id')
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

/**
 * The cards the gate checks for these orders: each line whose ticket type asks for one, with the
 * people it still admits (refunded ones left out). Ticket lines name their type by `item_id`.
 */
export function gateChecksOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_line')
    .innerJoin('orders', 'orders.id', 'order_line.order_id')
    .innerJoin('ticket_variant', 'ticket_variant.id', 'order_line.item_id')
    .innerJoin('gate_check', 'gate_check.id', 'ticket_variant.check_id')
    .select([
      'order_line.order_id',
      'order_line.item_id as variant_id',
      'order_line.name as ticket',
      'order_line.unit_price_sen',
      'gate_check.id as check_id',
      'gate_check.name as check',
      'gate_check.sort as check_sort',
      (eb) => eb('order_line.quantity', '-', eb.ref('order_line.refunded')).as('people'),
    ])
    .where('order_line.order_id', 'in', orderIds)
    .where('orders.kind', '=', 'ticket')
    .where((eb) => eb('order_line.quantity', '>', eb.ref('order_line.refunded')))
    .orderBy('order_line.id')
    .execute();
}

/** The cards for one order's pass: one row per card, its people summed over the types asking it. */
export function checksByCard(
  rows: Awaited<ReturnType<typeof gateChecksOf>>,
  localize: (json: string) => string,
) {
  const byCard = new Map<number, { check: string; people: number; sort: number }>();
  for (const row of rows) {
    const card = byCard.get(row.check_id) ?? {
      check: localize(row.check),
      people: 0,
      sort: row.check_sort,
    };
    card.people += Number(row.people);
    byCard.set(row.check_id, card);
  }
  return [...byCard.values()]
    .sort((a, b) => a.sort - b.sort)
    .map(({ check, people }) => ({ check, people }));
}
